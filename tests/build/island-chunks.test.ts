import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { describe, expect, it } from 'vitest';
import { filesOf } from '../../scripts/island-chunks';

/** A module graph: each module's static imports; the islands are its entries. */
function graph(imports: Record<string, string[]>, entries: string[]): GetModuleInfo {
  return (id) =>
    id in imports
      ? ({ id, isEntry: entries.includes(id), importedIds: imports[id] } as unknown as ModuleInfo)
      : null;
}

const IMPORTS: Record<string, string[]> = {
  '/src/components/scorers/A.tsx': [
    '/src/components/hand-builder/Builder.tsx',
    '/src/variants/a/index.ts',
  ],
  '/src/components/scorers/B.tsx': [
    '/src/components/hand-builder/Builder.tsx',
    '/src/variants/b/index.ts',
  ],
  '/src/components/Ledger.tsx': ['/src/engine/score.ts', '/src/components/Tile.tsx'],
  '/src/components/Rules.tsx': ['/src/engine/tiles.ts', '/src/styles/hand-builder.css'],
  '/src/components/hand-builder/Builder.tsx': [
    '/src/engine/score.ts',
    '/src/components/Tile.tsx',
    '/src/styles/hand-builder.css',
  ],
  '/src/engine/score.ts': ['/src/engine/tiles.ts', '/src/engine/count.ts'],
  '/src/engine/count.ts': [],
  '/src/engine/tiles.ts': [],
  '/src/components/Tile.tsx': [],
  '/src/variants/a/index.ts': ['/src/engine/tiles.ts'],
  '/src/variants/b/index.ts': [],
  '/src/styles/hand-builder.css': [],
};
const ISLANDS = [
  '/src/components/scorers/A.tsx',
  '/src/components/scorers/B.tsx',
  '/src/components/Ledger.tsx',
  '/src/components/Rules.tsx',
];
const files = filesOf(Object.keys(IMPORTS), graph(IMPORTS, ISLANDS));

describe('the islands’ shared files (scripts/island-chunks.ts)', () => {
  it('put what every scoring island runs, and no other island, in the engine file', () => {
    expect(files.get('/src/engine/score.ts')).toBe('engine');
    expect(files.get('/src/engine/count.ts')).toBe('engine');
    expect(files.get('/src/components/Tile.tsx')).toBe('engine');
  });

  it('leave out of a group a module an island outside it runs, so that island loads no more', () => {
    // Rules.tsx scores nothing but reads the tiles: they go in a file of their own.
    const tiles = files.get('/src/engine/tiles.ts');
    expect(tiles).toBeDefined();
    expect(tiles).not.toBe('engine');
  });

  it('put what only the hand builder’s islands run beyond the engine in the hand-builder file', () => {
    expect(files.get('/src/components/hand-builder/Builder.tsx')).toBe('hand-builder');
  });

  it('let a practice island share the hand-builder file rather than cut it in two', () => {
    const imports = {
      ...IMPORTS,
      '/src/components/practice/islands/A.tsx': [
        '/src/components/hand-builder/ScoreView.tsx',
        '/src/engine/score.ts',
      ],
      '/src/components/hand-builder/Builder.tsx': [
        ...IMPORTS['/src/components/hand-builder/Builder.tsx']!,
        '/src/components/hand-builder/ScoreView.tsx',
      ],
      '/src/components/hand-builder/ScoreView.tsx': [],
    };
    const islands = [...ISLANDS, '/src/components/practice/islands/A.tsx'];
    const shared = filesOf(Object.keys(imports), graph(imports, islands));
    expect(shared.get('/src/components/hand-builder/ScoreView.tsx')).toBe('hand-builder');
    expect(shared.get('/src/components/hand-builder/Builder.tsx')).toBe('hand-builder');
    // Another island that runs the scorer's views makes them a file of their own again.
    const withLedger = {
      ...imports,
      '/src/components/Ledger.tsx': [
        ...IMPORTS['/src/components/Ledger.tsx']!,
        '/src/components/hand-builder/ScoreView.tsx',
      ],
    };
    const apart = filesOf(Object.keys(withLedger), graph(withLedger, islands));
    expect(apart.get('/src/components/hand-builder/ScoreView.tsx')).not.toBe('hand-builder');
  });

  it('let the practice islands join the files of the islands they share modules with, cut once by what any of them runs at start', () => {
    const imports = {
      ...IMPORTS,
      '/src/components/scorers/A.tsx': [
        ...IMPORTS['/src/components/scorers/A.tsx']!,
        '/src/components/format.ts',
        '/src/components/WindSelect.tsx',
        '/src/components/CopyLink.tsx',
      ],
      '/src/components/Ledger.tsx': [
        ...IMPORTS['/src/components/Ledger.tsx']!,
        '/src/components/format.ts',
        '/src/components/WindSelect.tsx',
        '/src/components/CopyLink.tsx',
      ],
      // Two practice islands that run different parts of that code at start.
      '/src/components/practice/islands/A.tsx': ['/src/components/WindSelect.tsx'],
      '/src/components/practice/islands/B.tsx': [
        '/src/components/WindSelect.tsx',
        '/src/components/format.ts',
      ],
      '/src/components/format.ts': [],
      '/src/components/WindSelect.tsx': [],
      '/src/components/CopyLink.tsx': [],
    };
    const islands = [
      ...ISLANDS,
      '/src/components/practice/islands/A.tsx',
      '/src/components/practice/islands/B.tsx',
    ];
    const shared = filesOf(Object.keys(imports), graph(imports, islands));
    const file = (m: string) => shared.get(`/src/components/${m}`);
    // One cut for all of them: what one practice island runs and another does not stays together.
    expect(file('WindSelect.tsx')).toBeDefined();
    expect(file('WindSelect.tsx')).toBe(file('format.ts'));
    // What none of them runs at start is left out of the file they load.
    expect(file('CopyLink.tsx')).toBeDefined();
    expect(file('CopyLink.tsx')).not.toBe(file('WindSelect.tsx'));
  });

  it('leave one island’s own modules and every stylesheet to the bundler', () => {
    expect(files.has('/src/variants/a/index.ts')).toBe(false);
    expect(files.has('/src/styles/hand-builder.css')).toBe(false);
  });

  it('count a scorer’s later part (its dynamic imports) as an island: the engine file holds only what it runs too, and nothing the scorer loads at start', () => {
    // Scorer C draws with the builder's light views and imports the scoring part dynamically.
    const imports: Record<string, string[]> = {
      ...IMPORTS,
      // Every island that scores at start runs the payout table; C's scoring part does not.
      '/src/components/Ledger.tsx': [...IMPORTS['/src/components/Ledger.tsx']!, '/src/payout.ts'],
      '/src/components/hand-builder/Builder.tsx': [
        ...IMPORTS['/src/components/hand-builder/Builder.tsx']!,
        '/src/payout.ts',
      ],
      '/src/payout.ts': [],
      '/src/components/scorers/C.tsx': ['/src/components/hand-builder/Light.tsx'],
      '/src/components/hand-builder/Light.tsx': ['/src/engine/tiles.ts'],
      '/src/components/hand-builder/scoring.tsx': [
        '/src/engine/score.ts',
        '/src/components/Tile.tsx',
      ],
    };
    const dynamic: Record<string, string[]> = {
      '/src/components/scorers/C.tsx': ['/src/components/hand-builder/scoring.tsx'],
    };
    const islands = [...ISLANDS, '/src/components/scorers/C.tsx'];
    const info: GetModuleInfo = (id) =>
      id in imports
        ? ({
            id,
            isEntry: islands.includes(id),
            importedIds: imports[id],
            dynamicallyImportedIds: dynamic[id] ?? [],
          } as unknown as ModuleInfo)
        : null;
    const shared = filesOf(Object.keys(imports), info);
    // The counting stays grouped, and is never in a file C loads at start.
    expect(shared.get('/src/engine/score.ts')).toBe('engine');
    expect(shared.get('/src/engine/count.ts')).toBe('engine');
    // The engine file is what every scoring island runs, C's later part among them: not the
    // payout table, which C would fetch with it for nothing.
    expect(shared.get('/src/payout.ts')).toBeDefined();
    expect(shared.get('/src/payout.ts')).not.toBe('engine');
    // What C runs at start (the tiles) is in no engine file, so C's first load holds no counting.
    expect(shared.get('/src/engine/tiles.ts')).not.toBe('engine');
    expect(shared.get('/src/components/hand-builder/Light.tsx')).not.toBe('engine');
  });

  it('name a shared file after the module a dynamic import asks for, where it holds one', () => {
    // Two scorers fetch the same folded form later; a practice island, met first, loads it and
    // the hints it reads at start, so the file's first module is the hints.
    const practice = '/src/components/practice/islands/P.tsx';
    const imports: Record<string, string[]> = {
      [practice]: [
        '/src/components/hand-builder/Panels.tsx',
        '/src/components/hand-builder/ContextForm.tsx',
        '/src/components/hand-builder/hints.ts',
      ],
      '/src/components/scorers/A.tsx': ['/src/components/hand-builder/Panels.tsx'],
      '/src/components/scorers/B.tsx': ['/src/components/hand-builder/Panels.tsx'],
      '/src/components/hand-builder/Panels.tsx': [],
      '/src/components/hand-builder/hints.ts': [],
      '/src/components/hand-builder/ContextForm.tsx': ['/src/components/hand-builder/hints.ts'],
    };
    const form = '/src/components/hand-builder/ContextForm.tsx';
    const info: GetModuleInfo = (id) =>
      id in imports
        ? ({
            id,
            isEntry: id.includes('/scorers/') || id === practice,
            importedIds: imports[id],
            dynamicallyImportedIds: id.endsWith('Panels.tsx') ? [form] : [],
            dynamicImporters: id === form ? ['/src/components/hand-builder/Panels.tsx'] : [],
          } as unknown as ModuleInfo)
        : null;
    const shared = filesOf(Object.keys(imports), info);
    expect(shared.get(form)).toMatch(/^ContextForm-\d+$/);
    expect(shared.get('/src/components/hand-builder/hints.ts')).toBe(shared.get(form));
  });
});

describe('small shared files (scripts/island-chunks.ts mergeSmallFiles)', () => {
  /** Code that gzip cannot shrink much: `bytes` long, different for every seed. */
  const bulky = (seed: number, bytes: number) => {
    let x = seed;
    let out = '';
    while (out.length < bytes) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      out += x.toString(36);
    }
    return `export const v${seed} = '${out}';`;
  };
  const at = (name: string) => `/src/components/${name}`;
  // Four islands. Big code that A, B and C run, and that all four run; small code that A and B
  // run, that A and D run, and bulky code that A and C run.
  const imports: Record<string, string[]> = {
    [at('A.tsx')]: [at('big.ts'), at('all.ts'), at('small.ts'), at('pair.ts'), at('wide.ts')],
    [at('B.tsx')]: [at('big.ts'), at('all.ts'), at('small.ts')],
    [at('C.tsx')]: [at('big.ts'), at('all.ts'), at('wide.ts')],
    [at('D.tsx')]: [at('all.ts'), at('pair.ts')],
    [at('big.ts')]: [],
    [at('all.ts')]: [],
    [at('small.ts')]: [],
    [at('pair.ts')]: [],
    [at('wide.ts')]: [],
  };
  const code: Record<string, string> = {
    [at('big.ts')]: bulky(1, 4000),
    [at('all.ts')]: bulky(2, 4000),
    [at('small.ts')]: 'export const small = 1;',
    [at('pair.ts')]: 'export const pair = 2;',
    [at('wide.ts')]: bulky(3, 4000),
  };
  const info: GetModuleInfo = (id) =>
    id in imports
      ? ({
          id,
          isEntry: /[A-D]\.tsx$/.test(id),
          importedIds: imports[id],
          code: code[id] ?? 'export {};',
        } as unknown as ModuleInfo)
      : null;
  const shared = filesOf(Object.keys(imports), info);
  const file = (m: string) => shared.get(at(m));

  it('merge a small file into the file of the same islands and one more, the nearest', () => {
    // A and B's small code goes with what A, B and C run (C loads it for nothing), not with what
    // all four run (two islands would).
    expect(file('small.ts')).toBe(file('big.ts'));
    expect(file('big.ts')).not.toBe(file('all.ts'));
  });

  it('leave a small file alone where every larger file would load it on two islands more', () => {
    // A and D share no file but the one all four islands load: B and C would load it too.
    expect(file('pair.ts')).toBeDefined();
    expect(file('pair.ts')).not.toBe(file('all.ts'));
    expect(file('pair.ts')).not.toBe(file('big.ts'));
  });

  it('leave a file over SMALL_FILE alone, however near another file’s islands are', () => {
    expect(file('wide.ts')).toBeDefined();
    expect(file('wide.ts')).not.toBe(file('big.ts'));
  });

  it('merge nothing whose code the build has not given (its size is unknown)', () => {
    const unknown: GetModuleInfo = (id) => {
      const m = info(id);
      return m && ({ ...m, code: null } as unknown as ModuleInfo);
    };
    const apart = filesOf(Object.keys(imports), unknown);
    expect(apart.get(at('small.ts'))).not.toBe(apart.get(at('big.ts')));
  });

  it('keep the file of a module a dynamic import asks for by name', () => {
    const fetched: GetModuleInfo = (id) => {
      const m = info(id);
      return m && id === at('small.ts')
        ? ({ ...m, dynamicImporters: [at('X.tsx')] } as unknown as ModuleInfo)
        : m;
    };
    const apart = filesOf(Object.keys(imports), fetched);
    expect(apart.get(at('small.ts'))).toMatch(/^small-\d+$/);
  });
});
