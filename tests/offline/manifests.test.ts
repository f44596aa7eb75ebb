import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { listsInEveryLanguage, variantPages, writeVariantPages } from '../../src/offline/manifests';
import type { VariantPages } from '../../src/offline/pages';

const HK = { id: 'hong-kong', shortName: 'Hong Kong' };
const page = (file: string, text: string) => ({ file, body: Buffer.from(text.repeat(50)) });

describe("a variant's page list for keeping it offline", () => {
  it("lists every page under the variant's folder by address, overview first, and nothing else", async () => {
    const list = await variantPages(HK, [
      page('hong-kong/score/index.html', 'score'),
      page('hong-kong/index.html', 'overview'),
      page('hong-kong/patterns/full-flush/index.html', 'flush'),
      page('mcr/index.html', 'mcr'),
      page('glossary/index.html', 'words'),
      page('hong-kong/sw-notes.txt', 'not a page'),
    ]);
    const urls = list.pages.map((p) => p.url);
    expect(urls).toEqual(['/hong-kong/', '/hong-kong/patterns/full-flush/', '/hong-kong/score/']);
    expect([list.variant, list.name]).toEqual(['hong-kong', 'Hong Kong']);
  });

  it('gives each page its stored and gzipped size, and the totals are their sums', async () => {
    const overview = page('hong-kong/index.html', 'overview ');
    const list = await variantPages(HK, [overview, page('hong-kong/score/index.html', 'score ')]);
    const gzip = gzipSync(overview.body, { level: 9 }).length;
    expect(list.pages[0]).toEqual({ url: '/hong-kong/', bytes: overview.body.length, gzip });
    expect(list.bytes).toBe(list.pages[0]!.bytes + list.pages[1]!.bytes);
    expect(list.gzip).toBe(list.pages[0]!.gzip + list.pages[1]!.gzip);
    expect(list.gzip).toBeLessThan(list.bytes);
  });

  it('stops the build when a variant has no pages, rather than offering an empty download', async () => {
    await expect(variantPages(HK, [page('mcr/index.html', 'mcr')])).rejects.toThrow(
      /no pages under \/hong-kong\//,
    );
  });

  it('is written from the built folders to offline/<variant>.json', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'atlas-lists-'));
    try {
      for (const dir of ['hong-kong', 'hong-kong/patterns/all-pungs', 'mcr']) {
        mkdirSync(join(dist, dir), { recursive: true });
        writeFileSync(join(dist, dir, 'index.html'), `<h1>${dir}</h1>`);
      }
      await writeVariantPages(dist, [HK, { id: 'mcr', shortName: 'MCR' }]);
      const hk = JSON.parse(
        readFileSync(join(dist, 'offline', 'hong-kong.json'), 'utf8'),
      ) as VariantPages;
      expect(hk.pages.map((p) => p.url)).toEqual(['/hong-kong/', '/hong-kong/patterns/all-pungs/']);
      const mcr = JSON.parse(
        readFileSync(join(dist, 'offline', 'mcr.json'), 'utf8'),
      ) as VariantPages;
      expect(mcr.pages.map((p) => p.url)).toEqual(['/mcr/']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('keeps a language’s own pages: the simplified Chinese Sichuan list holds /zh-cn/sichuan/ only', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'atlas-lists-'));
    try {
      for (const dir of [
        'sichuan',
        'sichuan/score',
        'zh-cn/sichuan',
        'zh-cn/sichuan/score',
        'vi/sichuan',
      ]) {
        mkdirSync(join(dist, dir), { recursive: true });
        writeFileSync(join(dist, dir, 'index.html'), `<h1>${dir}</h1>`);
      }
      const lists = listsInEveryLanguage([{ id: 'sichuan', shortName: 'Sichuan' }]);
      expect(lists.map((l) => l.id)).toEqual([
        'sichuan',
        'zh-cn/sichuan',
        'zh-hk/sichuan',
        'vi/sichuan',
      ]);
      mkdirSync(join(dist, 'zh-hk/sichuan'), { recursive: true });
      writeFileSync(join(dist, 'zh-hk/sichuan', 'index.html'), '<h1>zh-hk</h1>');
      await writeVariantPages(dist, lists);
      const read = (file: string) =>
        JSON.parse(readFileSync(join(dist, 'offline', file), 'utf8')) as VariantPages;
      const zh = read('zh-cn/sichuan.json');
      expect(zh.variant).toBe('zh-cn/sichuan');
      expect(zh.pages.map((p) => p.url)).toEqual(['/zh-cn/sichuan/', '/zh-cn/sichuan/score/']);
      expect(read('sichuan.json').pages.map((p) => p.url)).toEqual([
        '/sichuan/',
        '/sichuan/score/',
      ]);
      expect(read('vi/sichuan.json').pages.map((p) => p.url)).toEqual(['/vi/sichuan/']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
