/**
 * The payout comparison's words in simplified Chinese and Vietnamese (Hong Kong's converted from
 * the simplified, src/i18n/island-words.ts), and the words its rows take from the variants it
 * compares: the settlement models' names and summaries and the notes of the bases they cite,
 * keyed by the English the variant declares, as the variants' option words are
 * (./variant-texts.ts). Terms as the glossary and the scorer's tables give them: 番, 自摸, 点炮,
 * 庄家; ù, tự ù, nhà cái.
 */
import type { PayoutLanguage, PayoutWords, VariantLanguage } from '../../components/payout/words';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import {
  VMC_CLASSICAL_SUMMARY,
  VMC_MODERN_SUMMARY,
  VMC_SETTLEMENT_SUMMARY,
} from '../../variants/vmc/settlement';
import { variantText } from '../catalogue';
import { hongKongText } from '../hant';
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
  'cite.stated': '出处：',
  'cite.reconstructed': '本站推算，未公布；依据',
  'cite.table-option': '桌规选项；出处：',
  'cite.section': '，',
  'cite.then': '；',
  'cite.note': '。',
  'confidence.agreed': '多个出处一致',
  'confidence.single': '只有一个出处',
  'confidence.disputed': '出处说法不一',
  'confidence.unconfirmed': '未经第二个出处证实',
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
  'cite.stated': 'Nguồn:',
  'cite.reconstructed': 'Chúng tôi dựng lại, chưa được công bố; dựa trên',
  'cite.table-option': 'Tùy chọn của bàn; nguồn:',
  'cite.section': ', ',
  'cite.then': '; ',
  'cite.note': '. ',
  'confidence.agreed': 'nhiều nguồn thống nhất',
  'confidence.single': 'chỉ một nguồn',
  'confidence.disputed': 'các nguồn khác nhau',
  'confidence.unconfirmed': 'chưa có nguồn thứ hai xác nhận',
};

export const PAYOUT_TRANSLATIONS: Translations<PayoutWords> = { 'zh-cn': ZH_CN, vi: VI };

type Texts = Record<string, string>;

/** VMC's bases below and above the one known value name the faan they are for. */
function vmcNotes(zh: boolean): Texts {
  const out: Texts = {};
  for (const [letter, how, zhHow, viHow] of [
    ['P', 'the Hong Kong half-spicy table', '香港半辣上表', 'bảng nửa cay của Hồng Kông'],
    ['Q', '2 to the power (faan − 1)', '2的(番数−1)次方', '2 mũ (số faan − 1)'],
  ] as const) {
    out[`${letter}(5), the one value the club’s description gives`] = zh
      ? `${letter}(5)，俱乐部说明里唯一给出的数值`
      : `${letter}(5), giá trị duy nhất mà bản mô tả của câu lạc bộ đưa ra`;
    for (let total = 0; total <= 13; total++)
      out[
        `${letter}(${total}) is our reconstruction as ${how}, which matches the one known value; the club has not published it`
      ] = zh
        ? `${letter}(${total})是本站按${zhHow}推算的，与唯一已知的数值相符；俱乐部没有公布`
        : `${letter}(${total}) do chúng tôi dựng lại theo ${viHow}, khớp với giá trị duy nhất đã biết; câu lạc bộ chưa công bố`;
  }
  return out;
}

/** VMC's two models said apart, and together with how the table chooses, as its summary says them. */
function vmcSummaries(zh: boolean): Texts {
  const [modern, classical, rest] = zh
    ? [
        '现代，底分P：点炮时由点炮者一人付2P；东家和牌或点炮时付4P。自摸时东家付2P，另两家各付P；东家自摸时三家各付2P。',
        '传统，底分Q：每家付Q，点炮者×2，自摸时每笔×2，涉及东家的每笔×2，翻倍可叠加。',
        '桌规“结算方式”选择用哪种（默认现代）。庄家（东家）和牌或流局时连庄。',
      ]
    : [
        'Hiện đại, điểm gốc P: khi ù quân đánh ra, riêng người đánh ra trả 2P, hoặc 4P nếu Đông là người ù hay người đánh ra. Khi tự ù, Đông trả 2P và hai người kia mỗi người P; nếu Đông tự ù, mỗi người kia trả 2P.',
        'Cổ điển, điểm gốc Q: mỗi người kia trả Q, rồi ×2 cho người đánh ra quân ù, ×2 mọi khoản khi tự ù và ×2 mọi khoản có Đông. Các lần nhân đôi cộng dồn.',
        'Tùy chọn “Cách thanh toán” của bàn chọn cách nào (mặc định Hiện đại). Nhà cái (Đông) giữ cái sau khi nhà cái ù hoặc ván hòa.',
      ];
  return {
    [VMC_MODERN_SUMMARY]: modern,
    [VMC_CLASSICAL_SUMMARY]: classical,
    [VMC_SETTLEMENT_SUMMARY]: zh
      ? `${modern}${classical}${rest}`
      : `${modern} ${classical} ${rest}`,
  };
}

/** The models' names, summaries and the sections and notes of their bases, English → the page's. */
const MODEL_TEXTS: Readonly<Record<'zh-cn' | 'vi', Texts>> = {
  'zh-cn': {
    'Hong Kong: 2 to the faan, the discarder pays three': '香港：底分2的番数次方，点炮者包三家',
    'Half-spicy (半辣上), half responsibility': '半辣上，半铳',
    'Full-spicy (全辣), half responsibility': '全辣，半铳',
    'VMC Modern (the discarder pays)': 'VMC现代（点炮者付）',
    'VMC Classical (everyone pays)': 'VMC传统（三家都付）',
    'Rainbow Dragon: discarder pays the whole, others half': '彩虹龙：点炮者付全份，另两家各付半份',
    'Base points are 2 raised to the faan total. On a self-draw each of the three opponents pays the base; on a discard win the discarder alone pays three times the base.':
      '底分是2的番数次方。自摸时三家各付底分；点炮时由点炮者一人付三倍底分。',
    'One portion from the half-spicy table (doubling up to 4 faan, then half pace: 16, 24, 32, 48 …). Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      '一份按半辣上表计（4番以内逐番翻倍，之后半步递增：16、24、32、48……）。自摸：三家各付一份。点炮：点炮者付一份，另两家各付半份。',
    'One portion of 2 to the faan. Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      '一份是2的番数次方。自摸：三家各付一份。点炮：点炮者付一份，另两家各付半份。',
    ...vmcSummaries(true),
    'Each fan value has a whole number of points, from 2 at 0 fan to 512 at the 12-fan cap. On a discard the discarder pays the whole and the other two players half each; on a self-draw all three pay the whole.':
      '每个番数对应整数分，从0番的2分到封顶12番的512分。点炮时点炮者付全份，另两家各付半份；自摸时三家都付全份。',
    'Hong Kong section': '香港部分',
    'the “Scoring” section': '“计分”一节',
    'the “Scoring” table': '“计分”表',
    'the worked example': '算例',
    'this table’s own points, in place of the club sheet’s': '这桌自己的分数，代替俱乐部规则表的',
    'the club’s own table, in place of the reconstruction': '俱乐部自己的表，代替推算的',
    'Hong Kong': '香港',
    ...vmcNotes(true),
  },
  vi: {
    'Hong Kong: 2 to the faan, the discarder pays three':
      'Hồng Kông: 2 mũ số faan, người đánh ra trả cả ba phần',
    'Half-spicy (半辣上), half responsibility': 'Nửa cay (半辣上), chịu nửa trách nhiệm',
    'Full-spicy (全辣), half responsibility': 'Cay hẳn (全辣), chịu nửa trách nhiệm',
    'VMC Modern (the discarder pays)': 'VMC Hiện đại (người đánh ra trả)',
    'VMC Classical (everyone pays)': 'VMC Cổ điển (mọi người đều trả)',
    'Rainbow Dragon: discarder pays the whole, others half':
      'Rainbow Dragon: người đánh ra trả đủ, hai người kia trả nửa',
    'Base points are 2 raised to the faan total. On a self-draw each of the three opponents pays the base; on a discard win the discarder alone pays three times the base.':
      'Điểm gốc là 2 mũ tổng số faan. Khi tự ù, mỗi người trong ba người kia trả điểm gốc; khi ù quân đánh ra, riêng người đánh ra trả ba lần điểm gốc.',
    'One portion from the half-spicy table (doubling up to 4 faan, then half pace: 16, 24, 32, 48 …). Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      'Một phần theo bảng nửa cay (gấp đôi đến 4 faan, sau đó tăng nửa bước: 16, 24, 32, 48 …). Tự ù: mỗi người kia trả một phần. Ù quân đánh ra: người đánh ra trả một phần, hai người kia mỗi người nửa phần.',
    'One portion of 2 to the faan. Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      'Một phần là 2 mũ số faan. Tự ù: mỗi người kia trả một phần. Ù quân đánh ra: người đánh ra trả một phần, hai người kia mỗi người nửa phần.',
    ...vmcSummaries(false),
    'Each fan value has a whole number of points, from 2 at 0 fan to 512 at the 12-fan cap. On a discard the discarder pays the whole and the other two players half each; on a self-draw all three pay the whole.':
      'Mỗi số fan ứng với một số điểm nguyên, từ 2 ở 0 fan đến 512 ở mức trần 12 fan. Khi ù quân đánh ra, người đánh ra trả đủ và hai người kia mỗi người nửa; khi tự ù cả ba trả đủ.',
    'Hong Kong section': 'phần Hồng Kông',
    'the “Scoring” section': 'mục “Scoring” (tính điểm)',
    'the “Scoring” table': 'bảng “Scoring” (tính điểm)',
    'the worked example': 'ví dụ tính mẫu',
    'this table’s own points, in place of the club sheet’s':
      'điểm riêng của bàn này, thay cho điểm trong bảng luật của câu lạc bộ',
    'the club’s own table, in place of the reconstruction':
      'bảng riêng của câu lạc bộ, thay cho bảng dựng lại',
    'Hong Kong': 'Hồng Kông',
    ...vmcNotes(false),
  },
};

/** The model words in `locale`; Hong Kong's the simplified converted. */
export function modelTextsIn(locale: 'zh-cn' | 'zh-hk' | 'vi'): Texts {
  if (locale !== 'zh-hk') return MODEL_TEXTS[locale];
  return Object.fromEntries(
    Object.entries(MODEL_TEXTS['zh-cn']).map(([k, v]) => [k, hongKongText(v)]),
  );
}

/**
 * What a comparison page in `locale` passes to its island; undefined on an English page. The
 * scorer's words and the engine's once; each compared variant's names, unit and pattern names
 * apart, since one table shows them side by side.
 */
export function payoutLanguage(locale: Locale): PayoutLanguage | undefined {
  const words = wordsIn(locale, PAYOUT_TRANSLATIONS);
  if (locale === 'root' || !words) return undefined;
  const langs = COMPARABLE_VARIANTS.map((v) => scorerLanguage(locale, v));
  const first = langs[0];
  if (!first?.engine) return undefined;
  const variants: Record<string, VariantLanguage> = {};
  let texts: Texts = modelTextsIn(locale);
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
      texts,
    },
    variants,
  };
}
