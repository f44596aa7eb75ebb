/**
 * The islands in the reader's language, on a 360 px phone. A page under /zh-cn/, /zh-hk/ or /vi/
 * (a fallback page too, whose text is the English one) renders its islands in that language on
 * the server and after hydration, and the engine's refusals come in that language.
 *
 * To hold another island to this (the game sheet, practice, the ledger, once each takes the
 * page's language): add it to ISLANDS with its pages, where it sits, how to tell it hydrated, the
 * panels to open, and its English words and their translations; every check below then reads it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CITE_WORDS } from '../../src/components/citation';
import { DEAL_PHRASE_WORDS } from '../../src/components/deal-ledger/phrases';
import { DEAL_WORDS } from '../../src/components/deal-ledger/words';
import { GAME_WORDS } from '../../src/components/game-sheet/words';
import { ENGLISH_WORDS } from '../../src/components/hand-builder/later-words';
import { HOUSE_WORDS } from '../../src/components/house-rules/words';
import { LEDGER_WORDS } from '../../src/components/ledger/words';
import { KEEP_WORDS } from '../../src/components/offline/keep-state';
import { PAYOUT_WORDS } from '../../src/components/payout/words';
import { PRACTICE_ENGLISH_WORDS } from '../../src/components/practice/later-words';
import { patternText } from '../../src/i18n/catalogue';
import { wordsIn } from '../../src/i18n/island-words';
import { dealLanguage } from '../../src/i18n/islands/deal';
import { engineWordsIn } from '../../src/i18n/islands/engine';
import { gameLanguage } from '../../src/i18n/islands/game';
import { houseLanguage } from '../../src/i18n/islands/house-rules';
import { KEEP_TRANSLATIONS } from '../../src/i18n/islands/keep-offline';
import { payoutLanguage } from '../../src/i18n/islands/payout';
import { practiceLanguage } from '../../src/i18n/islands/practice';
import { SCORER_TRANSLATIONS } from '../../src/i18n/islands/scorer';
import { CITE_TRANSLATIONS, SETTLEMENT_TEXTS } from '../../src/i18n/islands/settlement-texts';
import { declaredTexts, VARIANT_TEXTS, variantTextsIn } from '../../src/i18n/islands/variant-texts';
import type { TranslatedLocale } from '../../src/i18n/locales';
import { SOURCE_NAMES } from '../../src/sources/registry';
import { VARIANTS } from '../../src/variants';
import { COMPARABLE_VARIANTS } from '../../src/variants/comparable';
import { horizontalOverflow, useSite } from './site-fixture';

const site = useSite();
const PHONE = { width: 360, height: 740 };
const WAIT = { timeout: 30_000 };
const LOCALES: readonly TranslatedLocale[] = ['zh-cn', 'zh-hk', 'vi'];

interface IslandCase {
  name: string;
  /** The English addresses of its pages; each is read under every language's prefix. */
  pages: readonly string[];
  /** The island's outer element, and the same once it has hydrated. */
  root: string;
  hydrated: string;
  /** Folded panels to open, so their labels are read too. */
  open: readonly string[];
  /** Every English phrase the island can show: a label made of these words is English. */
  english: readonly string[];
  /** Every phrase it shows in `locale` on `page` (a word in these is that language's, e.g. "Joker"). */
  translated(locale: TranslatedLocale, page: string): readonly string[];
}

const variantOf = (page: string) => VARIANTS.find((v) => page.startsWith(`/${v.id}/`))!;

/** The house-rule pages' English: their own words, the scorer's, and every variant's options and models. */
const houseEnglish = [
  ...Object.values(HOUSE_WORDS),
  ...Object.values(ENGLISH_WORDS),
  ...VARIANTS.flatMap((v) => [
    ...declaredTexts(v),
    ...(v.settlementModels ?? []).map((m) => m.name),
  ]),
];

/** Every word a house-rule page passes in `locale`: any variant may be chosen there. */
function houseTranslated(locale: TranslatedLocale): string[] {
  const lang = houseLanguage(locale);
  return [
    ...Object.values(lang?.words ?? {}),
    ...Object.values(lang?.scorer.words ?? {}),
    ...Object.values(lang?.scorer.texts ?? {}),
    ...Object.values(lang?.scorer.engine?.tiles ?? {}),
    ...Object.values(lang?.variants ?? {}).flatMap((v) => [
      v.name ?? '',
      ...Object.values(v.patterns ?? {}),
      ...Object.values(v.texts ?? {}),
      ...Object.values(v.categories ?? {}),
    ]),
  ];
}

/**
 * The house-rule builder, read by its own tests below rather than from ISLANDS: as served it
 * shows only its first fieldset (the variant's catalogue loads in the browser), fewer labels
 * than the shared check asks of an island.
 */
const HOUSE_BUILDER: IslandCase = {
  name: 'house-rule builder',
  pages: ['/house-rules/'],
  root: '.hr-builder',
  hydrated: '.hr-builder[data-ready="true"]',
  open: [],
  english: houseEnglish,
  translated: (locale) => houseTranslated(locale),
};

const ISLANDS: readonly IslandCase[] = [
  {
    name: 'hand scorer',
    pages: VARIANTS.map((v) => `/${v.id}/score/`),
    root: '.hb',
    hydrated: '.hb[data-ready="true"]',
    open: ['details.hb-context', 'details.hb-options'],
    english: [...Object.values(ENGLISH_WORDS), ...Object.values(CITE_WORDS)],
    translated: (locale, page) => [
      ...Object.values(wordsIn(locale, SCORER_TRANSLATIONS) ?? {}),
      ...Object.values(wordsIn(locale, CITE_TRANSLATIONS) ?? {}),
      ...Object.values(variantTextsIn(locale, variantOf(page))),
      ...Object.values(engineWordsIn(locale)?.tiles ?? {}),
    ],
  },
  {
    name: 'payout comparison',
    pages: ['/compare/'],
    root: '.pc',
    hydrated: '.pc[data-ready="true"]',
    open: ['details.hb-options'],
    // Its own words, the scorer's it shares, and the compared variants' model names and summaries.
    english: [
      ...Object.values(PAYOUT_WORDS),
      ...Object.values(ENGLISH_WORDS),
      ...Object.values(CITE_WORDS),
      ...COMPARABLE_VARIANTS.flatMap((v) => [
        v.settlementSummary,
        ...(v.settlementModels ?? []).flatMap((m) => [m.name, m.summary]),
      ]),
    ],
    translated: (locale) => {
      const lang = payoutLanguage(locale);
      return [
        ...Object.values(lang?.words ?? {}),
        ...Object.values(lang?.scorer.words ?? {}),
        ...Object.values(lang?.scorer.cite ?? {}),
        ...Object.values(lang?.scorer.texts ?? {}),
        ...Object.values(lang?.scorer.engine?.tiles ?? {}),
        ...Object.values(lang?.variants ?? {}).flatMap((v) => [
          v.name ?? '',
          ...Object.values(v.patterns ?? {}),
        ]),
      ];
    },
  },
  {
    name: 'game score sheet',
    pages: VARIANTS.map((v) => `/${v.id}/game/`),
    root: '.gs',
    hydrated: '.gs[data-ready]',
    // The win's rarer fields, the tap-tile palette and the table rules (the players' panel is open).
    open: ['details.gs-wide.gs-more:not(.gs-tap)', 'details.gs-tap', 'details.hb-options'],
    // Its own words, the balances panel's, the scorer's it shares, and Sichuan's deal editor's.
    english: [
      ...Object.values(GAME_WORDS),
      ...Object.values(LEDGER_WORDS),
      ...Object.values(ENGLISH_WORDS),
      ...Object.values(DEAL_WORDS),
      ...Object.values(DEAL_PHRASE_WORDS),
    ],
    translated: (locale, page) => {
      const lang = gameLanguage(locale, variantOf(page));
      return [
        ...Object.values(lang?.words ?? {}),
        ...Object.values(lang?.ledger ?? {}),
        ...Object.values(lang?.deal ?? {}),
        ...Object.values(lang?.dealPhrases ?? {}),
        ...Object.values(lang?.scorer.words ?? {}),
        ...Object.values(lang?.scorer.texts ?? {}),
        ...Object.values(lang?.scorer.engine?.tiles ?? {}),
      ];
    },
  },
  {
    name: 'deal ledger',
    pages: ['/sichuan/deal/'],
    root: '.dl.not-content',
    hydrated: '.dl.not-content[data-ready="true"]',
    open: ['details.dl-json'],
    english: [
      ...Object.values(DEAL_WORDS),
      ...Object.values(DEAL_PHRASE_WORDS),
      ...Object.values(LEDGER_WORDS),
      ...Object.values(ENGLISH_WORDS),
    ],
    translated: (locale) => {
      const lang = dealLanguage(locale);
      return [
        ...Object.values(lang?.words ?? {}),
        ...Object.values(lang?.phrases ?? {}),
        ...Object.values(lang?.ledger ?? {}),
        ...Object.values(lang?.scorer.words ?? {}),
        ...Object.values(lang?.scorer.texts ?? {}),
      ];
    },
  },
  {
    name: 'practice drills',
    pages: VARIANTS.map((v) => `/${v.id}/practice/`),
    root: '.pr',
    hydrated: '.pr[data-ready="true"]',
    open: ['details.pr-words'],
    // Its own words and the scorer's, whose hand view and breakdown it shows.
    english: [...Object.values(PRACTICE_ENGLISH_WORDS), ...Object.values(ENGLISH_WORDS)],
    translated: (locale, page) => {
      const lang = practiceLanguage(locale, variantOf(page));
      return [
        ...Object.values(lang?.words ?? {}),
        ...Object.values(lang?.scorer.words ?? {}),
        ...Object.values(lang?.scorer.texts ?? {}),
        ...Object.values(lang?.scorer.engine?.tiles ?? {}),
        ...Object.values(lang?.scorer.patterns ?? {}),
      ];
    },
  },
];

const wordsOf = (texts: readonly string[]) =>
  new Set(texts.flatMap((t) => t.toLowerCase().match(/[a-z]{4,}/g) ?? []));

/**
 * The island's labels: form labels, legends, summaries, buttons, table captions and headings,
 * options, status lines, accessible names and tooltips, and the hints it writes itself, the
 * hints under each table option and context field among them.
 */
function labelsOf(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((el) => {
    const out: string[] = [];
    const seen = el.querySelectorAll<HTMLElement>(
      'label, legend, summary, button, caption, th, h3, h4, option, .hb-status, .hb-label, .hb-hint, [data-testid="status-headline"], [data-testid="tile-count"]',
    );
    for (const e of seen) {
      // A label's own text, without the control's (a select's options are read one by one).
      const own = [...e.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE || (n as Element).tagName === 'SPAN')
        .map((n) => n.textContent ?? '')
        .join(' ');
      out.push(own);
    }
    for (const e of el.querySelectorAll('[aria-label], [title]'))
      out.push(e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '');
    return out.map((t) => t.trim()).filter(Boolean);
  });
}

/** Sources are cited by their public titles in every language: a title is a name, not a label. */
const TITLES = Object.values(SOURCE_NAMES).flatMap((s) => s.title ?? []);

/** The labels that hold a word of the island's English and of none of its translated phrases. */
function englishIn(labels: string[], island: IslandCase, locale: TranslatedLocale, path: string) {
  const english = wordsOf(island.english);
  const own = wordsOf([...island.translated(locale, path), ...TITLES]);
  return labels.filter((label) => [...wordsOf([label])].some((w) => english.has(w) && !own.has(w)));
}

/** Runs `run` on `path` in the file's tab at 360 px, with JavaScript on or (`js` false) as served. */
async function onPage<T>(path: string, run: (page: Page) => Promise<T>, js = true): Promise<T> {
  return run(await site.visit(path, { viewport: PHONE, js }));
}

describe('islands in the reader’s language (360 px)', () => {
  // Hong Kong's words are the simplified ones converted, so an English label there would be one
  // on the simplified page too: one page per island shows that its pages pass them at all.
  const pagesIn = (island: IslandCase, locale: TranslatedLocale) =>
    locale === 'zh-hk' ? island.pages.slice(0, 1) : island.pages;
  for (const island of ISLANDS)
    for (const locale of LOCALES)
      for (const english of pagesIn(island, locale)) {
        const path = `/${locale}${english}`;
        it(`${island.name} on ${path}: no English label, as served and after hydration`, async () => {
          const served = await onPage(path, (p) => labelsOf(p, island.root), false);
          expect(served.length).toBeGreaterThan(10);
          expect(englishIn(served, island, locale, english), 'as served').toEqual([]);
          await onPage(path, async (page) => {
            // Islands hydrate when visible: one below the page's opening is scrolled to first.
            await page.locator(island.root).scrollIntoViewIfNeeded();
            await page.locator(island.hydrated).waitFor({ state: 'attached', ...WAIT });
            for (const panel of island.open) {
              const details = page.locator(panel);
              if (!(await details.count())) continue;
              await details.locator('summary').click();
              await details.locator('.hb-loading').waitFor({ state: 'detached', ...WAIT });
            }
            const hydrated = await labelsOf(page, island.root);
            expect(englishIn(hydrated, island, locale, english), 'after hydration').toEqual([]);
            expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          });
        });
      }

  it('the check finds an English label: the English scorer read as if it were Vietnamese', async () => {
    const scorer = ISLANDS[0]!;
    const labels = await onPage('/vietnamese/score/', (p) => labelsOf(p, '.hb'), false);
    expect(englishIn(labels, scorer, 'vi', '/vietnamese/score/')).toContain('Copy link');
  });
});

describe('the Vietnamese scorer in Vietnamese (/vi/vietnamese/score/, 360 px)', () => {
  it('shows Vietnamese labels, and refuses five copies of a tile in Vietnamese, naming it', async () => {
    await onPage('/vi/vietnamese/score/', async (page) => {
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('label[for="hb-notation-input"]').innerText()).toBe(
        'Bài viết bằng ký hiệu',
      );
      expect(await page.getByRole('button', { name: 'Chép liên kết' }).count()).toBe(1);
      expect(await page.getByRole('group', { name: 'Bảng quân bài' }).count()).toBe(1);
      expect(await page.getByTestId('status-headline').innerText()).toBe(
        'Bấm quân bài hoặc gõ một bài.',
      );
      await page.locator('#hb-notation-input').fill('5p5p5p5p5p 123m 456m 1s2s @3s');
      const error = page.getByTestId('engine-error');
      await error.waitFor(WAIT);
      expect(await error.innerText()).toBe('5 quân 5 Văn (5p): bộ bài chỉ có 4 quân.');
      expect(await page.getByTestId('status-headline').innerText()).toBe(
        '5 quân 5 Văn (5p): bộ bài chỉ có 4 quân.',
      );
    });
  });

  it('a tapped tile and a scored hand are said in Vietnamese: tile names, patterns, payments', async () => {
    await onPage(
      '/vi/vietnamese/score/?v=vietnamese&h=123m456m789m4pJ2%205s5s%20%406p&seat=S&round=E&from=W',
      async (page) => {
        await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
        await page.getByTestId('total').waitFor(WAIT);
        expect(await page.locator('.hb-patterns caption').innerText()).toBe('Các cách ù được tính');
        expect(await page.locator('.hb-payments caption').innerText()).toBe(
          'Trả tiền (+ nhận, − trả)',
        );
        expect(await page.locator('.hb-payments tr[data-seat="W"] th').innerText()).toBe(
          'Tây (người đánh ra)',
        );
        expect(await page.getByTestId('viet-jokers').innerText()).toMatch(
          /^Thùng \(thay quân Văn\) thay cho 5 Văn/,
        );
        // A pattern links to its Vietnamese page.
        const href = await page.locator('.hb-patterns th a').first().getAttribute('href');
        expect(href).toMatch(/^\/vi\/vietnamese\/patterns\//);
      },
    );
  });
});

describe('a scored hand’s reasons and settlement in the page’s language (360 px)', () => {
  /** Each "not counted" line's reason (after the pattern's name), the settlement summary and base line. */
  async function scored(path: string, hand: string) {
    return onPage(path, async (page) => {
      await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      await page.locator('#hb-notation-input').fill(hand);
      await page.getByTestId('total').waitFor(WAIT);
      const reasons = await page
        .locator('.hb-excluded li')
        .evaluateAll((lis) =>
          lis.map((li) =>
            (li.textContent ?? '').slice(li.querySelector('strong')?.textContent?.length ?? 0),
          ),
        );
      const summary = await page.getByTestId('settlement-summary').innerText();
      const base = (await page.getByTestId('base').count())
        ? await page.getByTestId('base').innerText()
        : null;
      return { reasons, summary, base };
    });
  }

  it('MCR in simplified Chinese: self-drawn seven pairs leaves out Fully Concealed Hand and Single Wait, saying why', async () => {
    const mcr = VARIANTS.find((v) => v.id === 'mcr')!;
    const zh = VARIANT_TEXTS['zh-cn'];
    const { reasons, summary, base } = await scored(
      '/zh-cn/mcr/score/',
      '123m 123m 789m 789m 5p @5p',
    );
    expect(reasons).toEqual([
      `，因七对不计：${zh['always concealed; self-drawn, it scores Self-Drawn']}`,
      `，因七对不计：${zh['always a wait on a single tile']}`,
    ]);
    expect(summary).toBe(SETTLEMENT_TEXTS['zh-cn'][mcr.settlementSummary]);
    expect(summary).not.toMatch(/[A-Za-z]{4,}/);
    // MCR pays from the points themselves: no base to cite.
    expect(base).toBeNull();
  });

  it('Hong Kong in Vietnamese: Little Three Dragons leaves out the dragon pungs, and the base is cited in Vietnamese', async () => {
    const hk = VARIANTS.find((v) => v.id === 'hong-kong')!;
    const vi = VARIANT_TEXTS.vi;
    const { reasons, summary, base } = await scored(
      '/vi/hong-kong/score/',
      'RDRDRD GDGDGD WDWD 123m 45m @3m',
    );
    const why = hk.patterns.find((p) => p.id === 'little-three-dragons')!.excludes![0]!.why;
    const littleThree = patternText(
      'vi',
      hk.patterns.find((p) => p.id === 'little-three-dragons')!,
    );
    expect(reasons).toEqual([`, bị loại bởi ${littleThree.name}: ${vi[why]}`]);
    expect(summary).toBe(SETTLEMENT_TEXTS.vi[hk.settlementSummary]);
    // The source keeps its public title; the rest is said in Vietnamese.
    expect(base).toMatch(
      /^Mức cơ bản \(Hồng Kông: 2 mũ số phán, người đánh ra trả cả ba phần\): \d+ — Nguồn: “Chinese Mahjong” \(bản tóm tắt luật của một trang trò chơi\), phần Hồng Kông So sánh/,
    );
  });
});

describe('the Vietnamese game score sheet in Vietnamese (/vi/vietnamese/game/, 360 px)', () => {
  it('a hand goes in and the record, status and balances say it in Vietnamese; a bad hand is refused in Vietnamese', async () => {
    await onPage('/vi/vietnamese/game/', async (page) => {
      await page.locator('.gs').scrollIntoViewIfNeeded();
      await page.locator('.gs[data-ready]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('label[for="gs-name-E"]').innerText()).toBe(
        'Làm cái đầu tiên (Đông)',
      );
      expect(await page.getByTestId('next-dealer').innerText()).toBe(
        'Tiếp theo: Ván 1, vòng Đông: Người chơi 1 làm cái (Đông).',
      );
      await page.locator('#gs-name-S').fill('Bo');
      await page.locator('#gs-winner').selectOption('S');
      await page.locator('#gs-from').selectOption('W');
      expect(await page.locator('#gs-from option:checked').innerText()).toBe(
        'Người chơi 3 (Tây) đánh ra',
      );
      // Five copies of a tile: the engine's refusal, in Vietnamese, and nothing added.
      await page.locator('#gs-hand').fill('5p5p5p5p5p 123m 456m 1s2s @3s');
      await page.getByRole('button', { name: 'Thêm ván 1' }).click();
      await expect
        .poll(() => page.getByTestId('game-message').innerText(), WAIT)
        .toBe('Không thay đổi: 5 quân 5 Văn (5p): bộ bài chỉ có 4 quân.');
      expect(await page.getByTestId('game-hand').count()).toBe(0);
      await page.locator('#gs-hand').fill('12mJ4 456p 789s 222s 5p @5p');
      await page.getByRole('button', { name: 'Thêm ván 1' }).click();
      await expect
        .poll(() => page.getByTestId('game-message').innerText(), WAIT)
        .toBe('Đã thêm ván 1.');
      const record = page.getByTestId('game-hand');
      expect(await record.locator('.gs-hand__title').innerText()).toBe(
        'Ván 1, vòng Đông: Người chơi 1 làm cái',
      );
      expect(await record.locator('.gs-hand__result').innerText()).toMatch(
        /^Bo ù quân Người chơi 3 đánh ra, /,
      );
      expect(await record.locator('.gs-hand__seats').innerText()).toBe(
        'Chỗ ngồi: Người chơi 1 Đông, Bo Nam, Người chơi 3 Tây, Người chơi 4 Bắc',
      );
      expect(await page.getByTestId('game-status').innerText()).toMatch(
        /Điểm từng người: Người chơi 1 \d+, Bo \d+, Người chơi 3 \d+, Người chơi 4 \d+\.$/,
      );
      expect(await page.locator('#gs-record-title').innerText()).toBe('Trận đấu đến giờ');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});

describe('the Hong Kong practice drills in Vietnamese (/vi/hong-kong/practice/, 360 px)', () => {
  it('asks in Vietnamese, refuses a blank payment in Vietnamese, and breaks a wrong answer down in Vietnamese', async () => {
    const { dealHand } = await import('../../src/engine/practice/deal');
    const { scoreHand } = await import('../../src/engine/score');
    const { paidBy, paymentsQuestion } = await import('../../src/components/practice/payments');
    const hk = VARIANTS.find((v) => v.id === 'hong-kong')!;
    const dealt = dealHand(hk, { seed: 4242, level: 2 });
    const result = scoreHand(hk, dealt.hand, dealt.context);
    const { asked } = paymentsQuestion(hk, result, 2, 4242);
    const vi = wordsIn('vi', SCORER_TRANSLATIONS)!;
    await onPage('/vi/hong-kong/practice/?seed=4242&level=2&drill=all', async (page) => {
      await page.locator('.pr').scrollIntoViewIfNeeded();
      await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('.pr-drills legend').innerText()).toBe('Bài luyện');
      expect(await page.getByRole('button', { name: 'Ván tiếp theo' }).count()).toBe(1);
      expect(await page.locator('.pr-payments legend').innerText()).toBe(
        'Mỗi người trả bao nhiêu?',
      );
      // A wrong total, and no payments typed: only what could not be read is said.
      await page.locator('#pr-total').fill(String(result.total + 1));
      await page.getByRole('button', { name: 'Kiểm tra' }).click();
      const first = asked[0]!;
      expect(await page.locator('.pr-drill .hb-error').innerText()).toBe(
        `Hãy gõ số ${vi[`wind.${first}`]} trả trước (0 nếu không trả).`,
      );
      for (const seat of asked)
        await page.locator(`#pr-pays-${seat}`).fill(String(paidBy(result, seat)));
      await page.getByRole('button', { name: 'Kiểm tra' }).click();
      const verdicts = page.getByTestId('verdict');
      await verdicts.first().waitFor(WAIT);
      expect(await verdicts.first().innerText()).toMatch(/^Chưa đúng: bạn nói /);
      expect(await page.locator('.pr-reasons h4').innerText()).toBe('Ai trả bao nhiêu, và vì sao');
      const winner = page.locator(`.pr-reasons li[data-seat="${result.context.seat}"]`);
      expect(await winner.innerText()).toMatch(/nhận tiền những người kia trả\.$/);
      expect(await page.getByTestId('pc-models').locator('caption').innerText()).toMatch(
        /: từng cách thanh toán \(\+ nhận, − trả\)$/,
      );
      expect(await page.getByTestId('pc-family').locator('caption').innerText()).toMatch(
        /^Cùng một bài trong mọi lối chơi họ /,
      );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });

  it('the waits drill says its verdict in Chinese on /zh-cn/mcr/practice/', async () => {
    await onPage('/zh-cn/mcr/practice/?seed=31&level=1&drill=waits', async (page) => {
      await page.locator('.pr').scrollIntoViewIfNeeded();
      await page.locator('.pr[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('#pr-waits-hint').innerText()).toBe(
        '选出每张能让这手牌和的牌，然后核对。',
      );
      await page.getByRole('button', { name: '核对0张牌' }).click();
      const verdict = page.getByTestId('verdict');
      await verdict.waitFor(WAIT);
      expect(await verdict.innerText()).toMatch(/^不太对。\s*漏了：/);
    });
  });
});

describe('the deal ledger in Chinese (/zh-cn/sichuan/deal/, 360 px)', () => {
  it('the form, the worked example, its status and transfers are in Chinese; a refused change says why in Chinese', async () => {
    await onPage('/zh-cn/sichuan/deal/', async (page) => {
      await page.locator('.dl.not-content').scrollIntoViewIfNeeded();
      await page
        .locator('.dl.not-content[data-ready="true"]')
        .waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('.dl-suits legend').innerText()).toBe('定缺（开局时宣布）');
      expect(await page.locator('#dl-suit-E option:checked').innerText()).toBe('万（m）');
      // An event without its tile: what the form lacks, in Chinese.
      await page.getByRole('button', { name: '记下这件事' }).click();
      await expect
        .poll(() => page.getByTestId('ledger-message').innerText(), WAIT)
        .toBe('请填杠的牌，例如5p。');
      await page.getByRole('button', { name: '载入示例' }).click();
      await expect
        .poll(() => page.getByTestId('ledger-message').innerText(), WAIT)
        .toBe('已载入示例：从第一个杠到牌摸完，共五件事。');
      expect(await page.getByTestId('deal-status').innerText()).toMatch(
        /^这一局结束了（牌摸完了）；各家分数合计-?\d+。各家分数：东 [+−]?\d+，南 /,
      );
      expect(await page.locator('#dl-steps-title').innerText()).toBe('每一笔收付');
      expect(
        await page.getByTestId('ledger-step').first().locator('strong').first().innerText(),
      ).toBe('第1件事。');
      // South won holding only characters: making characters his missing suit is refused, and
      // the refusal says which event and whose win, as the English does.
      await page.locator('#dl-suit-S').selectOption('m');
      await expect
        .poll(() => page.getByTestId('ledger-message').innerText(), WAIT)
        .toMatch(
          /^没有改动：第3件事，南家的和牌：这手牌还有14张定缺花色的牌（.*）：留着定缺花色的牌不能和牌。$/,
        );
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});

describe('every transfer of a deal in the reader’s language (360 px)', () => {
  const deal = ISLANDS.find((i) => i.name === 'deal ledger')!;
  const CASES = [
    {
      locale: 'zh-cn',
      example: '载入示例',
      add: '记下这件事',
      first: '西家杠北家打出的五饼：明杠。',
      refused: '没有记下：第2件事：第二个三条的杠：东家已在第1件事杠过，这副牌每种只有四张',
    },
    {
      locale: 'vi',
      example: 'Mở ví dụ mẫu',
      add: 'Thêm sự việc',
      first: 'Tây Coong hạ 5 Văn bằng quân Bắc đánh ra.',
      refused:
        'Không thêm: Sự việc 2: Coong 3 Sách lần thứ hai: Đông đã Coong quân này ở sự việc 1, và bộ bài chỉ có bốn quân',
    },
  ] as const;
  for (const c of CASES)
    it(`/${c.locale}/sichuan/deal/: the worked example’s steps, reasons and notes have no English; a second kong of one tile is refused naming event 2`, async () => {
      await onPage(`/${c.locale}/sichuan/deal/`, async (page) => {
        await page.locator('.dl.not-content').scrollIntoViewIfNeeded();
        await page.locator(deal.hydrated).waitFor({ state: 'attached', ...WAIT });
        await page.getByRole('button', { name: c.example }).click();
        const steps = page.getByTestId('ledger-step');
        await expect.poll(() => steps.count(), WAIT).toBe(5);
        expect(await page.locator('.dl-step__summary').first().innerText()).toMatch(
          new RegExp(`${c.first}$`),
        );
        // Each summary, note, reason and balance line, read as the reader sees it.
        const lines = (await page.locator('.dl-steps').innerText()).split('\n').filter(Boolean);
        expect(lines.length).toBeGreaterThan(25);
        expect(englishIn(lines, deal, c.locale, '/sichuan/deal/')).toEqual([]);
        if (c.locale === 'zh-cn') expect(lines.filter((l) => /[A-Za-z]{2,}/.test(l))).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        // A concealed kong of 3s by East, then another by South: the set has only four.
        await page.locator('button.dl-btn--quiet').last().click();
        await expect.poll(() => steps.count(), WAIT).toBe(0);
        for (const seat of ['E', 'S']) {
          await page.locator('#dl-type').selectOption('kong');
          await page.locator('#dl-kong-seat').selectOption(seat);
          await page.locator('#dl-kong-kind').selectOption('concealed');
          await page.locator('#dl-kong-tile').fill('3s');
          await page.getByRole('button', { name: c.add }).click();
        }
        await expect
          .poll(() => page.getByTestId('ledger-message').innerText(), WAIT)
          .toBe(c.refused);
        expect(await steps.count()).toBe(1);
      });
    });
});

describe('a deal of the Sichuan score sheet in Vietnamese (/vi/sichuan/game/, 360 px)', () => {
  it('its steps and transfers are in Vietnamese, and a second kong of one tile is refused naming event 2', async () => {
    const sheet = ISLANDS.find((i) => i.name === 'game score sheet')!;
    await onPage('/vi/sichuan/game/', async (page) => {
      await page.locator(sheet.root).scrollIntoViewIfNeeded();
      await page.locator(sheet.hydrated).waitFor({ state: 'attached', ...WAIT });
      for (const seat of ['W', 'E']) {
        await page.locator('#dl-type').selectOption('kong');
        await page.locator('#dl-kong-seat').selectOption(seat);
        await page.locator('#dl-kong-kind').selectOption('concealed');
        await page.locator('#dl-kong-tile').fill('2p');
        await page.getByRole('button', { name: 'Thêm sự việc', exact: true }).click();
      }
      await expect
        .poll(() => page.getByTestId('ledger-message').innerText(), WAIT)
        .toBe(
          'Không thêm: Sự việc 2: Coong 2 Văn lần thứ hai: Tây đã Coong quân này ở sự việc 1, và bộ bài chỉ có bốn quân',
        );
      const step = page.getByTestId('ledger-step');
      expect(await step.count()).toBe(1);
      expect(await step.locator('.dl-step__summary').innerText()).toBe(
        'Sự việc 1. Tây Coong úp 2 Văn.',
      );
      const lines = (await step.innerText()).split('\n').filter(Boolean);
      expect(lines).toContain(
        'Đ → T: 2 Coong úp 2 Văn của Tây: Đông còn chơi nên trả 2, như mỗi người còn chơi.',
      );
      expect(englishIn(lines, sheet, 'vi', '/sichuan/game/')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});

describe('the practice check reads what it should', () => {
  it('finds an English practice label: the English MCR drills read as if they were Vietnamese', async () => {
    const practice = ISLANDS.find((i) => i.name === 'practice drills')!;
    const labels = await onPage('/mcr/practice/', (p) => labelsOf(p, '.pr'), false);
    expect(englishIn(labels, practice, 'vi', '/mcr/practice/')).toContain('Next hand');
  });
});

describe('the house rules in the reader’s language (360 px)', () => {
  it('the builder in Chinese: a bad club value is refused in Chinese, and the link opens the Chinese club page', async () => {
    const builder = HOUSE_BUILDER;
    await onPage('/zh-cn/house-rules/', async (page) => {
      await page.locator('.hr-builder[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.locator('label[for="hr-club-name"]').innerText()).toBe('俱乐部名称');
      await page.locator('#hr-club-name').fill('茶楼');
      await page.locator('tr[data-pattern="all-pungs"] input[type="checkbox"]').uncheck();
      expect(await page.locator('.hr-result .hb-hint').innerText()).toBe(
        '1个番种不玩，0个改了数值，0项规则改了。',
      );
      await page.locator('#hr-value-all-chows').fill('99');
      const problems = page.getByTestId('hr-rule-problems');
      await problems.waitFor(WAIT);
      expect(await problems.innerText()).toMatch(/^做出链接之前，请先改正这些：/);
      expect(await problems.innerText()).toMatch(/“99”不是1到\d+之间的数值/);
      await page.locator('#hr-value-all-chows').fill('2');
      const open = page.getByTestId('hr-open');
      await open.waitFor(WAIT);
      expect(await open.getAttribute('href')).toMatch(/\/zh-cn\/house-rules\/view\/#r=/);
      const labels = await labelsOf(page, '.hr-builder');
      expect(englishIn(labels, builder, 'zh-cn', '/house-rules/')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await open.click();
      await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
      expect(await page.getByTestId('hr-club').innerText()).toBe('茶楼');
    });
  });

  for (const locale of LOCALES)
    it(`the builder on /${locale}/house-rules/: no English label, as served and after hydration`, async () => {
      const path = `/${locale}/house-rules/`;
      const served = await onPage(path, (p) => labelsOf(p, '.hr-builder'), false);
      expect(served.length).toBeGreaterThan(5);
      expect(englishIn(served, HOUSE_BUILDER, locale, '/house-rules/'), 'as served').toEqual([]);
      await onPage(path, async (page) => {
        await page.locator(HOUSE_BUILDER.hydrated).waitFor({ state: 'attached', ...WAIT });
        // A second variant's patterns, categories and options, one whose patterns the catalogue
        // names in that language (the Vietnamese game's have no Chinese names yet).
        await page.locator('#hr-variant').selectOption(locale === 'vi' ? 'vietnamese' : 'mcr');
        await page.locator('tr[data-pattern]').first().waitFor(WAIT);
        const hydrated = await labelsOf(page, '.hr-builder');
        expect(englishIn(hydrated, HOUSE_BUILDER, locale, '/house-rules/')).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    });

  for (const locale of LOCALES)
    it(`the club page on /${locale}/house-rules/view/: its sheet and scorer have no English label`, async () => {
      const { encodeHouseLink } = await import('../../src/house-rules-link');
      const { emptyHouseRules } = await import('../../src/engine/house-rules');
      const hk = VARIANTS.find((v) => v.id === 'hong-kong')!;
      const hash = encodeHouseLink({
        ...emptyHouseRules(hk),
        club: 'Club 8',
        options: { cap: 10 },
        off: ['seven-pairs'],
        values: { 'all-chows': 2 },
      });
      const view: IslandCase = {
        ...HOUSE_BUILDER,
        name: 'club page',
      };
      await onPage(`/${locale}/house-rules/view/${hash}`, async (page) => {
        await page.locator('.hr-view[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
        await page.locator('.hb[data-ready="true"]').waitFor({ state: 'attached', ...WAIT });
        const labels = await labelsOf(page, '.hr-view');
        expect(labels.length).toBeGreaterThan(10);
        expect(englishIn(labels, view, locale, '/house-rules/view/')).toEqual([]);
        const sheet = await page.locator('.hr-sheet').innerText();
        expect(sheet).not.toMatch(/Table options|Settlement|Every pattern|Not played|club rule/);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });
    });
});

describe('"Keep offline" in the reader’s language (360 px)', () => {
  for (const [locale, path] of [
    ['zh-cn', '/zh-cn/sichuan/'],
    ['zh-hk', '/zh-hk/hong-kong/'],
    ['vi', '/vi/vietnamese/'],
  ] as const)
    it(`on ${path}: the region's name, what it does, its status and button have no English word`, async () => {
      const keep: IslandCase = {
        name: 'keep offline',
        pages: [],
        root: '.mj-keep',
        hydrated: '.mj-keep',
        open: [],
        english: Object.values(KEEP_WORDS),
        translated: () => Object.values(wordsIn(locale, KEEP_TRANSLATIONS) ?? {}),
      };
      await onPage(path, async (page) => {
        const region = page.locator('section:has(> astro-island .mj-keep)');
        await region.scrollIntoViewIfNeeded();
        await page.locator('.mj-keep__status').waitFor(WAIT);
        await expect.poll(() => page.locator('astro-island[ssr]:has(.mj-keep)').count()).toBe(0);
        const texts = [
          (await region.getAttribute('aria-label')) ?? '',
          ...(await page.locator('.mj-keep').innerText()).split('\n'),
        ].filter(Boolean);
        expect(texts.length).toBeGreaterThan(1);
        expect(englishIn(texts, keep, locale, path)).toEqual([]);
      });
    });
});

describe('the engine’s rarer refusals and a tampered link, in the page’s language (360 px)', () => {
  it('the Vietnamese game sheet refuses a liable feeder who is the winner in Vietnamese, naming his seat', async () => {
    await onPage('/vi/vietnamese/game/', async (page) => {
      await page.locator('.gs').scrollIntoViewIfNeeded();
      await page.locator('.gs[data-ready]').waitFor({ state: 'attached', ...WAIT });
      await page.locator('#gs-winner').selectOption('S');
      await page.locator('#gs-from').selectOption('W');
      // The rarer fields are folded away: open the fold that holds the feeder.
      await page.locator('.gs-more:has(#gs-x-feeder) summary').click();
      await page.locator('#gs-x-feeder').selectOption('S');
      await page.locator('#gs-x-feeding').selectOption('suit');
      await page.locator('#gs-hand').fill('123m 456m 789m 5p5p 11s @5p');
      await page.getByRole('button', { name: 'Thêm ván 1' }).click();
      await expect
        .poll(() => page.getByTestId('game-message').innerText(), WAIT)
        .toBe('Không thay đổi: Người phải đền (Nam) không thể là người ù.');
      expect(await page.getByTestId('game-hand').count()).toBe(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });

  it('a tampered link on the Chinese Hong Kong scorer says what it could not use in Chinese', async () => {
    const link = '/zh-cn/hong-kong/score/?v=hong-kong&h=123m4x5p&seat=Q&ev=boom&o.minimum=99';
    await onPage(link, async (page) => {
      const box = page.getByTestId('link-problems');
      await box.waitFor(WAIT);
      const problems = await box.locator('li').allInnerTexts();
      expect(problems).toEqual([
        '链接里的手牌读不出来：“123m4x5p”里的“x”不是花色字母：用m（万）、p（饼）或s（条）。',
        '座位“Q”不是风位（E、S、W或N）；改用东。',
        '不认识的和牌事件“boom”，已忽略。',
        expect.stringMatching(/^规则“[^”a-zA-Z]+”的“99”不是0到13之间的整数；改用3。$/),
      ]);
      expect(await box.innerText()).not.toMatch(/\b(the|link|could|not|read|using|option)\b/i);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
});
