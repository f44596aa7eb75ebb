import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportedBindings, preactServerMark } from '../../scripts/preact-server-mark';

const MODULE = `
import { h } from 'preact';
export function Scorer() { return h('div', null); }
export const Palette = () => h('div', null);
const Summary = () => null;
export { Summary as ScoreSummary };
export const WORDS = { add: 'Add' };
export function helper() { return 1; }
export { Tiles } from './Tiles';
export default function KeepOffline() { return null; }
`;

type Transform = (
  this: { parse: typeof parseAst },
  code: string,
  id: string,
  options?: { ssr?: boolean },
) => { code: string } | undefined;
const transform = preactServerMark().transform as unknown as Transform;
const run = (id: string, ssr: boolean) => transform.call({ parse: parseAst }, MODULE, id, { ssr });

describe('Preact components marked for the server render (scripts/preact-server-mark.ts)', () => {
  it('finds the bindings a module exports, by their local names, and not what it re-exports', () => {
    expect(exportedBindings(parseAst(MODULE) as never)).toEqual([
      'Scorer',
      'Palette',
      'Summary',
      'WORDS',
      'helper',
      'KeepOffline',
    ]);
  });

  it('marks the functions named as components in a server-built component module', () => {
    const out = run('/site/src/components/hand-builder/Scorer.tsx?v=1', true)?.code ?? '';
    const mark = out.split('\n').find((line) => line.startsWith('for (const c of'));
    expect(mark).toBe(
      "for (const c of [Scorer, Palette, Summary, WORDS, KeepOffline]) if (typeof c === 'function') c[Symbol.for('astro:renderer')] = '@astrojs/preact';",
    );
  });

  it('leaves the browser’s build and modules that are not components alone', () => {
    expect(run('/site/src/components/hand-builder/Scorer.tsx', false)).toBeUndefined();
    expect(run('/site/src/engine/score.ts', true)).toBeUndefined();
    expect(run('/site/src/components/hand-builder/model.ts', true)).toBeUndefined();
  });
});
