/**
 * The engine's words in the site's languages: tile names, meld kinds and the sentences of the
 * errors a reader meets typing a hand (src/components/engine-words.ts says them). English is the
 * engine's own. Terms as the glossary gives them: 吃/碰/杠 and Ăn/Phỗng/Coong; Vietnamese suits
 * Vạn, Văn, Sách and dragons Trung, Phát, Bạch (the Vietnamese rules' names).
 */
import type { EngineWords } from '../../components/engine-words';
import { hongKongText } from '../hant';
import type { Locale } from '../locales';
import { CONTEXT_ERRORS } from './engine-errors-context';
import { GAME_ERRORS } from './engine-errors-game';
import { HAND_ERRORS } from './engine-errors-hand';
import { OPTIONS_ERRORS } from './engine-errors-options';
import { VIETNAMESE_ERRORS } from './engine-errors-vietnamese';

type Written = Omit<EngineWords, 'options' | 'fields'>;

/** The errors of each area of the engine, each in its own table: the score sheets', the context's… */
const AREAS = [HAND_ERRORS, GAME_ERRORS, CONTEXT_ERRORS, OPTIONS_ERRORS, VIETNAMESE_ERRORS];
const areaErrors = (locale: 'zh-cn' | 'vi'): Record<string, string> =>
  Object.assign({}, ...AREAS.map((area) => area[locale]));

const ZH_CN: Written = {
  tiles: {
    suited: '{n}{suit}',
    numbers: '一,二,三,四,五,六,七,八,九',
    'suit.m': '万',
    'suit.p': '饼',
    'suit.s': '条',
    E: '东风',
    S: '南风',
    W: '西风',
    N: '北风',
    RD: '红中',
    GD: '发财',
    WD: '白板',
    F1: '梅',
    F2: '兰',
    F3: '菊',
    F4: '竹',
    S1: '春',
    S2: '夏',
    S3: '秋',
    S4: '冬',
    'meld.chow': '吃',
    'meld.pung': '碰',
    'meld.kong': '杠',
    'seat.E': '东家',
    'seat.S': '南家',
    'seat.W': '西家',
    'seat.N': '北家',
  },
  extra: {
    J1: 'Tổng混儿（代替任何牌）',
    J2: 'Thùng混儿（代替饼子）',
    J3: 'Sọc混儿（代替条子）',
    J4: 'Màn混儿（代替万子）',
    J5: 'Đại Hoa花混儿（只作花牌）',
    J6: 'Hỉ混儿（代替风牌）',
    J7: 'Nguyên混儿（代替箭牌）',
    J8: 'Hợp混儿（代替数牌）',
    J9: 'Nhị Khẩu混儿（代替风牌或箭牌）',
    K1: '皇帝1（东）',
    K2: '皇帝2（南）',
    K3: '皇帝3（西）',
    K4: '皇帝4（北）',
    Q1: '皇后1（东）',
    Q2: '皇后2（南）',
    Q3: '皇后3（西）',
    Q4: '皇后4（北）',
  },
  errors: {
    copies: '{tile}（{code}）有{count}张：这副牌只有{max}张。',
    'not-in-set': '{tile}（{code}）不在这副牌中。',
    'foreign-tile': '{tile}（{code}）不在这副牌中：只有别的玩法用这张牌。',
    'unknown-tile': '没有“{code}”这张牌。',
    'count-winning': '这手牌有{count}张（杠算三张）；和牌要14张，含和张。',
    'count-waiting': '这手牌有{count}张（杠算三张）；听牌要13张。',
    'no-winning-tile': '这手牌没有和张。',
    'win-on-kong':
      '和张{tile}不能并入你已经开的杠（四张已全在杠里）：杠在和牌之前开，不能和在杠上。若和的是最后一张{tile}，请把另外三张写在手牌里，不要写成杠。',
    'meld-size': '{kind}[{meld}]有{count}张牌；{kind}要{need}张。',
    'chow-of-honours': '[{meld}]不是吃：字牌不能组成顺子。',
    'chow-mixed-suits': '[{meld}]不是吃：牌的花色不同。',
    'chow-not-consecutive': '[{meld}]不是吃：数字不连续。',
    'not-identical': '[{meld}]不是{kind}：牌不相同。',
    'joker-in-kong': '{tile}不能放进杠[{meld}]：杠必须是四张真牌，混儿只能用在吃和碰里。',
    'bonus-in-meld': '花牌{tile}不能放进[{meld}]：花牌只放在一边，不能组牌。',
    'bonus-standing': '花牌{tile}不能放在手牌里：请写在花牌中。',
    'bonus-win': '花牌{tile}不能作和张。',
    'not-bonus': '{tile}（{code}）不是花牌：花牌处只放花和季。',
    'bonus-not-last': '花牌{tile}要写在最后，“+”之后，例如“+{code}”。',
    'bonus-last': '“+”之后的花牌必须写在最后。',
    'bad-bonus': '“+”之后的“{text}”不是花牌：花写F1-F4，季写S1-S4。',
    'no-suit': '“{text}”里的“{digits}”没有花色字母：写成{digits}m、{digits}p或{digits}s。',
    zero: '“{text}”里的“0”不是牌的数字：数牌是1到9。',
    'not-suit-letter': '“{text}”里的“{letter}”不是花色字母：用m（万）、p（饼）或s（条）。',
    unexpected: '“{text}”里有意外的“{letter}”：牌写作123m、55p、789s、E S W N、RD GD WD。',
    'concealed-group': '暗杠{group}必须是四张相同的牌：只有杠可以暗着放下。',
    'group-size': '{group}有{count}张牌；一组牌要3张（吃或碰）或4张（杠）。',
    'group-not-kong': '{group}不是杠：四张牌不相同。',
    'nested-group': '{group}里有括号或标记：先关上一组，再写下一组。',
    'never-closed': '第{position}个字符的“{letter}”没有用“{close}”关上。',
    'closes-no-meld': '第{position}个字符的“{letter}”没有要关上的组。',
    'two-winning-tiles': '和张写了两次（两个“@”）。',
    'bad-at': '第{position}个字符的“@”后面要跟一张牌，例如“@5p”。',
    empty: '这手牌是空的。',
    'no-reading': '不是和牌：没有任何拆法能组成四组加一对。',
    'not-wild': '{tile}（{code}）不是混儿：不能代替别的牌。',
    'replacement-on-discard': '杠上开花是自摸：补牌是从牌墙摸来的。',
    'robbing-self-drawn': '抢杠是和别人的牌：请选择加杠的那家为放炮者。',
    'replacement-without-kong': '杠上开花要手里有杠。',
    'holds-missing-suit': '这手牌还有{count}张定缺花色的牌（{tiles}）：留着定缺花色的牌不能和牌。',
    'option-below': '{option}是{value}；不能小于{min}。',
    'option-above': '{option}是{value}；不能大于{max}。',
    'below-minimum': '这手牌只值{total}，不够桌上的起和：不能算和牌。',
    ...areaErrors('zh-cn'),
  },
};

const VI: Written = {
  tiles: {
    suited: '{n} {suit}',
    numbers: '1,2,3,4,5,6,7,8,9',
    'suit.m': 'Vạn',
    'suit.p': 'Văn',
    'suit.s': 'Sách',
    E: 'Đông',
    S: 'Nam',
    W: 'Tây',
    N: 'Bắc',
    RD: 'Trung',
    GD: 'Phát',
    WD: 'Bạch',
    F1: 'Hoa Mai',
    F2: 'Hoa Lan',
    F3: 'Hoa Cúc',
    F4: 'Hoa Trúc',
    S1: 'Mùa Xuân',
    S2: 'Mùa Hạ',
    S3: 'Mùa Thu',
    S4: 'Mùa Đông',
    'meld.chow': 'Ăn',
    'meld.pung': 'Phỗng',
    'meld.kong': 'Coong',
    'seat.E': 'Đông',
    'seat.S': 'Nam',
    'seat.W': 'Tây',
    'seat.N': 'Bắc',
  },
  extra: {
    J1: 'Tổng (thay mọi quân)',
    J2: 'Thùng (thay quân Văn)',
    J3: 'Sọc (thay quân Sách)',
    J4: 'Màn (thay quân Vạn)',
    J5: 'Đại Hoa (Joker hoa, chỉ để riêng)',
    J6: 'Hỉ (thay quân Gió)',
    J7: 'Nguyên (thay quân Rồng)',
    J8: 'Hợp (thay quân số)',
    J9: 'Nhị Khẩu (thay Gió hoặc Rồng)',
    K1: 'Vua 1 (Đông)',
    K2: 'Vua 2 (Nam)',
    K3: 'Vua 3 (Tây)',
    K4: 'Vua 4 (Bắc)',
    Q1: 'Hoàng hậu 1 (Đông)',
    Q2: 'Hoàng hậu 2 (Nam)',
    Q3: 'Hoàng hậu 3 (Tây)',
    Q4: 'Hoàng hậu 4 (Bắc)',
  },
  errors: {
    copies: '{count} quân {tile} ({code}): bộ bài chỉ có {max} quân.',
    'not-in-set': '{tile} ({code}) không có trong bộ bài này.',
    'foreign-tile':
      '{tile} ({code}) không có trong bộ bài này: chỉ lối chơi khác mới dùng quân này.',
    'unknown-tile': 'Không có quân bài mã “{code}”.',
    'count-winning': 'Bài có {count} quân (mỗi Coong tính là ba); bài ù cần 14 quân, kể cả quân ù.',
    'count-waiting': 'Bài có {count} quân (mỗi Coong tính là ba); bài chờ cần 13 quân.',
    'no-winning-tile': 'Bài chưa có quân ù.',
    'win-on-kong':
      'Quân ù {tile} không thể vào Coong đã hạ, vì Coong đã đủ bốn quân: Coong hạ trước khi ù nên không ù vào Coong được. Nếu ù bằng quân {tile} cuối cùng, hãy để ba quân kia trong bài, đừng ghi thành Coong.',
    'meld-size': '{kind} [{meld}] có {count} quân; một {kind} cần {need} quân.',
    'chow-of-honours': '[{meld}] không phải Ăn: quân chữ không làm thành dãy được.',
    'chow-mixed-suits': '[{meld}] không phải Ăn: các quân khác hoa.',
    'chow-not-consecutive': '[{meld}] không phải Ăn: các số không liên tiếp.',
    'not-identical': '[{meld}] không phải {kind}: các quân không giống nhau.',
    'joker-in-kong':
      '{tile} không thể nằm trong Coong [{meld}]: Coong phải là bốn quân thật, quân Joker chỉ đứng trong Ăn và Phỗng.',
    'bonus-in-meld':
      'Quân hoa {tile} không thể nằm trong [{meld}]: quân hoa để riêng, không ghép bộ.',
    'bonus-standing': 'Quân hoa {tile} không thể đứng trong bài: hãy ghi vào phần quân hoa.',
    'bonus-win': 'Quân hoa {tile} không thể là quân ù.',
    'not-bonus': '{tile} ({code}) không phải quân hoa: phần quân hoa chỉ nhận Hoa và Mùa.',
    'bonus-not-last': 'Quân hoa {tile} ghi ở cuối, sau dấu “+”, ví dụ “+{code}”.',
    'bonus-last': 'Các quân hoa sau dấu “+” phải ở cuối cùng.',
    'bad-bonus': '“{text}” sau dấu “+” không phải quân hoa: Hoa ghi F1-F4, Mùa ghi S1-S4.',
    'no-suit':
      '“{digits}” trong “{text}” thiếu chữ chỉ hoa: ghi {digits}m, {digits}p hoặc {digits}s.',
    zero: '“0” trong “{text}” không phải số quân: quân số đi từ 1 đến 9.',
    'not-suit-letter':
      '“{letter}” trong “{text}” không phải chữ chỉ hoa: dùng m (Vạn), p (Văn) hoặc s (Sách).',
    unexpected:
      'Ký tự “{letter}” không đúng chỗ trong “{text}”: quân bài ghi như 123m, 55p, 789s, E S W N, RD GD WD.',
    'concealed-group': 'Nhóm úp {group} phải là bốn quân giống nhau: chỉ Coong mới được hạ úp.',
    'group-size': 'Nhóm {group} có {count} quân; một bộ cần 3 quân (Ăn hoặc Phỗng) hoặc 4 (Coong).',
    'group-not-kong': 'Nhóm {group} không phải Coong: bốn quân không giống nhau.',
    'nested-group':
      'Nhóm {group} có dấu ngoặc hoặc ký hiệu bên trong: đóng bộ này rồi mới mở bộ sau.',
    'never-closed': '“{letter}” ở vị trí {position} chưa được đóng bằng “{close}”.',
    'closes-no-meld': '“{letter}” ở vị trí {position} không đóng bộ nào.',
    'two-winning-tiles': 'Quân ù được ghi hai lần (hai dấu “@”).',
    'bad-at': 'Sau dấu “@” ở vị trí {position} phải là một quân, ví dụ “@5p”.',
    empty: 'Bài đang trống.',
    'no-reading': 'Chưa phải bài ù: không cách đọc nào thành bốn bộ và một đôi.',
    'not-wild': '{tile} ({code}) không phải quân Joker: không thể thay quân khác.',
    'replacement-on-discard': 'Ù bằng quân bốc bù sau Coong là tự ù: quân bù bốc từ nọc.',
    'robbing-self-drawn':
      'Bắt Coong là ù quân của người khác: hãy chọn người đã thêm vào Phỗng làm người đánh ra.',
    'replacement-without-kong': 'Ù bằng quân bốc bù cần có một Coong trong bài.',
    'holds-missing-suit':
      'Bài còn {count} quân thuộc hoa bỏ ({tiles}): bài còn giữ hoa bỏ thì không ù được.',
    'option-below': '{option} là {value}; không được nhỏ hơn {min}.',
    'option-above': '{option} là {value}; không được lớn hơn {max}.',
    'below-minimum': 'Bài chỉ được {total}, dưới mức tối thiểu của bàn: không thể tính là ù.',
    ...areaErrors('vi'),
  },
};

/** Hong Kong's words that the conversion of the simplified does not give: 筒 and 索 for the suits. */
const HONG_KONG_TILES: Partial<Written['tiles']> = {
  'suit.p': '筒',
  'suit.s': '索',
  'meld.kong': '槓',
};

function hongKong(): Written {
  const convert = <T extends Record<string, string>>(r: T): T =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, hongKongText(v)])) as T;
  return {
    tiles: { ...convert(ZH_CN.tiles), ...HONG_KONG_TILES },
    extra: convert(ZH_CN.extra),
    errors: convert(ZH_CN.errors),
  };
}

/** The written tables, for the test that checks every language has every word. */
export const ENGINE_WORDS: Readonly<Record<'zh-cn' | 'vi', Written>> = { 'zh-cn': ZH_CN, vi: VI };

/** The engine's words a page in `locale` passes to its islands; none in English. */
export function engineWordsIn(locale: Locale): Written | undefined {
  if (locale === 'root') return undefined;
  return locale === 'zh-hk' ? hongKong() : ENGINE_WORDS[locale];
}
