/**
 * The payout comparison's words in simplified Chinese and Vietnamese (Hong Kong's converted from
 * the simplified, src/i18n/island-words.ts). The words its rows take from the variants it
 * compares (the settlement models' names and summaries, what their bases cite) are the scorer's
 * (./settlement-texts.ts), passed with each variant's scorer language. Terms as the glossary and
 * the scorer's tables give them: 番, 自摸, 点炮, 庄家; ù, tự ù, nhà cái.
 */
import type { PayoutLanguage, PayoutWords, VariantLanguage } from '../../components/payout/words';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import { variantText } from '../catalogue';
import { type Translations, wordsIn } from '../island-words';
import type { Locale } from '../locales';
import { scorerLanguage } from './scorer-language';

const ZH_CN: PayoutWords = {
  'controls.legend': '这手牌和怎样和的',
  'controls.rules': '规则',
  'controls.winner': '和牌者的座位',
  'controls.how': '和张从哪里来',
  'controls.discard': '点炮（和别人打出的牌）',
  'controls.from': '谁点炮',
  'controls.nobody': '没有人（自摸）',
  'results.heading': '每家付多少',
  'results.empty': '输入一手14张的和牌，在和张前写@。',
  'total.capped': '（封顶前{n}）',
  'total.noPattern': '没有番种',
  'total.below': '不够起和：不算和牌，谁都不付。',
  'total.colon': '：',
  'total.dash': ' — ',
  'total.end': '。',
  'list.joiner': '、',
  'models.caption': '{variant}：每种结算方式（+ 收，− 付）',
  'models.head': '结算方式和底分',
  'models.inForce': '（现用）',
  'models.base': '底分{amount}：{citation}',
  'seat.dealer': '（庄家）',
  'seat.winner': '，和牌者',
  'seat.discarder': '，点炮者',
  'family.caption': '同一手牌在{name}一系的每种玩法里',
  'family.head': '玩法、番数和结算方式',
  'family.below': '，不够起和',
  'family.base': '；底分{amount}：{citation}',
  'family.yours': '你的桌规',
  'family.defaults': '默认桌规',
};

const VI: PayoutWords = {
  'controls.legend': 'Ván bài và cách ù',
  'controls.rules': 'Luật',
  'controls.winner': 'Chỗ ngồi của người ù',
  'controls.how': 'Quân ù đến từ đâu',
  'controls.discard': 'Ù quân người khác đánh ra',
  'controls.from': 'Ai đánh ra',
  'controls.nobody': 'Không ai (tự ù)',
  'results.heading': 'Mỗi người trả bao nhiêu',
  'results.empty': 'Nhập một bài ù 14 quân, đánh dấu quân ù bằng @.',
  'total.capped': ' (trước khi chặn trần: {n})',
  'total.noPattern': 'không có cách ù nào',
  'total.below': ' Dưới mức tối thiểu: không phải ù hợp lệ, không ai trả.',
  'total.colon': ': ',
  'total.dash': ' — ',
  'total.end': '.',
  'list.joiner': ', ',
  'models.caption': '{variant}: từng cách thanh toán (+ nhận, − trả)',
  'models.head': 'Cách thanh toán và điểm gốc',
  'models.inForce': ' (đang dùng)',
  'models.base': 'Điểm gốc {amount}: {citation}',
  'seat.dealer': ' (nhà cái)',
  'seat.winner': ', người ù',
  'seat.discarder': ', người đánh ra',
  'family.caption': 'Cùng một bài trong mọi lối chơi họ {name}',
  'family.head': 'Lối chơi, giá trị và cách thanh toán',
  'family.below': ', dưới mức tối thiểu',
  'family.base': '; điểm gốc {amount}: {citation}',
  'family.yours': 'luật bàn của bạn',
  'family.defaults': 'luật bàn mặc định',
};

export const PAYOUT_TRANSLATIONS: Translations<PayoutWords> = { 'zh-cn': ZH_CN, vi: VI };

type Texts = Record<string, string>;

/**
 * What a comparison page in `locale` passes to its island; undefined on an English page. The
 * scorer's words, the engine's and the citation's once; every compared variant's declared and
 * settlement words merged; each compared variant's names, unit and pattern names
 * apart, since one table shows them side by side.
 */
export function payoutLanguage(locale: Locale): PayoutLanguage | undefined {
  const words = wordsIn(locale, PAYOUT_TRANSLATIONS);
  if (locale === 'root' || !words) return undefined;
  const langs = COMPARABLE_VARIANTS.map((v) => scorerLanguage(locale, v));
  const first = langs[0];
  if (!first?.engine) return undefined;
  const variants: Record<string, VariantLanguage> = {};
  let texts: Texts = {};
  let options: Texts = {};
  COMPARABLE_VARIANTS.forEach((v, i) => {
    const lang = langs[i];
    texts = { ...lang?.texts, ...texts };
    options = { ...lang?.engine?.options, ...options };
    variants[v.id] = {
      name: variantText(locale, v).name,
      ...(lang?.variantName === undefined ? {} : { variantName: lang.variantName }),
      ...(lang?.unit === undefined ? {} : { unit: lang.unit }),
      ...(lang?.patterns === undefined ? {} : { patterns: lang.patterns }),
    };
  });
  return {
    words,
    scorer: {
      ...(first.words ? { words: first.words } : {}),
      engine: { ...first.engine, options },
      ...(first.prefix === undefined ? {} : { prefix: first.prefix }),
      ...(first.cite === undefined ? {} : { cite: first.cite }),
      ...(first.link === undefined ? {} : { link: first.link }),
      texts,
    },
    variants,
  };
}
