import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, inSets, strict, x } from './define';

const oneSuit = 'all from one suit';
const chowCaps = reference('its scoring principles');

export const CHOW_PATTERNS: PatternDef[] = [
  fan('pure-terminal-chows', {
    category: 'chows',
    definition: '123 123 789 789 of one suit and a pair of 5 of that suit.',
    explanation:
      'Nothing else is counted for its chows, suit or pair: no Full Flush, All Chows, No Honors, Seven Pairs or chow 1-pointers.',
    translations: {
      'zh-cn': {
        definition: '同一花色的123、123、789、789，以该花色的5作将。',
        explanation:
          '它的顺子、花色和将牌都不再计其他番：不计清一色、平和、无字、七对和顺子的1番。',
      },
      vi: {
        name: 'Sảnh đầu cuối một hàng',
        definition: '123, 123, 789, 789 cùng một hàng và một đôi 5 của hàng đó.',
        explanation:
          'Các sảnh, hàng và đôi của nó không được tính thêm gì: không Toàn Hàng, Phình, Không quân chữ, Pe Pe hay các cách sảnh 1 điểm.',
      },
    },
    aliases: ['Pure Double Dragon'],
    excludes: [
      x('full-flush', 'the hand is one suit by construction'),
      x('all-chows', 'implied'),
      x('no-honors', 'implied'),
    ],
    examples: [
      {
        hand: '1122335577889s @9s',
        context: DISCARD,
        scores: true,
        total: 66,
        note: 'Pure Terminal Chows 64, Concealed Hand 2 (6s would also have won, so no wait fan).',
        translations: {
          'zh-cn': { note: '一色双龙会64番，门前清2番（和6s也能和，所以不计听牌的番）。' },
          vi: {
            note: 'Sảnh đầu cuối một hàng 64, Bài kín 2 (quân 6s cũng ù được, nên không có điểm chờ).',
          },
        },
      },
      {
        hand: '1122334477889s @9s',
        context: DISCARD,
        scores: false,
        total: 48,
        note: 'A pair of 4s: the sets reading gives 31, Seven Pairs 24 + Full Flush 24 is higher.',
        translations: {
          'zh-cn': { note: '一对4：按面子算得31番，七对24番 + 清一色24番更高。' },
          vi: { note: 'Một đôi 4: đọc theo bộ được 31, Pe Pe 24 + Toàn Hàng 24 cao hơn.' },
        },
      },
    ],
  }),
  fan('quadruple-chow', {
    category: 'chows',
    definition: 'Four identical chows of one suit.',
    explanation: 'Not also Pure Triple Chow, Pure Double Chow or Tile Hog.',
    translations: {
      'zh-cn': {
        definition: '同一花色的四副相同的顺子。',
        explanation: '不再计一色三同顺、一般高和四归一。',
      },
      vi: {
        name: 'Bốn sảnh giống nhau',
        definition: 'Bốn sảnh giống hệt nhau cùng một hàng.',
        explanation: 'Không tính thêm Ba sảnh giống nhau, Hai sảnh giống nhau hay Ôm bốn quân.',
      },
    },
    excludes: [
      inSets('pure-triple-chow', 'contained'),
      inSets('pure-double-chow', 'contained'),
      x('tile-hog', 'its four copies are the chows themselves'),
      strict('one-voided-suit'),
    ],
    examples: [
      {
        hand: '111122223333p 5s @5s',
        context: DISCARD,
        scores: true,
        total: 61,
        note: 'Quadruple Chow 48, Reversible Tiles 8 (1-3 dots and 5 bamboo), All Chows 2, Concealed Hand 2, Single Wait 1; read as pungs it makes less.',
        translations: {
          'zh-cn': {
            note: '一色四同顺48番，推不倒8番（1–3饼和5条），平和2番，门前清2番，单钓将1番；按刻子算得分更少。',
          },
          vi: {
            note: 'Bốn sảnh giống nhau 48, Quân đối xứng 8 (1–3 Văn và 5 Sách), Phình 2, Bài kín 2, Chờ đơn 1; đọc thành các Phỗng thì được ít hơn.',
          },
        },
      },
      {
        hand: '789s 5p [123m] [123m] [123m] @5p',
        context: DISCARD,
        scores: false,
        total: 27,
        note: 'Three identical chows: Pure Triple Chow 24, All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三副相同的顺子：一色三同顺24番，平和2番，单钓将1番。' },
          vi: { note: 'Ba sảnh y hệt nhau: Ba sảnh giống nhau 24, Phình 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('four-pure-shifted-chows', {
    category: 'chows',
    definition: `Four chows ${oneSuit}, each one or each two higher than the last (123 234 345 456 or 123 345 567 789).`,
    explanation:
      'Its chows make no other chow fan (no Pure Shifted Chows, Short Straight or Two Terminal Chows).',
    translations: {
      'zh-cn': {
        definition:
          '同一花色的四副顺子，每副比前一副依次高一位或依次高两位（如123 234 345 456，或123 345 567 789）。',
        explanation: '它的顺子不再组成其他顺子番（不计一色三步高、连六和老少副）。',
      },
      vi: {
        name: 'Bốn sảnh bậc thang một hàng',
        definition:
          'Bốn sảnh cùng một hàng, sảnh sau cao hơn sảnh trước đều một số hoặc đều hai số (123 234 345 456 hoặc 123 345 567 789).',
        explanation:
          'Các sảnh của nó không tạo thêm cách sảnh nào khác (không Ba sảnh bậc thang một hàng, Sảnh sáu số hay Hai sảnh đầu cuối).',
      },
    },
    excludes: [inSets('pure-shifted-chows', 'contained'), strict('one-voided-suit')],
    examples: [
      {
        hand: '456p 9s [123p] [234p] [345p] @9s',
        context: DISCARD,
        scores: true,
        total: 36,
        note: 'Four Pure Shifted Chows 32, All Chows 2, One Voided Suit 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一色四步高32番，平和2番，缺一门1番，单钓将1番。' },
          vi: { note: 'Bốn sảnh bậc thang một hàng 32, Phình 2, Thiếu một hàng 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '567p 9s [123p] [234p] [345p] @9s',
        context: DISCARD,
        scores: false,
        total: 21,
        note: 'The fourth chow breaks the step: Pure Shifted Chows 16, Short Straight 1 (234 with 567), All Chows 2, One Voided Suit 1, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '第四副顺子断了步：一色三步高16番，连六1番（234和567），平和2番，缺一门1番，单钓将1番。',
          },
          vi: {
            note: 'Sảnh thứ tư làm gãy bậc: Ba sảnh bậc thang một hàng 16, Sảnh sáu số 1 (234 với 567), Phình 2, Thiếu một hàng 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('pure-triple-chow', {
    category: 'chows',
    definition: `Three identical chows, ${oneSuit}.`,
    explanation:
      'Not also Pure Double Chow for those chows. When a hand reads equally well as three chows or as three pungs, the scorer reports this reading (the rules leave the choice).',
    translations: {
      'zh-cn': {
        definition: '同一花色的三副相同的顺子。',
        explanation:
          '这几副顺子不再计一般高。同一副牌读成三副顺子和读成三副刻子一样好时，算番器报这种读法（规则没有规定选哪种）。',
      },
      vi: {
        name: 'Ba sảnh giống nhau',
        definition: 'Ba sảnh giống hệt nhau, cùng một hàng.',
        explanation:
          'Các sảnh đó không được tính thêm Hai sảnh giống nhau. Khi một bài đọc thành ba sảnh hay ba Phỗng đều tốt như nhau, máy tính điểm báo cách đọc này (luật để ngỏ việc chọn).',
      },
    },
    excludes: [inSets('pure-double-chow', 'contained')],
    examples: [
      {
        hand: '789s 5p [123m] [123m] [123m] @5p',
        context: DISCARD,
        scores: true,
        total: 27,
        note: 'Pure Triple Chow 24, All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一色三同顺24番，平和2番，单钓将1番。' },
          vi: { note: 'Ba sảnh giống nhau 24, Phình 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '789s 5p [123m] [123m] [234m] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'Two identical chows: Pure Double Chow 1, All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '两副相同的顺子：一般高1番，平和2番，单钓将1番。' },
          vi: { note: 'Hai sảnh y hệt nhau: Hai sảnh giống nhau 1, Phình 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('pure-straight', {
    category: 'chows',
    definition: `123, 456 and 789 ${oneSuit}.`,
    explanation:
      'Its chows are not paired again into Short Straight or Two Terminal Chows (non-separation).',
    translations: {
      'zh-cn': {
        definition: '同一花色的123、456、789。',
        explanation: '它的顺子不再两两组成连六或老少副（不拆移原则）。',
      },
      vi: {
        name: 'Dãy 1–9 một hàng',
        definition: '123, 456 và 789 cùng một hàng.',
        explanation:
          'Các sảnh của nó không được ghép lại từng đôi thành Sảnh sáu số hay Hai sảnh đầu cuối (nguyên tắc Không tách).',
      },
    },
    aliases: ['Pure Dragon', 'Full Straight'],
    examples: [
      {
        hand: '789m 5p [123m] [456m] [999s] @5p',
        context: DISCARD,
        scores: true,
        total: 19,
        note: 'Pure Straight 16, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '清龙16番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Dãy 1–9 một hàng 16, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '789m 5p [123m] [345m] [999s] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: '345 instead of 456: Two Terminal Chows 1, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '345代替了456：老少副1番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: '345 thay cho 456: Hai sảnh đầu cuối 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('three-suited-terminal-chows', {
    category: 'chows',
    definition: '123 and 789 in each of two suits and a pair of 5 in the third.',
    explanation: 'Not also All Chows, No Honors, Mixed Double Chow or Two Terminal Chows.',
    translations: {
      'zh-cn': {
        definition: '两种花色各有123和789，以第三种花色的5作将。',
        explanation: '不再计平和、无字、喜相逢和老少副。',
      },
      vi: {
        name: 'Sảnh đầu cuối ba hàng',
        definition: '123 và 789 ở mỗi hàng trong hai hàng, và một đôi 5 của hàng thứ ba.',
        explanation:
          'Không tính thêm Phình, Không quân chữ, Hai sảnh cùng số hai hàng hay Hai sảnh đầu cuối.',
      },
    },
    aliases: ['Mixed Double Dragon'],
    excludes: [x('all-chows', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '123789m 123789s 5p @5p',
        context: DISCARD,
        scores: true,
        total: 19,
        note: 'Three-Suited Terminal Chows 16, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三色双龙会16番，门前清2番，单钓将1番。' },
          vi: { note: 'Sảnh đầu cuối ba hàng 16, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '123789m 123789s 5m @5m',
        context: DISCARD,
        scores: false,
        total: 9,
        note: 'The pair is in a chow suit: Mixed Double Chow ×2 and Two Terminal Chows ×1 (four pairings capped at three, account-once), All Chows 2, Concealed Hand 2, One Voided Suit 1, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '将在有顺子的花色里：喜相逢×2和老少副×1（四种组合，按套算一次原则最多计三个），平和2番，门前清2番，缺一门1番，单钓将1番。',
          },
          vi: {
            note: 'Đôi nằm ở một hàng có sảnh: Hai sảnh cùng số hai hàng ×2 và Hai sảnh đầu cuối ×1 (bốn cách ghép, giới hạn ở ba theo Tính một lần), Phình 2, Bài kín 2, Thiếu một hàng 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('pure-shifted-chows', {
    category: 'chows',
    definition: `Three chows ${oneSuit}, each one or each two higher than the last.`,
    explanation: 'A fourth chow may add one 1-point fan with them, no more.',
    translations: {
      'zh-cn': {
        definition: '同一花色的三副顺子，每副比前一副依次高一位或依次高两位。',
        explanation: '第四副顺子可以和它们再组成一个1番的番，不能更多。',
      },
      vi: {
        name: 'Ba sảnh bậc thang một hàng',
        definition:
          'Ba sảnh cùng một hàng, sảnh sau cao hơn sảnh trước đều một số hoặc đều hai số.',
        explanation: 'Một sảnh thứ tư có thể ghép với chúng thêm một cách 1 điểm, không hơn.',
      },
    },
    source: chowCaps,
    examples: [
      {
        hand: '345p 9s [123p] [234p] [789m] @9s',
        context: DISCARD,
        scores: true,
        total: 19,
        note: 'Pure Shifted Chows 16, All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一色三步高16番，平和2番，单钓将1番。' },
          vi: { note: 'Ba sảnh bậc thang một hàng 16, Phình 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '456p 9s [123p] [234p] [789m] @9s',
        context: DISCARD,
        scores: false,
        total: 4,
        note: '123 234 456: only Short Straight 1 (123 with 456), All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '123 234 456：只有连六1番（123和456），平和2番，单钓将1番。' },
          vi: { note: '123 234 456: chỉ có Sảnh sáu số 1 (123 với 456), Phình 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('mixed-straight', {
    category: 'chows',
    definition: '123, 456 and 789, each in a different suit.',
    explanation: 'A fourth chow may add one 1-point fan with them (account-once).',
    translations: {
      'zh-cn': {
        definition: '三种花色各一副，分别是123、456、789。',
        explanation: '第四副顺子可以和它们再组成一个1番的番（套算一次原则）。',
      },
      vi: {
        name: 'Dãy 1–9 ba hàng',
        definition: '123, 456 và 789, mỗi sảnh ở một hàng khác nhau.',
        explanation:
          'Một sảnh thứ tư có thể ghép với chúng thêm một cách 1 điểm (nguyên tắc Tính một lần).',
      },
    },
    aliases: ['Mixed Dragon'],
    source: chowCaps,
    examples: [
      {
        hand: '123m 456p 789s 222m 9p @9p',
        context: DISCARD,
        scores: true,
        total: 14,
        note: 'Mixed Straight 8, Tile Hog 2 (four 2 characters), Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '花龙8番，四归一2番（四张2万），门前清2番，无字1番，单钓将1番。' },
          vi: {
            note: 'Dãy 1–9 ba hàng 8, Ôm bốn quân 2 (bốn quân 2 Vạn), Bài kín 2, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '123m 456p 789p 222m 9s @9s',
        context: DISCARD,
        scores: false,
        total: 7,
        note: '456 and 789 both in dots: Short Straight 1, Tile Hog 2, Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '456和789都是饼子：连六1番，四归一2番，门前清2番，无字1番，单钓将1番。',
          },
          vi: {
            note: '456 và 789 đều là Văn: Sảnh sáu số 1, Ôm bốn quân 2, Bài kín 2, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('mixed-triple-chow', {
    category: 'chows',
    definition: 'The same chow in each of the three suits.',
    explanation: 'Not also Mixed Double Chow for those chows.',
    translations: {
      'zh-cn': {
        definition: '三种花色各有一副序数相同的顺子。',
        explanation: '这几副顺子不再计喜相逢。',
      },
      vi: {
        name: 'Ba sảnh cùng số ba hàng',
        definition: 'Ba sảnh cùng số, mỗi hàng một sảnh.',
        explanation: 'Các sảnh đó không được tính thêm Hai sảnh cùng số hai hàng.',
      },
    },
    excludes: [inSets('mixed-double-chow', 'contained')],
    examples: [
      {
        hand: '123m 123p 123s 555s 9p @9p',
        context: DISCARD,
        scores: true,
        total: 12,
        note: 'Mixed Triple Chow 8, Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三色三同顺8番，门前清2番，无字1番，单钓将1番。' },
          vi: { note: 'Ba sảnh cùng số ba hàng 8, Bài kín 2, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 123p 234s 555s 9p @9p',
        context: DISCARD,
        scores: false,
        total: 5,
        note: 'Only two alike: Mixed Double Chow 1, Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '只有两副相同：喜相逢1番，门前清2番，无字1番，单钓将1番。' },
          vi: {
            note: 'Chỉ có hai sảnh giống nhau: Hai sảnh cùng số hai hàng 1, Bài kín 2, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('mixed-shifted-chows', {
    category: 'chows',
    definition: 'Three chows in three suits, each one higher than the last (e.g. 123m 234p 345s).',
    explanation: 'A fourth chow may add one 1-point fan with them.',
    translations: {
      'zh-cn': {
        definition: '三种花色各一副顺子，每副比前一副高一位（如123万、234饼、345条）。',
        explanation: '第四副顺子可以和它们再组成一个1番的番。',
      },
      vi: {
        name: 'Ba sảnh bậc thang ba hàng',
        definition: 'Ba sảnh ở ba hàng, sảnh sau cao hơn sảnh trước một số (ví dụ 123m 234p 345s).',
        explanation: 'Một sảnh thứ tư có thể ghép với chúng thêm một cách 1 điểm.',
      },
    },
    examples: [
      {
        hand: '123m 234p 345s 555s 9p @9p',
        context: DISCARD,
        scores: true,
        total: 12,
        note: 'Mixed Shifted Chows 6, Tile Hog 2 (four 5 bamboo), Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三色三步高6番，四归一2番（四张5条），门前清2番，无字1番，单钓将1番。' },
          vi: {
            note: 'Ba sảnh bậc thang ba hàng 6, Ôm bốn quân 2 (bốn quân 5 Sách), Bài kín 2, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '123m 234p 456s 555s 9p @9p',
        context: DISCARD,
        scores: false,
        total: 6,
        note: 'The steps are 1 then 2: Tile Hog 2, Concealed Hand 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '步差先是1后是2：四归一2番，门前清2番，无字1番，单钓将1番。' },
          vi: {
            note: 'Các bậc là 1 rồi 2: Ôm bốn quân 2, Bài kín 2, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('all-chows', {
    category: 'chows',
    definition: 'Four chows and a pair of suited tiles.',
    explanation: 'Not also No Honors. The wait does not matter in MCR.',
    translations: {
      'zh-cn': {
        definition: '四副顺子，加一对序数牌作将。',
        explanation: '不再计无字。国标麻将的平和不论听什么牌。',
      },
      vi: {
        name: 'Phình',
        definition: 'Bốn sảnh và một đôi quân số.',
        explanation:
          'Không tính thêm Không quân chữ. Trong MCR, chờ quân nào cũng không quan trọng.',
      },
    },
    aliases: ['Ping Hu'],
    excludes: [x('no-honors', 'the pair must be a suited tile, so there are no honours')],
    examples: [
      {
        hand: '234m 456p 678s 234s 9p @9p',
        context: DISCARD,
        scores: true,
        total: 6,
        note: 'All Chows 2, Concealed Hand 2, Mixed Double Chow 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '平和2番，门前清2番，喜相逢1番，单钓将1番。' },
          vi: { note: 'Phình 2, Bài kín 2, Hai sảnh cùng số hai hàng 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '234m 456p 678s 234s N @N',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'An honour pair: Mixed Double Chow 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '将是字牌：喜相逢1番，门前清2番，单钓将1番。' },
          vi: { note: 'Đôi là quân chữ: Hai sảnh cùng số hai hàng 1, Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('pure-double-chow', {
    category: 'chows',
    definition: 'Two identical chows of one suit.',
    explanation: 'Counts per occurrence, within the account-once cap on chow 1-pointers.',
    translations: {
      'zh-cn': {
        definition: '同一花色的两副相同的顺子。',
        explanation: '按出现次数计，受顺子1番的套算一次原则限制。',
      },
      vi: {
        name: 'Hai sảnh giống nhau',
        definition: 'Hai sảnh giống hệt nhau cùng một hàng.',
        explanation:
          'Tính theo mỗi lần xuất hiện, trong giới hạn Tính một lần của các cách sảnh 1 điểm.',
      },
    },
    source: chowCaps,
    examples: [
      {
        hand: '234m 234m 567p 789s N @N',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Pure Double Chow 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一般高1番，门前清2番，单钓将1番。' },
          vi: { note: 'Hai sảnh giống nhau 1, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '234m 345m 567p 789s N @N',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'Different chows: Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '顺子各不相同：门前清2番，单钓将1番。' },
          vi: { note: 'Các sảnh đều khác nhau: Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('mixed-double-chow', {
    category: 'chows',
    definition: 'The same chow in two suits.',
    explanation: 'Counts per occurrence, within the account-once cap on chow 1-pointers.',
    translations: {
      'zh-cn': {
        definition: '两种花色各有一副序数相同的顺子。',
        explanation: '按出现次数计，受顺子1番的套算一次原则限制。',
      },
      vi: {
        name: 'Hai sảnh cùng số hai hàng',
        definition: 'Hai sảnh cùng số ở hai hàng khác nhau.',
        explanation:
          'Tính theo mỗi lần xuất hiện, trong giới hạn Tính một lần của các cách sảnh 1 điểm.',
      },
    },
    source: chowCaps,
    examples: [
      {
        hand: '234m 234p 567p 789s N @N',
        context: DISCARD,
        scores: true,
        total: 5,
        note: 'Mixed Double Chow 1, Short Straight 1 (234p with 567p), Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '喜相逢1番，连六1番（234p和567p），门前清2番，单钓将1番。' },
          vi: {
            note: 'Hai sảnh cùng số hai hàng 1, Sảnh sáu số 1 (234p với 567p), Bài kín 2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '234m 345p 567p 789s N @N',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '门前清2番，单钓将1番。' },
          vi: { note: 'Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('short-straight', {
    category: 'chows',
    definition: 'Two chows of one suit making six consecutive numbers (e.g. 234 567).',
    explanation: 'Counts per occurrence, within the account-once cap on chow 1-pointers.',
    translations: {
      'zh-cn': {
        definition: '同一花色的两副顺子，连成六个相连的数（如234 567）。',
        explanation: '按出现次数计，受顺子1番的套算一次原则限制。',
      },
      vi: {
        name: 'Sảnh sáu số',
        definition: 'Hai sảnh cùng một hàng, nối thành sáu số liên tiếp (ví dụ 234 567).',
        explanation:
          'Tính theo mỗi lần xuất hiện, trong giới hạn Tính một lần của các cách sảnh 1 điểm.',
      },
    },
    source: chowCaps,
    examples: [
      {
        hand: '234m 567m 123p 789s N @N',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Short Straight 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '连六1番，门前清2番，单钓将1番。' },
          vi: { note: 'Sảnh sáu số 1, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '234m 678m 123p 789s N @N',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'A gap between the chows: Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '两副顺子之间有空档：门前清2番，单钓将1番。' },
          vi: { note: 'Giữa hai sảnh có một khoảng hở: Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('two-terminal-chows', {
    category: 'chows',
    definition: '123 and 789 of one suit.',
    explanation: 'Counts per occurrence, within the account-once cap on chow 1-pointers.',
    translations: {
      'zh-cn': {
        definition: '同一花色的123和789。',
        explanation: '按出现次数计，受顺子1番的套算一次原则限制。',
      },
      vi: {
        name: 'Hai sảnh đầu cuối',
        definition: '123 và 789 cùng một hàng.',
        explanation:
          'Tính theo mỗi lần xuất hiện, trong giới hạn Tính một lần của các cách sảnh 1 điểm.',
      },
    },
    source: chowCaps,
    examples: [
      {
        hand: '123m 789m 456p 345s N @N',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Two Terminal Chows 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '老少副1番，门前清2番，单钓将1番。' },
          vi: { note: 'Hai sảnh đầu cuối 1, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 678m 456p 345s N @N',
        context: DISCARD,
        scores: false,
        total: 3,
        note: '678 instead of 789: Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '678代替了789：门前清2番，单钓将1番。' },
          vi: { note: '678 thay cho 789: Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
];
