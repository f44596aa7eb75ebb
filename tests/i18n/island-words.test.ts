/**
 * The islands' words in every language: each table has every phrase the English has (and no
 * other), with only the placeholders the English fills; Hong Kong's are the simplified converted,
 * with its own tile words; the engine's errors are said in each language from their parameters.
 */
import { describe, expect, it } from 'vitest';
import { CITE_WORDS, citeIn } from '../../src/components/citation';
import { DEAL_PHRASE_WORDS } from '../../src/components/deal-ledger/phrases';
import { DEAL_WORDS } from '../../src/components/deal-ledger/words';
import { errorTextIn, tileNameIn } from '../../src/components/engine-words';
import { emptySheet, replaySheet } from '../../src/components/game-sheet/sheet';
import {
  GAME_WORDS,
  gameSayIn,
  handTitle,
  seatsText,
  wonText,
} from '../../src/components/game-sheet/words';
import { ENGLISH_WORDS } from '../../src/components/hand-builder/later-words';
import { sayIn } from '../../src/components/hand-builder/words';
import { LEDGER_WORDS } from '../../src/components/ledger/words';
import { KEEP_WORDS } from '../../src/components/offline/keep-state';
import { PAYOUT_WORDS } from '../../src/components/payout/words';
import { wordsIn } from '../../src/i18n/island-words';
import { DEAL_TRANSLATIONS, dealLanguage } from '../../src/i18n/islands/deal';
import { DEAL_PHRASE_TRANSLATIONS } from '../../src/i18n/islands/deal-phrases';
import { ENGINE_WORDS, engineWordsIn } from '../../src/i18n/islands/engine';
import { GAME_TRANSLATIONS, gameLanguage } from '../../src/i18n/islands/game';
import { KEEP_TRANSLATIONS } from '../../src/i18n/islands/keep-offline';
import { LEDGER_TRANSLATIONS } from '../../src/i18n/islands/ledger';
import { PAYOUT_TRANSLATIONS, payoutLanguage } from '../../src/i18n/islands/payout';
import { SCORER_TRANSLATIONS } from '../../src/i18n/islands/scorer';
import { scorerLanguage } from '../../src/i18n/islands/scorer-language';
import {
  CITE_TRANSLATIONS,
  declaredSettlementTexts,
  SETTLEMENT_TEXTS,
} from '../../src/i18n/islands/settlement-texts';
import { LINK_TRANSLATIONS } from '../../src/i18n/islands/share-link';
import { declaredTexts, VARIANT_TEXTS, variantTextsIn } from '../../src/i18n/islands/variant-texts';
import { LINK_WORDS } from '../../src/share-words';
import { getVariant, VARIANTS } from '../../src/variants';
import { COMPARABLE_VARIANTS } from '../../src/variants/comparable';
import { handErrorSites } from './hand-errors-in-source';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The numbers a text states, each once: a translation states the same ones (1112345678999, P(5) = 24). */
const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
const LANGS = ['zh-cn', 'zh-hk', 'vi'] as const;

describe("the scorer's words in every language", () => {
  for (const locale of LANGS) {
    const words = wordsIn(locale, SCORER_TRANSLATIONS)!;
    it(`${locale} has every phrase the English has, and no other`, () => {
      expect(Object.keys(words).sort()).toEqual(Object.keys(ENGLISH_WORDS).sort());
      for (const [key, text] of Object.entries(words)) expect(text, key).not.toBe('');
    });
    it(`${locale} uses only the placeholders the English fills`, () => {
      for (const [key, english] of Object.entries(ENGLISH_WORDS)) {
        const own = placeholders(words[key as keyof typeof words]);
        expect(
          own.filter((p) => !placeholders(english).includes(p)),
          key,
        ).toEqual([]);
      }
    });
  }

  it('an English page passes no words: the island keeps its own', () => {
    expect(wordsIn('root', SCORER_TRANSLATIONS)).toBeUndefined();
    expect(engineWordsIn('root')).toBeUndefined();
  });

  it('Hong Kong’s words are the simplified ones in traditional characters', () => {
    const hk = wordsIn('zh-hk', SCORER_TRANSLATIONS)!;
    expect(SCORER_TRANSLATIONS['zh-cn']['link.copy']).toBe('复制链接');
    expect(hk['link.copy']).toBe('複製鏈接');
    expect(hk['result.heading']).toBe('結果');
  });
});

describe("the payout comparison's words in every language", () => {
  for (const locale of LANGS) {
    const words = wordsIn(locale, PAYOUT_TRANSLATIONS)!;
    it(`${locale} has every phrase the English has, and no other, with only its placeholders`, () => {
      expect(Object.keys(words).sort()).toEqual(Object.keys(PAYOUT_WORDS).sort());
      for (const [key, english] of Object.entries(PAYOUT_WORDS)) {
        const own = words[key as keyof typeof words];
        expect(own, key).not.toBe('');
        expect(placeholders(own), key).toEqual(placeholders(english));
      }
    });

    it(`${locale} names every compared variant's settlement models and says how each pays`, () => {
      const texts = payoutLanguage(locale)!.scorer.texts!;
      for (const v of COMPARABLE_VARIANTS) {
        for (const m of v.settlementModels ?? []) {
          expect(texts[m.name], m.name).toBeDefined();
          expect(texts[m.summary], m.summary).toBeDefined();
        }
        expect(texts[v.settlementSummary], v.settlementSummary).toBeDefined();
      }
      expect(texts['Hong Kong']).toBeDefined();
    });

    it(`${locale} cites a base with its status, section and note in the page's words`, async () => {
      const { payoutSayIn } = await import('../../src/components/payout/words');
      const { vmcBase } = await import('../../src/variants/vmc/settlement');
      const cited = payoutSayIn(payoutLanguage(locale)).cite(vmcBase('modernTable', 5, {}).source);
      const english = payoutSayIn().cite(vmcBase('modernTable', 5, {}).source);
      expect(english).toMatch(
        /^Source: .*, the worked example; not confirmed by a second source\. P\(5\)/,
      );
      expect(cited).not.toMatch(/^Source:|worked example|not confirmed|the one value/);
      expect(cited).toContain('“VMC rules explained”');
    });

    it(`${locale} passes each compared variant's own name, unit and pattern names apart`, () => {
      const lang = payoutLanguage(locale)!;
      expect(Object.keys(lang.variants).sort()).toEqual(
        COMPARABLE_VARIANTS.map((v) => v.id).sort(),
      );
      const hk = lang.variants['hong-kong']!;
      expect(hk.name).not.toBe(getVariant('hong-kong').name);
      expect(hk.variantName).toBeDefined();
      // Chinese has a name for every pattern; Vietnamese keeps the Hong Kong names it has none for.
      if (locale !== 'vi') expect(Object.keys(hk.patterns ?? {}).length).toBeGreaterThan(10);
    });
  }

  it('an English page passes nothing: the island keeps its own words', () => {
    expect(payoutLanguage('root')).toBeUndefined();
  });

  it('Hong Kong’s comparison is the simplified converted, in its players’ words (出銃, 莊家)', () => {
    const hk = payoutLanguage('zh-hk')!;
    expect(PAYOUT_TRANSLATIONS['zh-cn']['seat.discarder']).toBe('，点炮者');
    expect(hk.words['seat.discarder']).toBe('，出銃者');
    expect(hk.words['seat.dealer']).toBe('（莊家）');
    expect(hk.scorer.texts!['VMC Modern (the discarder pays)']).toBe('VMC現代（出銃者付）');
  });
});

describe('how each variant’s hands are paid, in every language', () => {
  for (const locale of ['zh-cn', 'vi'] as const) {
    it(`${locale} says every settlement summary, model and cited section, note and source, with its numbers`, () => {
      const declared = VARIANTS.flatMap((v) => [...declaredSettlementTexts(v)]);
      expect(declared).toContain(getVariant('mcr').settlementSummary);
      for (const english of declared) {
        const own = SETTLEMENT_TEXTS[locale][english];
        expect(own, english).toBeDefined();
        expect(numbers(own ?? ''), english).toEqual(numbers(english));
      }
    });

    it(`${locale} says a citation's words with the English's placeholders`, () => {
      const words = wordsIn(locale, CITE_TRANSLATIONS)!;
      expect(Object.keys(words).sort()).toEqual(Object.keys(CITE_WORDS).sort());
      for (const [key, english] of Object.entries(CITE_WORDS))
        expect(placeholders(words[key as keyof typeof words]), key).toEqual(placeholders(english));
    });
  }

  it('every translated settlement phrase is one a variant shows (none left over)', () => {
    const declared = new Set(VARIANTS.flatMap((v) => [...declaredSettlementTexts(v)]));
    for (const table of Object.values(SETTLEMENT_TEXTS))
      expect(Object.keys(table).filter((k) => !declared.has(k))).toEqual([]);
  });

  it('a club’s own points table is cited in the page’s words, not the published table’s', () => {
    const lang = scorerLanguage('vi', getVariant('rainbow-dragon'));
    const model = getVariant('rainbow-dragon').settlementModels![0]!;
    const own = model.base!(3, { pointsTable: '1,2,3,4,5,6,7,8,9,10,11,12,13' });
    expect(citeIn(lang?.cite, sayIn(lang).text, own.source)).toBe(
      'Tùy chọn của bàn; nguồn: “How to Play Mahjong!” (bảng luật riêng của câu lạc bộ Rainbow Dragon). điểm riêng của bàn này, thay cho điểm trong bảng luật của câu lạc bộ',
    );
  });

  it('the scorer cites a base by the source’s public title, the rest in the page’s words', () => {
    const hk = getVariant('hong-kong');
    const base = hk.settlementModels![0]!.base!(3, {});
    const cite = (locale: 'root' | 'zh-cn' | 'zh-hk' | 'vi') => {
      const lang = scorerLanguage(locale, hk);
      return citeIn(lang?.cite, sayIn(lang).text, base.source);
    };
    const english = cite('root');
    expect(english).toBe(
      'Source: “Chinese Mahjong” (a game site’s rules summaries), Hong Kong section',
    );
    expect(cite('zh-cn')).toBe('出处： “Chinese Mahjong”（一个游戏网站的规则摘要），香港部分');
    expect(cite('zh-hk')).toBe('出處： “Chinese Mahjong”（一個遊戲網站的規則摘要），香港部分');
    expect(cite('vi')).toBe(
      'Nguồn: “Chinese Mahjong” (bản tóm tắt luật của một trang trò chơi), phần Hồng Kông',
    );
  });

  it('a scorer page passes only its own variant’s settlement words', () => {
    const texts = scorerLanguage('zh-cn', getVariant('mcr'))!.texts!;
    expect(texts[getVariant('mcr').settlementSummary]).toBeDefined();
    expect(texts[getVariant('sichuan').settlementSummary]).toBeUndefined();
    expect(scorerLanguage('root', getVariant('mcr'))).toBeUndefined();
  });
});

describe('“Keep … offline” in every language', () => {
  for (const locale of LANGS) {
    it(`${locale} has every phrase the English has, with the same placeholders`, () => {
      const words = wordsIn(locale, KEEP_TRANSLATIONS)!;
      expect(Object.keys(words).sort()).toEqual(Object.keys(KEEP_WORDS).sort());
      for (const [key, english] of Object.entries(KEEP_WORDS)) {
        const own = words[key as keyof typeof words];
        expect(own, key).not.toBe('');
        expect(placeholders(own), key).toEqual(placeholders(english));
      }
    });
  }
});

describe("the engine's words in every language", () => {
  it('simplified Chinese and Vietnamese say the same errors and tiles', () => {
    const zh = ENGINE_WORDS['zh-cn'];
    const vi = ENGINE_WORDS.vi;
    expect(Object.keys(vi.errors).sort()).toEqual(Object.keys(zh.errors).sort());
    expect(Object.keys(vi.tiles).sort()).toEqual(Object.keys(zh.tiles).sort());
  });

  it('names tiles as each language’s players do (Hong Kong: 筒 and 索)', () => {
    const name = (locale: 'zh-cn' | 'zh-hk' | 'vi', code: string) =>
      tileNameIn(engineWordsIn(locale), code);
    expect(name('zh-cn', '5p')).toBe('五饼');
    expect(name('zh-hk', '5p')).toBe('五筒');
    expect(name('zh-hk', '3s')).toBe('三索');
    expect(name('zh-hk', 'RD')).toBe('紅中');
    expect(name('vi', '5p')).toBe('5 Văn');
    expect(name('vi', 'GD')).toBe('Phát');
    expect(tileNameIn(undefined, '5p')).toBe('5 Dots');
  });

  it('an error with no sentence in the language keeps the engine’s English message', async () => {
    const { HandError } = await import('../../src/engine/errors');
    const bare = new HandError(
      'bad-request',
      'a request scores either one "hand" or a whole "deal"',
    );
    expect(errorTextIn(engineWordsIn('vi'), bare)).toBe(bare.message);
    const unknownReason = new HandError('bad-meld', 'English', { reason: 'not-a-reason' });
    expect(errorTextIn(engineWordsIn('zh-cn'), unknownReason)).toBe('English');
  });
});

/**
 * The errors no island shows, so none needs its parts, by file and (where only one call of the
 * file is meant) the call: the command line's and JSON requests' own (src/api.ts); the whole-deal
 * errors of Sichuan's deal editor, which its own words table says; and a club's rules applied
 * unread, which only the command line does (an island reads them part by part,
 * src/house-rules-link.ts, and says each problem in its own words).
 */
const NO_ISLAND_SHOWS: readonly [file: string, call?: string][] = [
  ['src/api.ts'],
  ['src/variants/sichuan/deal/'],
  ['src/engine/house-rules.ts', "new HandError('bad-option', first)"],
];
const noIslandShows = (s: { where: string; source: string }) =>
  NO_ISLAND_SHOWS.some(([file, call]) => s.where.startsWith(file) && s.source.includes(call ?? ''));

describe('every error a reader can meet is said in every language', () => {
  const { sites: all, given } = handErrorSites();
  const sites = all.filter((s) => !noIslandShows(s));
  const said = given.filter((g) => !g.where.startsWith('src/variants/sichuan/deal/'));

  it('the source makes its errors with their parts (a reason and its values)', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(sites.filter((s) => !s.hasParams).map((s) => s.where)).toEqual([]);
  });

  for (const locale of ['zh-cn', 'vi'] as const)
    it(`${locale} has a sentence for every reason the source gives, using only its values`, () => {
      const errors = ENGINE_WORDS[locale].errors;
      const faults: string[] = [];
      for (const { where, reason, names } of said) {
        const sentence = errors[reason];
        // A tile is named in the language and also shown as its code.
        const known = names.includes('tile') ? [...names, 'code'] : names;
        if (sentence === undefined) faults.push(`${where}: no sentence for "${reason}"`);
        else
          for (const p of placeholders(sentence))
            if (!known.includes(p!)) faults.push(`${where}: "${reason}" has no {${p}}`);
      }
      expect(faults).toEqual([]);
    });

  it('every sentence is one the source can give (none left over from a renamed reason)', () => {
    const reasons = new Set(given.map((g) => g.reason));
    expect(Object.keys(ENGINE_WORDS['zh-cn'].errors).filter((r) => !reasons.has(r))).toEqual([]);
  });
});

describe("each variant's own words (options, context fields, tap rules) in every language", () => {
  for (const locale of ['zh-cn', 'vi'] as const) {
    it(`${locale} translates every option name and choice, context field and palette word`, () => {
      const missing = VARIANTS.flatMap((v) =>
        [...declaredTexts(v)].filter((t) => VARIANT_TEXTS[locale][t] === undefined),
      );
      expect(missing).toEqual([]);
    });
  }

  it('every translated phrase is one a variant declares (none left over from a renamed option)', () => {
    const declared = new Set(VARIANTS.flatMap((v) => [...declaredTexts(v)]));
    for (const table of Object.values(VARIANT_TEXTS))
      expect(Object.keys(table).filter((k) => !declared.has(k))).toEqual([]);
  });

  /** Each English phrase has a translation in zh-cn and vi that states the same numbers. */
  const translatedWithItsNumbers = (phrases: readonly string[]) => {
    for (const locale of ['zh-cn', 'vi'] as const)
      for (const english of phrases) {
        const own = VARIANT_TEXTS[locale][english];
        expect(own, `${locale}: ${english}`).toBeDefined();
        expect(numbers(own ?? ''), `${locale}: ${english}`).toEqual(numbers(english));
      }
  };

  it('every hint under an option or context field states the English hint’s numbers', () => {
    const hints = VARIANTS.flatMap((v) => [
      ...v.options.map((o) => o.description),
      ...(v.contextFields ?? []).map((f) => f.description),
    ]);
    expect(hints.length).toBeGreaterThan(50);
    translatedWithItsNumbers(hints);
  });

  it('every reason a pattern is not counted beside another states the English’s numbers', () => {
    const reasons = VARIANTS.flatMap((v) =>
      v.patterns.flatMap((p) => [
        ...(p.excludes ?? []).map((x) => x.why),
        ...(p.excludesAllExcept ? [p.excludesAllExcept.why] : []),
      ]),
    );
    expect(new Set(reasons).size).toBeGreaterThan(50);
    translatedWithItsNumbers(reasons);
  });

  it('a Hong Kong page gets the simplified words converted', () => {
    expect(variantTextsIn('zh-hk', getVariant('sichuan'))['Missing suit']).toBe('定缺');
    expect(variantTextsIn('zh-hk', getVariant('hong-kong'))['Faan cap (limit)']).toBe('封頂番數');
  });
});

describe('the tiles a variant adds, named in each language', () => {
  it('every Vietnamese joker, emperor and empress has a name in Chinese and Vietnamese', () => {
    const codes = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8', 'J9']
      .concat(['K1', 'K2', 'K3', 'K4', 'Q1', 'Q2', 'Q3', 'Q4'])
      .sort();
    for (const w of Object.values(ENGINE_WORDS)) expect(Object.keys(w.extra).sort()).toEqual(codes);
    expect(tileNameIn(engineWordsIn('vi'), 'J2')).toBe('Thùng (thay quân Văn)');
    expect(tileNameIn(engineWordsIn('zh-hk'), 'K1')).toBe('皇帝1（東）');
  });
});

describe("the game score sheet's words in every language", () => {
  const tables = [
    ['the sheet', GAME_WORDS, GAME_TRANSLATIONS],
    ['the balances panel', LEDGER_WORDS, LEDGER_TRANSLATIONS],
    ['the deal editor', DEAL_WORDS, DEAL_TRANSLATIONS],
    ["a settled deal's steps, transfers and refusals", DEAL_PHRASE_WORDS, DEAL_PHRASE_TRANSLATIONS],
    ['a shared link’s problems (every island that reads one)', LINK_WORDS, LINK_TRANSLATIONS],
  ] as const;
  /**
   * What a language may leave out: a noun it does not inflect ({Noun}, {nouns}), and the English
   * account of where a deal shows a tile too often ({where}), which only the English can give.
   */
  const mayLeaveOut = ['noun', 'Noun', 'nouns', 'where'];
  for (const [name, english, translations] of tables)
    for (const locale of LANGS) {
      it(`${name}: ${locale} has every phrase the English has, with the same placeholders`, () => {
        const words: Record<string, string> = wordsIn<Record<string, string>>(
          locale,
          translations,
        )!;
        expect(Object.keys(words).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(english)) {
          expect(words[key], key).not.toBe('');
          const own = placeholders(words[key]!).filter((p) => !mayLeaveOut.includes(p!));
          const theirs = placeholders(text).filter((p) => !mayLeaveOut.includes(p!));
          expect(own, key).toEqual(theirs);
        }
      });
    }

  it('a sheet page passes its words, the scorer’s and the game’s own rules in its language', () => {
    const lang = gameLanguage('vi', getVariant('vietnamese'))!;
    expect(lang.words['tools.copy']).toBe('Chép liên kết');
    expect(lang.scorer.texts!['Starting bank']).toBe('Điểm ban đầu');
    expect(gameLanguage('root', getVariant('vietnamese'))).toBeUndefined();
    const zh = gameLanguage('zh-hk', getVariant('sichuan'))!;
    expect(zh.scorer.texts!['Who deals next']).toBe('下一局誰坐莊');
    // Only a game of whole deals carries the deal editor's words.
    expect(zh.deal!['suits.legend']).toBe('定缺（開局時宣佈）');
    expect(lang.deal).toBeUndefined();
    expect(dealLanguage('vi')!.words['form.add']).toBe('Thêm sự việc');
    expect(dealLanguage('root')).toBeUndefined();
  });

  it('a hand in the record, its title and its seats are said in the page’s words', () => {
    const say = gameSayIn(gameLanguage('zh-cn', getVariant('hong-kong')));
    const sheet = {
      ...emptySheet(getVariant('hong-kong')),
      names: { E: '', S: 'Bo', W: '', N: '' },
    };
    expect(handTitle(sheet, 3, 'S', 'S', say)).toBe('第3局，南圈：Bo坐庄');
    expect(handTitle(sheet, 3, 'S', 'S', say, true)).toBe('改正第3局（南圈，Bo坐庄）');
    expect(wonText(sheet, 'E', 'S', say)).toBe('玩家1和Bo点的炮');
    expect(seatsText(sheet, { E: 'N', S: 'E', W: 'S', N: 'W' }, say)).toBe(
      '玩家1北、Bo东、玩家3南、玩家4西',
    );
    expect(handTitle(sheet, 3, 'S', 'S')).toBe('Hand 3, South round: Bo deals');
  });

  it('a hand the game cannot play is refused for the engine’s reason, said in the page’s words', () => {
    const variant = getVariant('hong-kong');
    const played = (notation: string) =>
      replaySheet(variant, {
        ...emptySheet(variant),
        options: { minimum: 5 },
        entries: [{ kind: 'win', winner: 'S', from: 'W', events: [], extra: {}, notation }],
      }).failure!.error;
    const fives = played('5p5p5p5p5p 123m 456m 1s2s @3s');
    expect(fives.message).toMatch(/^hand 1: 5 copies of 5p/);
    expect(errorTextIn(engineWordsIn('vi'), fives)).toBe(
      '5 quân 5 Văn (5p): bộ bài chỉ có 4 quân.',
    );
    // Worth 3 faan: below this table's minimum of 5.
    const poor = played('123m 456p 789s 234s 5p @5p');
    expect(poor.message).toMatch(/^hand 1: it is worth 3, below the table's minimum/);
    expect(errorTextIn(engineWordsIn('zh-cn'), poor)).toBe(
      '这手牌只值3，不够桌上的起和：不能算和牌。',
    );
  });
});

describe('the practice drills’ words in every language', () => {
  for (const locale of LANGS) {
    it(`${locale} has every phrase the English has, and no other, with only its placeholders`, async () => {
      const { PRACTICE_ENGLISH_WORDS } = await import('../../src/components/practice/later-words');
      const { PRACTICE_TRANSLATIONS } = await import('../../src/i18n/islands/practice');
      const words = wordsIn(locale, PRACTICE_TRANSLATIONS)!;
      expect(Object.keys(words).sort()).toEqual(Object.keys(PRACTICE_ENGLISH_WORDS).sort());
      for (const [key, english] of Object.entries(PRACTICE_ENGLISH_WORDS)) {
        const own = words[key as keyof typeof words];
        expect(own, key).not.toBe('');
        expect(
          placeholders(own).filter((p) => !placeholders(english).includes(p)),
          key,
        ).toEqual([]);
      }
    });
  }

  it('a practice page passes its variant’s words, and the payout tables’ only in the Hong Kong family', async () => {
    const { practiceLanguage } = await import('../../src/i18n/islands/practice');
    expect(practiceLanguage('root', getVariant('mcr'))).toBeUndefined();
    const mcr = practiceLanguage('vi', getVariant('mcr'))!;
    expect(mcr.payout).toBeUndefined();
    expect(mcr.scorer.variantName).toBeDefined();
    const vmc = practiceLanguage('zh-hk', getVariant('vmc'))!;
    expect(vmc.words.next).toBe('下一手');
    expect(vmc.payout!.texts['VMC Modern (the discarder pays)']).toBe('VMC現代（出銃者付）');
    // The family table names the variants but shows no pattern, so their pattern names stay home.
    expect(Object.keys(vmc.payout!.variants).sort()).toEqual(
      COMPARABLE_VARIANTS.map((v) => v.id).sort(),
    );
    for (const v of Object.values(vmc.payout!.variants)) expect(v.patterns).toBeUndefined();
  });

  it('the drills’ sentences come out in the page’s words: roles, reasons, verdicts, link problems', async () => {
    const { practiceSayIn } = await import('../../src/components/practice/words');
    const { practiceLanguage } = await import('../../src/i18n/islands/practice');
    const { checkPayments } = await import('../../src/components/practice/payments');
    const { paymentReasons } = await import('../../src/components/practice/reasons');
    const { drillView, readPracticeLink, levelWords } = await import(
      '../../src/components/practice/state'
    );
    const { practiceExamples } = await import('../../src/engine/practice/deal');
    const hk = getVariant('hong-kong');
    const vi = practiceSayIn(practiceLanguage('vi', hk));
    const zh = practiceSayIn(practiceLanguage('zh-cn', hk));
    const view = drillView(
      hk,
      { seed: 7, level: 2, drill: 'all' },
      practiceExamples(hk),
      undefined,
      vi,
    );
    if (view.kind !== 'hand') throw new Error(`no hand dealt: ${view.kind}`);
    expect(view.howWon).toMatch(/^(Đông \(nhà cái\)|Nam|Tây|Bắc) · vòng /);
    const reasons = paymentReasons(hk, view.result, vi);
    expect(reasons.at(-1)!.why).toMatch(/\(người ù.*\) nhận tiền những người kia trả\.$/);
    expect(paymentReasons(hk, view.result, zh).at(-1)!.why).toMatch(/和牌者.*收其他三家付的钱。$/);
    const [first] = view.payments.asked;
    expect(checkPayments(view.result, view.payments.asked, {}, zh)).toMatchObject({
      kind: 'unreadable',
      message: `请先输入${zh.own.wind(first!)}付多少（不付填0）。`,
    });
    expect(readPracticeLink('?seed=x&level=9', () => 0, 'waits', vi).problems).toEqual([
      `Số ván “x” không phải số nguyên từ 0 đến 2147483647: đã chia một ván mới.`,
      'Cấp “9” không phải 1, 2 hay 3: đang hiện cấp 1.',
    ]);
    expect(levelWords(hk, 3, zh)).toBe('满贯牌、特殊牌型、超过封顶的合计');
  });
});

describe('the house-rule builder’s and club page’s words in every language', () => {
  for (const locale of LANGS) {
    it(`${locale} has every phrase the English has, and no other, with only its placeholders`, async () => {
      const { HOUSE_WORDS } = await import('../../src/components/house-rules/words');
      const { HOUSE_TRANSLATIONS } = await import('../../src/i18n/islands/house-rules');
      const words = wordsIn(locale, HOUSE_TRANSLATIONS)!;
      expect(Object.keys(words).sort()).toEqual(Object.keys(HOUSE_WORDS).sort());
      for (const [key, english] of Object.entries(HOUSE_WORDS)) {
        const own = words[key as keyof typeof words];
        expect(own, key).not.toBe('');
        expect(
          placeholders(own).filter((p) => !placeholders(english).includes(p)),
          key,
        ).toEqual([]);
      }
    });

    it(`${locale} names every variant, its patterns and options, and every settlement model`, async () => {
      const { houseLanguage } = await import('../../src/i18n/islands/house-rules');
      const { houseSayIn } = await import('../../src/components/house-rules/words');
      const lang = houseLanguage(locale)!;
      expect(Object.keys(lang.variants).sort()).toEqual(VARIANTS.map((v) => v.id).sort());
      const say = houseSayIn(lang);
      // Rainbow Dragon is a club's own name and stays as it is; the others are said in the language.
      expect(say.fullName(getVariant('hong-kong'))).not.toBe(getVariant('hong-kong').name);
      for (const v of VARIANTS) {
        for (const o of v.options) expect(say.in(v).text(o.label), o.label).not.toBe(o.label);
        for (const m of v.settlementModels ?? [])
          expect(say.in(v).text(m.name), m.name).not.toBe(m.name);
      }
      // Every pattern as the pattern pages name it in that language.
      const { patternText } = await import('../../src/i18n/catalogue');
      for (const v of VARIANTS)
        for (const p of v.patterns)
          expect(say.in(v).pattern(p.id, p.name), p.id).toBe(patternText(locale, p).name);
    });
  }

  it('an English page passes nothing, and the builder’s sentences stay English', async () => {
    const { houseLanguage } = await import('../../src/i18n/islands/house-rules');
    const { changesText } = await import('../../src/components/house-rules/editor');
    expect(houseLanguage('root')).toBeUndefined();
    const rules = { variant: 'hong-kong', club: '', options: {}, off: ['a'], values: {} };
    expect(changesText(rules as never)).toBe(
      '1 pattern switched off, 0 revalued, 0 options changed.',
    );
  });

  it('the builder says what changed and what to fix in the page’s words', async () => {
    const { houseLanguage } = await import('../../src/i18n/islands/house-rules');
    const { houseSayIn } = await import('../../src/components/house-rules/words');
    const { changesText, edit, editorProblems, startEditor } = await import(
      '../../src/components/house-rules/editor'
    );
    const hk = getVariant('hong-kong');
    const vi = houseSayIn(houseLanguage('vi'));
    const zh = houseSayIn(houseLanguage('zh-cn'));
    let e = startEditor(hk);
    e = edit(hk, e, { type: 'played', id: hk.patterns[0]!.id, on: false });
    e = edit(hk, e, { type: 'value', id: hk.patterns[1]!.id, raw: '99' });
    expect(changesText(e.rules, zh)).toBe('1个番种不玩，0个改了数值，0项规则改了。');
    expect(changesText(e.rules, vi)).toBe(
      '1 cách ù không chơi, 0 đổi giá trị, 0 tùy chọn thay đổi.',
    );
    const [problem] = editorProblems(hk, e, zh);
    expect(problem).toBe(
      `${zh.in(hk).pattern(hk.patterns[1]!.id, '')}：“99”不是1到13之间的数值；改正之前仍用原来的值`,
    );
  });
});
