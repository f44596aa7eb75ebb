/**
 * Progressive Counting (Sự Tính Lũy Tiến), fact sheet §6.1 last row: Low–Med, unverified, a table
 * option that is off by default (the seed does not have it). The fact sheet's summary leaves open
 * which combinations count; its source (RA-cur `vietnamese_scoring.majs`, checked against RA-cur's
 * tests: the 512 and 914 payments of fact sheet §4 and §7) settles them, and where it still leaves
 * a detail open the narrowest reading is taken:
 *
 * - "already has a mủn" means a counted pattern valued in mủn (a multiple of 6 phán-equivalents),
 *   never phán that add up to six. RA-cur's own "Half Flush with All Sets and All Called" case
 *   would be redundant if 9 phán counted as a mủn, which supports this reading.
 * - Each of All Sets, All Called, Half Flush and the trio Single Wait + All Runs + Fully Closed adds
 *   3 phán then; Half Flush also when it counts with both All Sets and All Called.
 * - With Big Three Dragons and either All Terminals and Honours or two of those four, the boost is
 *   3 phán once plus 1 mủn for each of: All Terminals and Honours with All Sets, with All Called,
 *   with Half Flush (or Half Flush with All Sets and All Called), with the trio. It replaces the
 *   plain boost.
 *
 * RA-cur also lets the trio combine with two of Half Flush, All Sets and All Called; no hand can
 * (All Runs has no triplet, and a Fully Closed Hand has no called meld), so that case is left out.
 */
import type { PatternDef, ScoredPattern } from '../../../engine/variant';
import { tableOption } from '../sources';
import { ex, ON_DISCARD, SELF_DRAWN } from './helpers';

type Counted = ReadonlyMap<string, ScoredPattern>;

const has = (c: Counted, id: string) => c.has(id);
/** Single Wait, All Runs and a Fully Closed Hand all count. */
const trio = (c: Counted) => has(c, 'single-wait') && has(c, 'all-runs') && has(c, 'fully-closed');
/** A counted pattern valued in mủn: its value per count is a whole number of mủn. */
const hasMun = (c: Counted) => [...c.values()].some((p) => p.value > 0 && p.value % 6 === 0);

function boosted(c: Counted) {
  const sets = has(c, 'all-sets');
  const called = has(c, 'all-called');
  const half = has(c, 'half-flush');
  return { sets, called, half, trio: trio(c), halfWithBoth: half && sets && called };
}

/** The Big Three Dragons case applies: Big Three Dragons with All Terminals and Honours, or with two of the four. */
function dragonsCase(c: Counted): boolean {
  if (!has(c, 'big-three-dragons')) return false;
  const b = boosted(c);
  return (
    has(c, 'all-terminals-honours') ||
    [b.sets, b.called, b.half, b.trio].filter(Boolean).length >= 2
  );
}

const SOURCE = tableOption(
  'riichi-advanced-vietnamese',
  'its scoring code and tests; off by default because the guide our rules follow does not have it; the table rule “Progressive Counting (Sự Tính Lũy Tiến)” turns it on',
  { confidence: 'unconfirmed' },
);
const ON = { progressiveCounting: true };

export const PROGRESSIVE_PATTERNS: PatternDef[] = [
  {
    id: 'progressive-counting',
    name: 'Progressive Counting',
    native: [{ text: 'Sự Tính Lũy Tiến', language: 'Vietnamese' }],
    aliases: ['Progressive scoring'],
    value: 3,
    category: 'optional',
    definition:
      'Table option, unverified: when the hand already scores a pattern valued in mủn, All Sets, All Called, Half Flush, and Single Wait with All Runs and a Fully Closed Hand, each add 3 phán; Half Flush also adds 3 alongside both All Sets and All Called.',
    translations: {
      'zh-cn': {
        name: '累进计分',
        definition:
          '可选规则，未经核实：这手牌已有一个以mủn计的番种时，碰碰和、全求人、混一色，以及独听与平和、不求人同时成立，每项再加3 phán；混一色与碰碰和、全求人同时成立时，即使没有以mủn计的番种，也加3 phán。',
        explanation:
          '默认关闭：指南没有这一条，而它唯一的出处（riichi_advanced）依据的是一本我们读不到的手册。这样，一手牌一旦已有一个mủn，3 phán的番种就算作一个mủn。“已经有一个mủn”从窄理解：已计的以mủn计值的番种（清一色、天和地和人和、和打出的混儿……），绝不是加起来满六个的phán。有大三元时，加成改为大三元累进计分。',
      },
      vi: {
        definition:
          'Luật tùy chọn, chưa kiểm chứng: khi ván bài đã có một cách tính bằng mủn, thì Tui Tui, Toàn Cầu Nhần, Lai Hàng, và Xuyên cùng Phình với bài Kín, mỗi cách thêm 3 phán; Lai Hàng còn thêm 3 phán khi đi cùng cả Tui Tui lẫn Toàn Cầu Nhần.',
        explanation:
          'Mặc định tắt: bản hướng dẫn không có, và nguồn duy nhất của nó (riichi_advanced) làm theo một cuốn cẩm nang mà chúng tôi không đọc được. Nhờ vậy, một cách 3 phán được tính thành một mủn khi bài đã có một mủn. “Đã có một mủn” được hiểu hẹp: một cách tính bằng mủn được tính trong bài (Toàn Hàng, ù lượt đầu, ù khung đánh ra, …), không bao giờ là các phán cộng lại đủ sáu. Khi có Đại Tam Nguyên, khoản tăng là Sự Tính Lũy Tiến với Đại Tam Nguyên.',
      },
    },
    explanation:
      'Off by default: the guide does not have it, and its one source (riichi_advanced) implements a manual we could not read. A 3-phán pattern so counts as a mủn once the hand has one. "Already a mủn" is read narrowly: a counted pattern valued in mủn (Full Flush, a blessing, a discarded joker won on, …), never phán that add up to six. With Big Three Dragons the boost is Progressive Counting with Big Three Dragons instead.',
    source: SOURCE,
    derived(c, { options }) {
      if (options.progressiveCounting !== true) return null;
      const b = boosted(c);
      const mun = hasMun(c);
      const count = [
        mun && b.sets,
        mun && b.called,
        b.half && (mun || b.halfWithBoth),
        mun && b.trio,
      ].filter(Boolean).length;
      return count ? { count, value: 3 } : null;
    },
    examples: [
      ex(
        '6m [111m] [444m] [777m] [555m] @J4',
        true,
        24,
        {
          en: 'riichi_advanced’s own test (jokers may pair there): Full Flush and the discarded joker won on are mủn, so All Sets and All Called add 3 phán each: 3 + 3 + 6 + 1 mủn + 1 mủn = 4 mủn, which the liable discarder pays alone (512).',
          vi: 'Bài kiểm tra của chính riichi_advanced (ở đó khung được ghép đôi): Toàn Hàng và việc ù khung đánh ra là các cách tính bằng mủn, nên Tui Tui và Toàn Cầu Nhần mỗi cách thêm 3 phán: 3 + 3 + 6 + 1 mủn + 1 mủn = 4 mủn, người đánh ra phải đền trả một mình (512).',
          'zh-cn':
            'riichi_advanced自己的测试（那里允许混儿成对）：清一色和和打出的混儿都以mủn计，所以碰碰和与全求人各加3 phán：3 + 3 + 6 + 1 mủn + 1 mủn = 4 mủn，由包赔的打出者独自支付（512）。',
        },
        { seat: 'N', round: 'E', discarder: 'E' },
        { ...ON, jokersInPair: true },
      ),
      ex(
        'GD [222m] [444m] [666m] [888m] @GD',
        true,
        14,
        {
          en: 'No mủn pattern, but Half Flush counts with both All Sets and All Called: 3 more phán (2 mủn 2 phán with the no-joker phán).',
          vi: 'Không có cách nào tính bằng mủn, nhưng Lai Hàng đi cùng cả Tui Tui lẫn Toàn Cầu Nhần: thêm 3 phán (2 mủn 2 phán kể cả phán không khung).',
          'zh-cn':
            '没有以mủn计的番种，但混一色与碰碰和、全求人同时计：多加3 phán（连同无混儿的phán共2 mủn 2 phán）。',
        },
        { seat: 'E', round: 'E', discarder: 'S' },
        ON,
      ),
      ex(
        '123m 789s 55s 46p 234p @5p',
        true,
        18,
        {
          en: "The dealer's Blessing of Heaven is a mủn, so Single Wait, All Runs and a Fully Closed Hand together add 3 phán: 2 mủn + 1 + 1 + 1 + 3 = 3 mủn.",
          vi: 'Thiên Ù của nhà cái là một cách tính bằng mủn, nên Xuyên, Phình cùng bài Kín thêm 3 phán: 2 mủn + 1 + 1 + 1 + 3 = 3 mủn.',
          'zh-cn':
            '庄家的天和以mủn计，所以独听、平和与不求人合起来加3 phán：2 mủn + 1 + 1 + 1 + 3 = 3 mủn。',
        },
        { ...SELF_DRAWN, seat: 'E', blessing: 'heaven' },
        ON,
      ),
      ex(
        '123m 456m 789m 5m [NNN] @5m',
        false,
        3,
        {
          en: 'Half Flush alone, and no pattern valued in mủn: nothing to boost.',
          vi: 'Chỉ có Lai Hàng, không có cách nào tính bằng mủn: không có gì để tăng.',
          'zh-cn': '只有混一色，没有以mủn计的番种：没有可以累进的。',
        },
        ON_DISCARD,
        ON,
      ),
      ex(
        '6m [111m] [444m] [777m] [555m] @J4',
        false,
        18,
        {
          en: 'The same hand with the option off (the default): 3 mủn.',
          vi: 'Cùng bài đó khi tắt tùy chọn (mặc định): 3 mủn.',
          'zh-cn': '同一手牌，关闭这一选项（默认）：3 mủn。',
        },
        { seat: 'N', round: 'E', discarder: 'E' },
        { jokersInPair: true },
      ),
    ],
  },
  {
    id: 'progressive-counting-dragons',
    name: 'Progressive Counting with Big Three Dragons',
    native: [{ text: 'Sự Tính Lũy Tiến+', language: 'Vietnamese (riichi_advanced)' }],
    aliases: ['Progressive Counting+'],
    value: 3,
    category: 'optional',
    definition:
      'Table option, unverified: Big Three Dragons with All Terminals and Honours, or with two of All Sets, All Called and Half Flush: 3 phán, plus 1 mủn for each of All Terminals and Honours with All Sets, with All Called, and with Half Flush (or Half Flush with All Sets and All Called).',
    translations: {
      'zh-cn': {
        name: '大三元累进计分',
        definition:
          '可选规则，未经核实：大三元与混幺九同时成立，或与碰碰和、全求人、混一色中的两项同时成立：3 phán；另外，混幺九与碰碰和、混幺九与全求人、混幺九与混一色（或混一色与碰碰和、全求人）同时成立的，每有一组再加1 mủn。',
        explanation:
          '它替代普通的累进计分。显示的番值包括它加上的mủn：没有组合时3 phán，有一组时1 mủn 3 phán，有两组时2 mủn 3 phán。与累进计分一样默认关闭。',
      },
      vi: {
        definition:
          'Luật tùy chọn, chưa kiểm chứng: Đại Tam Nguyên cùng Tui Tui Lai Nhất Cửu, hoặc cùng hai trong ba cách Tui Tui, Toàn Cầu Nhần, Lai Hàng: 3 phán, cộng 1 mủn cho mỗi cặp Tui Tui Lai Nhất Cửu đi cùng Tui Tui, cùng Toàn Cầu Nhần, cùng Lai Hàng (hoặc Lai Hàng cùng Tui Tui và Toàn Cầu Nhần).',
        explanation:
          'Cách này thay cho Sự Tính Lũy Tiến thường. Giá trị hiển thị tính cả các mủn nó cộng thêm: 3 phán khi không có cặp nào, 1 mủn 3 phán khi có một cặp, 2 mủn 3 phán khi có hai cặp. Mặc định tắt, như Sự Tính Lũy Tiến.',
      },
    },
    explanation:
      'It replaces the plain Progressive Counting. The value shown counts the mủn it adds: 3 phán with no pairing, 1 mủn 3 phán with one, 2 mủn 3 phán with two. Off by default, as Progressive Counting.',
    excludes: [
      {
        id: 'progressive-counting',
        why: 'the Big Three Dragons boost replaces the plain one (as riichi_advanced counts it)',
      },
    ],
    source: SOURCE,
    derived(c, { options }) {
      if (options.progressiveCounting !== true || !dragonsCase(c)) return null;
      const b = boosted(c);
      const terminals = has(c, 'all-terminals-honours');
      const pairings = [
        terminals && b.sets,
        terminals && b.called,
        (terminals && b.half) || b.halfWithBoth,
        terminals && b.trio,
      ].filter(Boolean).length;
      return { count: 1, value: 3 + 6 * pairings };
    },
    examples: [
      ex(
        'WDWDJ1 GDGDGD RDRDRD 1p1p SS @1p +F2',
        true,
        36,
        {
          en: 'riichi_advanced’s own test: Big Three Dragons 9, All Terminals and Honours 1 mủn, All Sets 3, Half Flush 3, and the boost 3 phán + 2 mủn (with All Sets, with Half Flush) = 6 mủn.',
          vi: 'Bài kiểm tra của chính riichi_advanced: Đại Tam Nguyên 9, Tui Tui Lai Nhất Cửu 1 mủn, Tui Tui 3, Lai Hàng 3, và khoản tăng 3 phán + 2 mủn (cùng Tui Tui, cùng Lai Hàng) = 6 mủn.',
          'zh-cn':
            'riichi_advanced自己的测试：大三元9，混幺九1 mủn，碰碰和3，混一色3，累进加3 phán + 2 mủn（与碰碰和、与混一色）= 6 mủn。',
        },
        { seat: 'E', round: 'E', discarder: 'S' },
        ON,
      ),
      ex(
        'WDWDWD GDGDGD RDRDRD 1p1p SS @1p',
        true,
        43,
        {
          en: 'With no joker, All Sets adds its phán and Big Three Dragons its mủn: 7 mủn 1 phán.',
          vi: 'Không có khung thì Tui Tui thêm phán của nó và Đại Tam Nguyên thêm mủn của nó: 7 mủn 1 phán.',
          'zh-cn': '没有混儿时，碰碰和加它的phán，大三元加它的mủn：7 mủn 1 phán。',
        },
        { seat: 'E', round: 'E', discarder: 'S' },
        ON,
      ),
      ex(
        '12pJ1 5p WDWDWD GDGDGD RDRDRD @5p',
        false,
        12,
        {
          en: 'Big Three Dragons with Half Flush only: not the dragons case; and 9 + 3 phán make 2 mủn, but no pattern valued in mủn, so nothing is boosted (the narrow reading).',
          vi: 'Đại Tam Nguyên chỉ đi cùng Lai Hàng: không phải trường hợp có Đại Tam Nguyên; 9 + 3 phán đủ 2 mủn, nhưng không có cách nào tính bằng mủn, nên không có gì được tăng (cách hiểu hẹp).',
          'zh-cn':
            '大三元只与混一色同计：不属于大三元的情形；9 + 3 phán虽然够2 mủn，但没有以mủn计的番种，所以不累进（从窄理解）。',
        },
        { seat: 'E', round: 'E', discarder: 'S' },
        ON,
      ),
    ],
  },
];
