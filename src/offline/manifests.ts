/**
 * At the end of a build, one page list per variant (dist/offline/<variant>.json): every page under
 * the variant's folder with its size, which the keep control shows before it fetches anything.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { TRANSLATED_LOCALES } from '../i18n/locales';
import { keptListId, type PageSize, pagesListUrl, type VariantPages } from './pages';

export interface BuiltPage {
  /** The page's file under dist, with / separators: "hong-kong/patterns/full-flush/index.html". */
  file: string;
  body: Uint8Array;
}

// Asynchronous: zlib's thread pool gzips the pages on every core. With gzipSync on one core, the
// lists of 1,210 pages took 2.1 s at the end of a build on a busy host; this way they take 1.5 s.
const gzip = promisify(gzipCallback);

/** "hong-kong/score/index.html" → "/hong-kong/score/". */
const urlOf = (file: string) => `/${file.replace(/index\.html$/, '')}`;

/** The variant's page list in address order (so its overview first), with sizes and totals. */
export async function variantPages(
  variant: { id: string; shortName: string },
  built: readonly BuiltPage[],
): Promise<VariantPages> {
  const pages: PageSize[] = await Promise.all(
    built
      .filter((p) => p.file.startsWith(`${variant.id}/`) && p.file.endsWith('/index.html'))
      .map(async (p) => ({
        url: urlOf(p.file),
        bytes: p.body.length,
        gzip: (await gzip(p.body, { level: 9 })).length,
      })),
  );
  pages.sort((a, b) => a.url.localeCompare(b.url));
  if (pages.length === 0)
    throw new Error(`the build has no pages under /${variant.id}/ to keep offline`);
  const total = (key: 'bytes' | 'gzip') => pages.reduce((n, p) => n + p[key], 0);
  return {
    variant: variant.id,
    name: variant.shortName,
    pages,
    bytes: total('bytes'),
    gzip: total('gzip'),
  };
}

function builtPages(dist: string, dir: string): BuiltPage[] {
  return readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dist, dir, entry.name);
    if (entry.isDirectory()) return builtPages(dist, relative(dist, path));
    if (entry.name !== 'index.html') return [];
    return [{ file: relative(dist, path).split(sep).join('/'), body: readFileSync(path) }];
  });
}

export async function writeVariantPages(
  dist: string,
  variants: readonly { id: string; shortName: string }[],
): Promise<void> {
  const lists = await Promise.all(
    variants.map((variant) => variantPages(variant, builtPages(dist, variant.id))),
  );
  for (const list of lists) {
    const out = join(dist, pagesListUrl(list.variant));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(list));
  }
}

/**
 * One list per variant and language: a reader keeping a variant from its overview in simplified
 * Chinese keeps the simplified Chinese pages (under /zh-cn/<variant>/), not the English ones.
 */
export const listsInEveryLanguage = (
  variants: readonly { id: string; shortName: string }[],
): { id: string; shortName: string }[] =>
  (['root', ...TRANSLATED_LOCALES] as const).flatMap((locale) =>
    variants.map((v) => ({ id: keptListId(locale, v.id), shortName: v.shortName })),
  );

/** The Astro integration that writes the lists once the pages are built. */
export function variantPageLists(
  variants: readonly { id: string; shortName: string }[],
): AstroIntegration {
  const lists = listsInEveryLanguage(variants);
  return {
    name: 'atlas-variant-page-lists',
    hooks: { 'astro:build:done': ({ dir }) => writeVariantPages(fileURLToPath(dir), lists) },
  };
}
