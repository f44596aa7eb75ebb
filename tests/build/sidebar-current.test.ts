import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Entry, markCurrent } from '../../scripts/mark-current';
import { DEEP_COPY, NAVIGATION, sidebarCurrent, withPathCopy } from '../../scripts/sidebar-current';

// The module is not among the package's exports, so it is read from where npm installs it.
const navigation = fileURLToPath(
  new URL('../../node_modules/@astrojs/starlight/utils/navigation.ts', import.meta.url),
);

const link = (href: string): Entry => ({ type: 'link', href });
const group = (...entries: Entry[]): Entry => ({ type: 'group', entries });

/** Starlight's own way: a deep copy with the first matching link marked, depth first. */
function deepCopyMarked(sidebar: Entry[], current: (href: string) => boolean): Entry[] {
  const copy = structuredClone(sidebar);
  const mark = (entries: Entry[]): boolean => {
    for (const e of entries) {
      if (e.type === 'group' ? mark(e.entries) : current(e.href)) {
        if (e.type === 'link') e.isCurrent = true;
        return true;
      }
    }
    return false;
  };
  mark(copy);
  return copy;
}

const sidebar: Entry[] = [
  group(link('/hong-kong/'), group(link('/hong-kong/patterns/a/'), link('/hong-kong/patterns/b/'))),
  group(link('/mcr/'), link('/mcr/patterns/b/')),
  link('/credits/'),
];

describe('each page marks its own sidebar link without copying the whole sidebar', () => {
  it("the installed Starlight's navigation module is the file the plugin reads, written as it expects", () => {
    expect(NAVIGATION.test(navigation)).toBe(true);
    const source = readFileSync(navigation, 'utf8');
    expect(source).toContain(DEEP_COPY);
    const read = withPathCopy(source, navigation);
    expect(read).not.toContain('structuredClone(intermediateSidebar)');
    expect(read).toMatch(/^import \{ markCurrent \} from ".*mark-current\.ts";\n/);
    expect(read).toContain('return markCurrent(intermediateSidebar,');
  });

  it("the plugin reads Starlight's navigation module rewritten, and leaves every other file to Vite", () => {
    const load = sidebarCurrent().load as (id: string) => string | null;
    expect(load(navigation)).toContain('return markCurrent(intermediateSidebar,');
    const other = fileURLToPath(new URL('./sidebar-current.test.ts', import.meta.url));
    expect(load(other)).toBeNull();
  });

  it('a navigation module written otherwise fails the build, naming the file, rather than passing unchanged', () => {
    expect(() => withPathCopy('export const x = 1;', 'navigation.ts')).toThrow(
      /navigation\.ts: getSidebarFromIntermediateSidebar is not the deep copy expected/,
    );
  });

  it('the marked sidebar equals Starlight’s deep copy for every page, and for a page not in it', () => {
    for (const page of ['/hong-kong/', '/hong-kong/patterns/b/', '/mcr/patterns/b/', '/credits/']) {
      const current = (href: string) => href === page;
      expect(markCurrent(sidebar, current), page).toEqual(deepCopyMarked(sidebar, current));
    }
    expect(markCurrent(sidebar, () => false)).toBeNull();
  });

  it('only the first matching link is marked, as Starlight marks it', () => {
    const twice = [group(link('/x/')), link('/x/')];
    const marked = markCurrent(twice, (href) => href === '/x/')!;
    expect(marked).toEqual(deepCopyMarked(twice, (href) => href === '/x/'));
    expect(marked[1]).toEqual({ type: 'link', href: '/x/' });
  });

  it('the shared sidebar is left unmarked, and only the path to the current link is new', () => {
    const before = structuredClone(sidebar);
    const marked = markCurrent(sidebar, (href) => href === '/hong-kong/patterns/b/')!;
    expect(sidebar).toEqual(before);
    expect(marked).not.toBe(sidebar);
    expect(marked[0]).not.toBe(sidebar[0]);
    expect(marked[1]).toBe(sidebar[1]);
    expect(marked[2]).toBe(sidebar[2]);
    const hk = marked[0] as Extract<Entry, { type: 'group' }>;
    const own = sidebar[0] as Extract<Entry, { type: 'group' }>;
    expect(hk.entries[0]).toBe(own.entries[0]);
  });
});
