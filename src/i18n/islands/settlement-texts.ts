/**
 * How a variant's hands are paid, in simplified Chinese and Vietnamese, for every island that
 * shows it (the scorer's payments, the payout comparison): the settlement summary, the models'
 * names and summaries, and the sections, notes and descriptions of the sources their bases cite,
 * keyed by the English the variant declares, as its option words are (./variant-texts.ts); and
 * the words a citation is said in. Hong Kong's are the simplified converted. Terms as the
 * glossary and the scorer's tables give them: 番, 自摸, 点炮, 庄家; ù, tự ù, nhà cái.
 */
import type { CiteWords } from '../../components/citation';
import { modelsOf } from '../../engine/models';
import type { Options, SourceRef, Variant } from '../../engine/variant';
import { SOURCE_NAMES } from '../../sources/registry';
import {
  VMC_CLASSICAL_SUMMARY,
  VMC_MODERN_SUMMARY,
  VMC_SETTLEMENT_SUMMARY,
} from '../../variants/vmc/settlement';
import { hongKongText } from '../hant';
import { type Translations, wordsIn } from '../island-words';
import type { Locale } from '../locales';

type Texts = Record<string, string>;

const CITE_ZH_CN: CiteWords = {
  'cite.stated': '出处：',
  'cite.reconstructed': '本站推算，未公布；依据',
  'cite.table-option': '桌规选项；出处：',
  'cite.source': '“{title}”（{by}）',
  'cite.section': '，',
  'cite.then': '；',
  'cite.note': '。',
  'confidence.agreed': '多个出处一致',
  'confidence.single': '只有一个出处',
  'confidence.disputed': '出处说法不一',
  'confidence.unconfirmed': '未经第二个出处证实',
};

const CITE_VI: CiteWords = {
  'cite.stated': 'Nguồn:',
  'cite.reconstructed': 'Chúng tôi dựng lại, chưa được công bố; dựa trên',
  'cite.table-option': 'Tùy chọn của bàn; nguồn:',
  'cite.source': '“{title}” ({by})',
  'cite.section': ', ',
  'cite.then': '; ',
  'cite.note': '. ',
  'confidence.agreed': 'nhiều nguồn thống nhất',
  'confidence.single': 'chỉ một nguồn',
  'confidence.disputed': 'các nguồn khác nhau',
  'confidence.unconfirmed': 'chưa có nguồn thứ hai xác nhận',
};

export const CITE_TRANSLATIONS: Translations<CiteWords> = { 'zh-cn': CITE_ZH_CN, vi: CITE_VI };

/** VMC's bases below and above the one known value name the faan they are for. */
function vmcNotes(zh: boolean): Texts {
  const out: Texts = {};
  for (const [letter, how, zhHow, viHow] of [
    ['P', 'the Hong Kong half-spicy table', '香港半辣上表', 'bảng nửa cay của Hồng Kông'],
    ['Q', '2 to the power (faan − 1)', '2的(番数−1)次方', '2 mũ (số phán − 1)'],
  ] as const) {
    out[`${letter}(5), the one value the club’s description gives`] = zh
      ? `${letter}(5)，俱乐部说明里唯一给出的数值`
      : `${letter}(5), giá trị duy nhất mà bản mô tả của câu lạc bộ đưa ra`;
    // Every value but the known one (5 faan) is reconstructed, up to the highest cap, 13.
    for (let total = 0; total <= 13; total++)
      if (total !== 5)
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
export const SETTLEMENT_TEXTS: Readonly<Record<'zh-cn' | 'vi', Texts>> = {
  'zh-cn': {
    // The Hong Kong family.
    'Hong Kong': '香港',
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
    'paid as half responsibility (the discarder a portion, the others half each)':
      '按半铳付（点炮者付一份，另两家各付半份）',
    'base points P: only P(5) = 24 is known; the rest are our reconstruction':
      '底分P：只知道P(5) = 24；其余是本站推算的',
    'base points Q: only Q(5) = 16 is known; the rest are our reconstruction':
      '底分Q：只知道Q(5) = 16；其余是本站推算的',
    ...vmcNotes(true),
    // Sichuan, MCR and Vietnamese: one model each.
    'Sichuan settlement': '四川麻将结算',
    'Base points are 2 raised to the fan total, capped at 5 fan (32) by default. On a discard win the discarder alone pays the base; on a self-draw each opponent still in the deal pays the base + 1. Players who have already won pay nothing.':
      '底分是2的番数次方，默认封顶5番（32）。点炮时由点炮者一人付底分；自摸时每个还在牌局中的对手付底分 + 1。已经和牌的人不付。',
    'Sichuan Bloody section': '四川血战部分',
    'MCR settlement': '国标麻将结算',
    "With T the hand's points including flowers: on a self-draw each of the three opponents pays 8 + T; on a discard win the discarder pays 8 + T and each of the other two pays 8.":
      '设T为这手牌含花牌的番数：自摸时三家各付8 + T；点炮时点炮者付8 + T，另两家各付8。',
    'MCR section': '国标麻将部分',
    'Vietnamese settlement': '越南麻将结算',
    'Every phán doubles the hand up to 5 phán (0 phán pays 1); each mủn (6 phán) pays 32, doubled 64; leftover phán pay a flat 6 each, never doubled. On a discard the discarder pays the doubled column and the other two the single; on a self-draw all three pay doubled. Robbing a quad or a bounce: the quad-maker or bouncer pays doubled. A liable feeder (Đền) pays every share alone.':
      '每个phán使牌值翻倍，最多到5 phán（0 phán付1）；每个mủn（6 phán）付32，翻倍为64；余下的phán每个固定付6，不翻倍。点炮时点炮者付翻倍的一栏，另两家付单倍；自摸时三家都付翻倍。抢杠或抢弹牌：开杠或弹牌的人付翻倍。包赔者（Đền）一人付所有的份。',
    // What the cited sources are (their titles stay as published).
    'a game site’s rules summaries': '一个游戏网站的规则摘要',
    'yawnoc’s Hong Kong mahjong scorer, with the Tile Buddy wiki':
      'yawnoc的香港麻将算番器，以及Tile Buddy维基',
    'the Rainbow Dragon club’s house-rule sheet': 'Rainbow Dragon俱乐部的规则表',
    'MyMahjong’s description of the Victoria Mahjong Club’s scoring':
      'MyMahjong对维多利亚麻将俱乐部计分方法的说明',
    'the Vietnamese mahjong guide chapter our rules follow': '本站规则依据的越南麻将指南章节',
  },
  vi: {
    // The Hong Kong family.
    'Hong Kong': 'Hồng Kông',
    'Hong Kong: 2 to the faan, the discarder pays three':
      'Hồng Kông: 2 mũ số phán, người đánh ra trả cả ba phần',
    'Half-spicy (半辣上), half responsibility': 'Nửa cay (半辣上), chịu nửa trách nhiệm',
    'Full-spicy (全辣), half responsibility': 'Cay hẳn (全辣), chịu nửa trách nhiệm',
    'VMC Modern (the discarder pays)': 'VMC Hiện đại (người đánh ra trả)',
    'VMC Classical (everyone pays)': 'VMC Cổ điển (mọi người đều trả)',
    'Rainbow Dragon: discarder pays the whole, others half':
      'Rainbow Dragon: người đánh ra trả đủ, hai người kia trả nửa',
    'Base points are 2 raised to the faan total. On a self-draw each of the three opponents pays the base; on a discard win the discarder alone pays three times the base.':
      'Điểm gốc là 2 mũ tổng số phán. Khi tự ù, mỗi người trong ba người kia trả điểm gốc; khi ù quân đánh ra, riêng người đánh ra trả ba lần điểm gốc.',
    'One portion from the half-spicy table (doubling up to 4 faan, then half pace: 16, 24, 32, 48 …). Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      'Một phần theo bảng nửa cay (gấp đôi đến 4 phán, sau đó tăng nửa bước: 16, 24, 32, 48 …). Tự ù: mỗi người kia trả một phần. Ù quân đánh ra: người đánh ra trả một phần, hai người kia mỗi người nửa phần.',
    'One portion of 2 to the faan. Self-draw: each opponent pays a portion. Discard: the discarder pays a portion and the other two half a portion each.':
      'Một phần là 2 mũ số phán. Tự ù: mỗi người kia trả một phần. Ù quân đánh ra: người đánh ra trả một phần, hai người kia mỗi người nửa phần.',
    ...vmcSummaries(false),
    'Each fan value has a whole number of points, from 2 at 0 fan to 512 at the 12-fan cap. On a discard the discarder pays the whole and the other two players half each; on a self-draw all three pay the whole.':
      'Mỗi số phán ứng với một số điểm nguyên, từ 2 ở 0 phán đến 512 ở mức trần 12 phán. Khi ù quân đánh ra, người đánh ra trả đủ và hai người kia mỗi người nửa; khi tự ù cả ba trả đủ.',
    'Hong Kong section': 'phần Hồng Kông',
    'the “Scoring” section': 'mục “Scoring” (tính điểm)',
    'the “Scoring” table': 'bảng “Scoring” (tính điểm)',
    'the worked example': 'ví dụ tính mẫu',
    'this table’s own points, in place of the club sheet’s':
      'điểm riêng của bàn này, thay cho điểm trong bảng luật của câu lạc bộ',
    'the club’s own table, in place of the reconstruction':
      'bảng riêng của câu lạc bộ, thay cho bảng dựng lại',
    'paid as half responsibility (the discarder a portion, the others half each)':
      'trả theo nửa trách nhiệm (người đánh ra một phần, hai người kia mỗi người nửa phần)',
    'base points P: only P(5) = 24 is known; the rest are our reconstruction':
      'điểm gốc P: chỉ biết P(5) = 24; phần còn lại do chúng tôi dựng lại',
    'base points Q: only Q(5) = 16 is known; the rest are our reconstruction':
      'điểm gốc Q: chỉ biết Q(5) = 16; phần còn lại do chúng tôi dựng lại',
    ...vmcNotes(false),
    // Sichuan, MCR and Vietnamese: one model each.
    'Sichuan settlement': 'Thanh toán Tứ Xuyên',
    'Base points are 2 raised to the fan total, capped at 5 fan (32) by default. On a discard win the discarder alone pays the base; on a self-draw each opponent still in the deal pays the base + 1. Players who have already won pay nothing.':
      'Điểm gốc là 2 mũ tổng số phán, mặc định chặn ở 5 phán (32). Khi ù quân đánh ra, riêng người đánh ra trả điểm gốc; khi tự ù, mỗi đối thủ còn trong ván trả điểm gốc + 1. Người đã ù rồi không trả.',
    'Sichuan Bloody section': 'phần Tứ Xuyên Huyết Chiến (血战到底)',
    'MCR settlement': 'Thanh toán MCR',
    "With T the hand's points including flowers: on a self-draw each of the three opponents pays 8 + T; on a discard win the discarder pays 8 + T and each of the other two pays 8.":
      'Gọi T là số điểm của bài kể cả hoa: khi tự ù, mỗi người trong ba người kia trả 8 + T; khi ù quân đánh ra, người đánh ra trả 8 + T và hai người kia mỗi người trả 8.',
    'MCR section': 'phần MCR',
    'Vietnamese settlement': 'Thanh toán mạt chược Việt Nam',
    'Every phán doubles the hand up to 5 phán (0 phán pays 1); each mủn (6 phán) pays 32, doubled 64; leftover phán pay a flat 6 each, never doubled. On a discard the discarder pays the doubled column and the other two the single; on a self-draw all three pay doubled. Robbing a quad or a bounce: the quad-maker or bouncer pays doubled. A liable feeder (Đền) pays every share alone.':
      'Mỗi phán nhân đôi bài, tối đa đến 5 phán (0 phán trả 1); mỗi mủn (6 phán) trả 32, gấp đôi là 64; phán lẻ trả cố định 6 mỗi phán, không nhân đôi. Khi ù quân đánh ra, người đánh ra trả cột gấp đôi và hai người kia trả cột đơn; khi tự ù cả ba trả gấp đôi. Bắt Coong hoặc Bắt Quân Nẩy: người làm Coong hoặc người nẩy trả gấp đôi. Người phải đền (Đền) một mình trả mọi phần.',
    // What the cited sources are (their titles stay as published).
    'a game site’s rules summaries': 'bản tóm tắt luật của một trang trò chơi',
    'yawnoc’s Hong Kong mahjong scorer, with the Tile Buddy wiki':
      'trình tính điểm mạt chược Hồng Kông của yawnoc, cùng wiki Tile Buddy',
    'the Rainbow Dragon club’s house-rule sheet': 'bảng luật riêng của câu lạc bộ Rainbow Dragon',
    'MyMahjong’s description of the Victoria Mahjong Club’s scoring':
      'bản mô tả cách tính điểm của Câu lạc bộ Mạt chược Victoria do MyMahjong viết',
    'the Vietnamese mahjong guide chapter our rules follow':
      'chương hướng dẫn mạt chược Việt Nam mà luật của trang theo',
  },
};

/**
 * The option values a base is looked up under: the defaults, and a table the club supplies in
 * place of each published one (the default with its top value raised), whose citation differs.
 */
function tableChoices(variant: Variant): Options[] {
  const own = variant.options
    .filter((o) => o.type === 'text' && typeof o.default === 'string')
    .map((o) => {
      const values = String(o.default).split(',');
      values.push(String(Number(values.pop()) + 1));
      return { [o.id]: values.join(',') };
    });
  return [{}, ...own];
}

/** Every English string a variant's settlement shows: summaries, model names, what their bases cite. */
export function declaredSettlementTexts(variant: Variant): Set<string> {
  const out = new Set<string>([variant.settlementSummary]);
  if (variant.payoutFamily) out.add(variant.payoutFamily);
  const refs: SourceRef[] = [];
  const highest = variant.options.find((o) => o.id === 'cap')?.max ?? 13;
  for (const m of modelsOf(variant)) {
    out.add(m.name);
    out.add(m.summary);
    if (m.source) refs.push(m.source);
    if (!m.base) continue;
    for (const options of tableChoices(variant))
      for (let total = 0; total <= highest; total++) refs.push(m.base(total, options).source);
  }
  for (const ref of refs) {
    out.add(SOURCE_NAMES[ref.source].by);
    if (ref.section) out.add(ref.section);
    if (ref.note) out.add(ref.note);
  }
  return out;
}

/** The variant's settlement strings a page in `locale` shows translated, English → that language. */
export function settlementTextsIn(locale: Locale, variant: Variant): Texts {
  if (locale === 'root') return {};
  const table = SETTLEMENT_TEXTS[locale === 'zh-hk' ? 'zh-cn' : locale];
  const out: Texts = {};
  for (const english of declaredSettlementTexts(variant)) {
    const t = table[english];
    if (t !== undefined) out[english] = locale === 'zh-hk' ? hongKongText(t) : t;
  }
  return out;
}

/** The words a citation is said in on a page in `locale`; undefined on an English page. */
export const citeWordsIn = (locale: Locale): CiteWords | undefined =>
  wordsIn(locale, CITE_TRANSLATIONS);

/** The settlement strings of several variants at once (a page that shows them side by side). */
export const settlementTextsOf = (locale: Locale, variants: readonly Variant[]): Texts =>
  Object.assign({}, ...variants.map((v) => settlementTextsIn(locale, v)));
