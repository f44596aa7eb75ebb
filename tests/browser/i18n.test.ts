/**
 * The site in its four languages, on a 360 px phone: the language picker in the menu moves to the
 * same page in another language; a Chinese reader's search finds the Chinese page first; a page
 * not translated yet shows the English with a notice in the reader's language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './site-fixture';

const site = useSite();
const PHONE = { viewport: { width: 360, height: 740 } } as const;

async function onPhone<T>(path: string, run: (page: Page) => Promise<T>): Promise<T> {
  return run(await site.visit(path, PHONE));
}

const heading = (page: Page) => page.locator('main h1').first().innerText();

/** Opens the search dialog, types `text` and waits for the first result, which it returns. */
async function searchFor(page: Page, text: string) {
  await page.locator('button[data-open-modal]').first().click();
  const input = page.locator('site-search input[type="search"]');
  await input.waitFor({ state: 'visible', timeout: 30_000 });
  await input.fill(text);
  const first = page.locator('site-search .mj-search__result').first();
  await first.locator('a[href]').first().waitFor({ state: 'visible', timeout: 30_000 });
  return first;
}

describe('the site in 简体中文, 繁體中文 and Tiếng Việt (360 px)', () => {
  it('the language picker in the phone menu moves from All Simples to its 简体中文 page', async () => {
    await onPhone('/mcr/patterns/all-simples/', async (page) => {
      expect(await heading(page)).toBe('All Simples');
      await page.locator('starlight-menu-button button').click();
      const picker = page.locator('starlight-lang-select select:visible').first();
      await picker.waitFor({ state: 'visible' });
      await Promise.all([
        page.waitForURL('**/zh-cn/mcr/patterns/all-simples/'),
        picker.selectOption({ label: '简体中文' }),
      ]);
      expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
      expect(await heading(page)).toBe('断幺');
      expect(await page.locator('.mj-pattern__definition').innerText()).toBe(
        '没有幺九牌（1和9），也没有字牌。',
      );
    });
  });

  it('every page names the same page in the other languages (hreflang)', async () => {
    await onPhone('/zh-hk/mcr/patterns/all-simples/', async (page) => {
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map(
            (l) =>
              `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`,
          ),
        );
      expect(alternates.sort()).toEqual([
        'en /mcr/patterns/all-simples/',
        'vi /vi/mcr/patterns/all-simples/',
        'zh-CN /zh-cn/mcr/patterns/all-simples/',
        'zh-HK /zh-hk/mcr/patterns/all-simples/',
      ]);
      // Hong Kong's page is in traditional characters, with Hong Kong's 么.
      expect(await heading(page)).toBe('斷么');
      expect(await page.locator('.mj-pattern__definition').innerText()).toBe(
        '沒有么九牌（1和9），也沒有字牌。',
      );
    });
  });

  it('searching 断幺 on a 简体中文 page, in a dialog that speaks 简体中文, offers the 简体中文 All Simples page first and opens it', async () => {
    await onPhone('/zh-cn/mcr/', async (page) => {
      const result = await searchFor(page, '断幺');
      const first = result.locator('a[href]').first();
      expect(new URL(await first.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
        '/zh-cn/mcr/patterns/all-simples/',
      );
      // The dialog speaks the page's language: its box, its count, where each result belongs.
      expect(
        await page.locator('site-search input[type="search"]').getAttribute('placeholder'),
      ).toBe('番种、规则或术语');
      expect(await page.locator('site-search .mj-search__status').innerText()).toMatch(
        /^\d+ 个页面符合“断幺”，国标麻将优先/,
      );
      expect(await result.locator('.mj-search__where').innerText()).toBe('国标麻将 · 2 番');
      expect(await page.locator('site-search .mj-search__scope').innerText()).toContain('所有玩法');
      await Promise.all([page.waitForURL('**/zh-cn/mcr/patterns/all-simples/'), first.click()]);
      expect(await heading(page)).toBe('断幺');
    });
  });

  it('a general word searched on a 简体中文 page gives its glossary entry in 简体中文, opening the 简体中文 glossary', async () => {
    await onPhone('/zh-cn/hong-kong/', async (page) => {
      const first = await searchFor(page, 'pung');
      expect(await first.locator('.mj-search__title').innerText()).toBe('碰');
      expect(await first.locator('.mj-search__where').innerText()).toBe('所有玩法 · 术语表');
      expect(await first.locator('.mj-search__excerpt').innerText()).toMatch(/^三张相同的牌/);
      expect(
        new URL(
          await first
            .locator('a[href]')
            .first()
            .evaluate((a) => (a as HTMLAnchorElement).href),
        ).pathname,
      ).toBe('/zh-cn/glossary/');
    });
  });

  it('a search that cannot load says so in the page’s language', async () => {
    const page = await site.browser.newPage({ viewport: PHONE.viewport });
    try {
      await page.route(/\/_astro\/search-box\.[^/]+\.js$/, (r) => r.abort('internetdisconnected'));
      await page.goto(new URL('/vi/mcr/', site.server.url).href);
      await page.locator('button[data-open-modal]:not([disabled])').first().click();
      await expect
        .poll(() => page.locator('site-search .mj-search__status').innerText())
        .toBe('Không tải được chức năng tìm kiếm. Hãy kiểm tra kết nối rồi mở lại.');
    } finally {
      await page.close();
    }
  });

  it('a native name is marked with its language: Mandarin as Chinese in either script, Cantonese as traditional Cantonese', async () => {
    const langOf = (page: Page, text: string) =>
      page.locator('main dd span[lang]', { hasText: text }).first().getAttribute('lang');
    await onPhone('/mcr/patterns/all-simples/', async (page) => {
      expect(await langOf(page, '断幺')).toBe('zh');
    });
    await onPhone('/hong-kong/patterns/concealed-hand/', async (page) => {
      expect(await langOf(page, '門前清')).toBe('yue-Hant');
    });
  });

  it('a Vietnamese pattern page is in Vietnamese, under its Vietnamese name', async () => {
    await onPhone('/vi/vietnamese/patterns/full-flush/', async (page) => {
      expect(await page.getAttribute('html', 'lang')).toBe('vi');
      expect(await heading(page)).toBe('Toàn Hàng');
      expect(await page.locator('.mj-pattern__definition').innerText()).toContain('cùng một hàng');
    });
  });

  it('a translated pattern page says what it excludes, its source and its scored examples in the reader’s language', async () => {
    const han = (s: string) =>
      [...s.matchAll(/\p{Script=Han}/gu)].length / [...s.matchAll(/\p{L}/gu)].length;
    await onPhone('/zh-cn/mcr/patterns/pure-double-chow/', async (page) => {
      const exclusions = await page.locator('#exclusions + ul').innerText();
      expect(exclusions).toContain('被一色四同顺替代');
      expect(han(exclusions)).toBeGreaterThan(0.9);
      const source = page.locator('.mj-pattern__source');
      expect(await source.getAttribute('lang')).toBeNull();
      expect(await source.innerText()).toContain('出处：');
      const example = page.locator('.mj-example').first();
      expect(await example.locator('figcaption').innerText()).toContain('计此番');
      const score = await example.locator('.mj-score').innerText();
      expect(score).toContain('合计：');
      expect(han(score)).toBeGreaterThan(0.8);
      expect(await example.locator('.mj-example__try').getAttribute('href')).toMatch(
        /^\/zh-cn\/mcr\/score\//,
      );
    });
    await onPhone('/vi/hong-kong/patterns/all-pungs/', async (page) => {
      expect(await page.locator('.mj-pattern__names dt').first().innerText()).toBe(
        'Tiếng Quảng Đông',
      );
      expect(await page.locator('#exclusions + ul').innerText()).toContain(
        'Mọi ván mủn đều thay cho cách này.',
      );
      const payments = await page.locator('.mj-score__payments caption').first().innerText();
      expect(payments).toBe('Trả tiền (+ nhận, − trả)');
    });
  });

  it('a translated pattern explains itself in the page’s language, not marked English', async () => {
    const explanation = async (path: string) => {
      let out: [string, string | null] = ['', null];
      await onPhone(path, async (page) => {
        const p = page.locator('.mj-pattern__explanation');
        out = [await p.innerText(), await p.getAttribute('lang')];
      });
      return out;
    };
    expect(await explanation('/zh-cn/mcr/patterns/all-simples/')).toEqual(['不再计无字。', null]);
    // Hong Kong's converted text, in its players' word for the pair.
    expect(await explanation('/zh-hk/hong-kong/patterns/all-chows/')).toEqual([
      expect.stringContaining('眼是序數牌'),
      null,
    ]);
    expect(await explanation('/vi/sichuan/patterns/golden-wait/')).toEqual([
      expect.stringContaining('chắc chắn là Tui Tui'),
      null,
    ]);
  });

  it('the glossary is the term list in the reader’s language: its word, the English beside it, links in that language', async () => {
    await onPhone('/vi/glossary/', async (page) => {
      const pung = page.locator('dt#pung');
      expect(await pung.innerText()).toBe(
        'Phỗng (tiếng Anh: Pung, pong, triplet (Rainbow Dragon))',
      );
      expect(await pung.locator('span[lang="en"]').count()).toBe(1);
      const links = page.locator('dt#pung + dd a');
      expect(await links.first().getAttribute('href')).toBe('/vi/how-to-play/');
      expect(await links.filter({ hasText: 'Tui Tui (Việt Nam)' }).count()).toBe(1);
    });
  });

  it('a page not translated yet shows the English page with a notice in the reader’s language', async () => {
    await onPhone('/zh-hk/credits/', async (page) => {
      expect(await page.getAttribute('html', 'lang')).toBe('zh-HK');
      expect(await page.locator('main').innerText()).toContain(
        '本頁尚未有中文版本，以下是英文原文。',
      );
      expect(await heading(page)).toBe('Credits and licences');
    });
    await onPhone('/vi/credits/', async (page) => {
      expect(await page.locator('main').innerText()).toContain(
        'Trang này chưa được dịch sang tiếng Việt',
      );
    });
  });

  it('a quick reference prints in the reader’s language: headings, pattern names, values and what a hand pays', async () => {
    await onPhone('/zh-cn/hong-kong/patterns/quick-reference/', async (page) => {
      expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
      expect(await heading(page)).toBe('香港麻将速查表');
      const table = page.locator('.mj-qr__patterns');
      expect(await table.locator('thead th').allInnerTexts()).toEqual(['番种', '番', '例牌']);
      const allPungs = table.locator('a[href="/zh-cn/hong-kong/patterns/all-pungs/"]');
      expect(await allPungs.innerText()).toBe('对对糊');
      expect(await page.locator('.mj-qr__section h2').innerText()).toBe('每手牌的支付');
      const summary = await page.locator('.mj-qr__section p').innerText();
      expect(summary).toMatch(/^底分是2的番数次方/);
      expect(await page.locator('.mj-qr [lang="en"]').count()).toBe(0);
    });
  });
});
