import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  BARREL,
  SMALL_BARREL_EXPORTS,
  smallBarrel,
  takesSmallBarrel,
} from '../../scripts/starlight-barrel';

const barrel = createRequire(import.meta.url).resolve('@astrojs/starlight/components');

describe("Starlight's icon and badge imported without the other components' styles", () => {
  it("the installed Starlight's barrel is the file the plugin replaces", () => {
    expect(BARREL.test(barrel)).toBe(true);
  });

  it('the small barrel exports the icon and the badge from their own files, which exist', () => {
    const source = smallBarrel(barrel);
    const files = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
    expect(files).toHaveLength(SMALL_BARREL_EXPORTS.length);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    expect(source).toMatch(/export \{ default as Icon \} from "[^"]+Icon\.astro"/);
    expect(source).toMatch(/export \{ default as Badge \} from "[^"]+Badge\.astro"/);
  });

  it('components get the small barrel; content pages, which place cards and steps, the whole one', () => {
    expect(takesSmallBarrel('/site/node_modules/@astrojs/starlight/components/Footer.astro')).toBe(
      true,
    );
    expect(takesSmallBarrel('/site/src/components/Search.astro')).toBe(true);
    expect(takesSmallBarrel('/site/content/docs/index.mdx')).toBe(false);
    expect(takesSmallBarrel('/site/content/docs/how-to-play.md')).toBe(false);
  });
});
