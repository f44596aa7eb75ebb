import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYOUT, withoutSidebarMemory } from '../../scripts/drop-sidebar-memory';

// The layout is not among the package's exports, so it is read from where npm installs it.
const layout = fileURLToPath(
  new URL('../../node_modules/@astrojs/starlight/components/Page.astro', import.meta.url),
);

describe("Starlight's sidebar memory left out of every page", () => {
  it("the installed Starlight's page layout is the file the plugin reads", () => {
    expect(LAYOUT.test(layout)).toBe(true);
  });

  it('the layout read through the plugin loads no sidebar memory script, and keeps the rest', () => {
    const source = readFileSync(layout, 'utf8');
    const read = withoutSidebarMemory(source, layout);
    expect(source).toContain('SidebarPersistState');
    expect(read).not.toContain('SidebarPersistState');
    expect(read.length).toBeGreaterThan(source.length - 60);
    expect(read).toContain('<Sidebar slot="sidebar" />');
  });

  it('a layout without the script fails the build, naming the file, rather than passing unchanged', () => {
    expect(() => withoutSidebarMemory('<body><slot /></body>', 'Page.astro')).toThrow(
      /Page\.astro: no sidebar memory script/,
    );
  });
});
