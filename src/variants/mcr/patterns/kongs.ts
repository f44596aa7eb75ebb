import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, x } from './define';

export const KONG_PATTERNS: PatternDef[] = [
  fan('four-kongs', {
    category: 'kongs',
    definition: 'Four kongs, exposed or concealed.',
    explanation:
      'Not also the smaller kong fans, All Pungs or Single Wait; concealed kongs still score the concealed-pung fans.',
    translations: {
      'zh-cn': {
        definition: '四个杠，明杠、暗杠都算。',
        explanation: '不再计较小的杠番、碰碰和和单钓将；暗杠照计暗刻的番。',
      },
      vi: {
        name: 'Coong Coong',
        definition: 'Bốn Coong, lộ hay kín đều được.',
        explanation:
          'Không tính thêm các cách Coong nhỏ hơn, Tui Tui hay Chờ đơn; Coong kín vẫn được tính các cách Phỗng kín.',
      },
    },
    excludes: [
      x('three-kongs', 'contained'),
      x('two-melded-kongs', 'contained'),
      x('two-concealed-kongs', 'contained'),
      x('concealed-kong-and-melded-kong', 'contained'),
      x('melded-kong', 'contained'),
      x('concealed-kong', 'contained'),
      x('all-pungs', 'implied'),
      x('single-wait', 'a four-kong hand always waits on the pair'),
    ],
    examples: [
      {
        hand: '5p [1111m] [2222s] [EEEE] [9999p] @5p',
        context: DISCARD,
        scores: true,
        total: 98,
        note: 'Four Kongs 88, Melded Hand 6, Prevalent Wind 2, Pung of Terminals or Honors ×2 (1m, 9p).',
        translations: {
          'zh-cn': { note: '四杠88番，全求人6番，圈风刻2番，幺九刻×2（1m、9p）。' },
          vi: {
            note: 'Coong Coong 88, Toàn Cầu Nhần 6, Tài Phao Gió 2, Phỗng nhất cửu hoặc chữ ×2 (1m, 9p).',
          },
        },
      },
      {
        hand: 'EEE 5p [1111m] [2222s] [9999p] @5p',
        context: DISCARD,
        scores: false,
        total: 43,
        note: 'East is only a pung: Three Kongs 32, All Pungs 6, Prevalent Wind 2, Pung of Terminals or Honors ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '东风只是刻子：三杠32番，碰碰和6番，圈风刻2番，幺九刻×2，单钓将1番。' },
          vi: {
            note: 'Đông chỉ là một Phỗng: Ba Coong 32, Tui Tui 6, Tài Phao Gió 2, Phỗng nhất cửu hoặc chữ ×2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('three-kongs', {
    category: 'kongs',
    definition: 'Three kongs, exposed or concealed.',
    explanation: 'Not also the one- and two-kong fans.',
    translations: {
      'zh-cn': {
        definition: '三个杠，明杠、暗杠都算。',
        explanation: '不再计一个杠和两个杠的番。',
      },
      vi: {
        name: 'Ba Coong',
        definition: 'Ba Coong, lộ hay kín đều được.',
        explanation: 'Không tính thêm các cách một Coong và hai Coong.',
      },
    },
    excludes: [
      x('two-melded-kongs', 'contained'),
      x('two-concealed-kongs', 'contained'),
      x('concealed-kong-and-melded-kong', 'contained'),
      x('melded-kong', 'contained'),
      x('concealed-kong', 'contained'),
    ],
    examples: [
      {
        hand: 'EEE 5p [1111m] [2222s] [9999p] @5p',
        context: DISCARD,
        scores: true,
        total: 43,
        note: 'Three Kongs 32, All Pungs 6, Prevalent Wind 2, Pung of Terminals or Honors ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三杠32番，碰碰和6番，圈风刻2番，幺九刻×2，单钓将1番。' },
          vi: {
            note: 'Ba Coong 32, Tui Tui 6, Tài Phao Gió 2, Phỗng nhất cửu hoặc chữ ×2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: 'EEE 999p 5p [1111m] [2222s] @5p',
        context: DISCARD,
        scores: false,
        total: 17,
        note: 'Two kongs: Two Melded Kongs 4, All Pungs 6, Two Concealed Pungs 2, Prevalent Wind 2, Pung of Terminals or Honors ×2, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '两个杠：双明杠4番，碰碰和6番，双暗刻2番，圈风刻2番，幺九刻×2，单钓将1番。',
          },
          vi: {
            note: 'Hai Coong: Hai Coong lộ 4, Tui Tui 6, Hai Phỗng kín 2, Tài Phao Gió 2, Phỗng nhất cửu hoặc chữ ×2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('two-concealed-kongs', {
    category: 'kongs',
    definition: 'Two concealed kongs.',
    explanation: 'Not also Concealed Kong, nor Two Concealed Pungs for the same two sets.',
    translations: {
      'zh-cn': { definition: '两个暗杠。', explanation: '不再计暗杠，这两副也不再计双暗刻。' },
      vi: {
        name: 'Hai Coong kín',
        definition: 'Hai Coong, cả hai đều kín.',
        explanation: 'Không tính thêm Coong kín, và hai bộ đó không được tính thêm Hai Phỗng kín.',
      },
    },
    excludes: [x('concealed-kong', 'contained'), x('two-concealed-pungs', 'contained')],
    examples: [
      {
        hand: '123m 5p {4444p} {7777s} [999s] @5p',
        context: DISCARD,
        scores: true,
        total: 9,
        note: 'Two Concealed Kongs 6, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '双暗杠6番，幺九刻1番，无字1番，单钓将1番。' },
          vi: { note: 'Hai Coong kín 6, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 5p {4444p} [7777s] [999s] @5p',
        context: DISCARD,
        scores: false,
        total: 8,
        note: 'One kong exposed: Concealed Kong and Melded Kong 5, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一个杠是明杠：明暗杠5番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Một Coong đã lộ: Coong kín và Coong lộ 5, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('two-melded-kongs', {
    category: 'kongs',
    definition: 'Two exposed kongs.',
    explanation: 'Not also Melded Kong.',
    translations: {
      'zh-cn': { definition: '两个明杠。', explanation: '不再计明杠。' },
      vi: {
        name: 'Hai Coong lộ',
        definition: 'Hai Coong, cả hai đều lộ.',
        explanation: 'Không tính thêm Coong lộ.',
      },
    },
    excludes: [x('melded-kong', 'contained')],
    examples: [
      {
        hand: '123m 5p [4444p] [7777s] [999s] @5p',
        context: DISCARD,
        scores: true,
        total: 7,
        note: 'Two Melded Kongs 4, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '双明杠4番，幺九刻1番，无字1番，单钓将1番。' },
          vi: { note: 'Hai Coong lộ 4, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 5p [4444p] [777s] [999s] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'One kong: Melded Kong 1, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '只有一个杠：明杠1番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Một Coong: Coong lộ 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('concealed-kong-and-melded-kong', {
    category: 'kongs',
    definition:
      'One concealed and one exposed kong (not among the 81; the reference calculator scores it by default, after the Mahjong International League rules).',
    explanation:
      'With the kong option set to separate, the same two kongs score Melded Kong 1 + Concealed Kong 2 instead.',
    translations: {
      'zh-cn': {
        definition:
          '一个暗杠加一个明杠（不在81番之列；参考算番器依照国际麻将联盟的规则默认计入）。',
        explanation: '杠的选项设为分开计时，同样这两个杠改计明杠1番＋暗杠2番。',
      },
      vi: {
        name: 'Coong kín và Coong lộ',
        definition:
          'Một Coong kín và một Coong lộ (không thuộc 81 cách; máy tính tham chiếu mặc định tính cách này, theo luật của Liên đoàn Mạt chược Quốc tế).',
        explanation:
          'Khi tùy chọn về Coong đặt là tính riêng, cũng hai Coong đó được tính Coong lộ 1 + Coong kín 2 thay vào.',
      },
    },
    source: reference(
      'its fan table',
      'counted as one combined fan by default; the table rule “One concealed and one melded kong” can count them separately',
    ),
    aliases: ['Melded and Concealed Kong'],
    excludes: [x('melded-kong', 'contained'), x('concealed-kong', 'contained')],
    examples: [
      {
        hand: '345p 789s N [1111s] {2222m} @N',
        context: { seat: 'E', round: 'E', discarder: 'S' },
        scores: true,
        total: 7,
        note: 'As the reference calculator counts it by default: Concealed Kong and Melded Kong 5, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '参考算番器默认的算法：明暗杠5番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Như máy tính tham chiếu mặc định tính: Coong kín và Coong lộ 5, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '345p 789s N [1111s] {2222m} @N',
        context: { seat: 'E', round: 'E', discarder: 'S' },
        options: { kongCombination: 'separate' },
        scores: false,
        total: 5,
        note: 'The same hand with the kongs scored separately: Concealed Kong 2, Melded Kong 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '同一手牌，两个杠分开计：暗杠2番，明杠1番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Cùng bài đó khi các Coong được tính riêng: Coong kín 2, Coong lộ 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('concealed-kong', {
    category: 'kongs',
    definition: 'A concealed kong.',
    explanation: 'It also counts as a concealed pung for the concealed-pung fans.',
    translations: {
      'zh-cn': { definition: '一个暗杠。', explanation: '计暗刻的番时，它也算作一副暗刻。' },
      vi: {
        name: 'Coong kín',
        definition: 'Một Coong kín.',
        explanation: 'Nó cũng được tính là một Phỗng kín cho các cách Phỗng kín.',
      },
    },
    examples: [
      {
        hand: '123m 456p 5p {7777s} [999s] @5p',
        context: DISCARD,
        scores: true,
        total: 5,
        note: 'Concealed Kong 2, Pung of Terminals or Honors 1, No Honors 1, Closed Wait 1 (only 5p wins; the 5 may sit in 456, and Closed outranks Single).',
        translations: {
          'zh-cn': {
            note: '暗杠2番，幺九刻1番，无字1番，坎张1番（只有5p能和；这张5可以放在456里，坎张优先于单钓将）。',
          },
          vi: {
            note: 'Coong kín 2, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ giữa 1 (chỉ 5p ù được; quân 5 có thể nằm trong 456, và Chờ giữa xếp trên Chờ đơn).',
          },
        },
      },
      {
        hand: '123m 456p 5p [7777s] [999s] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'Melded Kong 1, Pung of Terminals or Honors 1, No Honors 1, Closed Wait 1.',
        translations: {
          'zh-cn': { note: '明杠1番，幺九刻1番，无字1番，坎张1番。' },
          vi: { note: 'Coong lộ 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ giữa 1.' },
        },
      },
    ],
  }),
  fan('melded-kong', {
    category: 'kongs',
    definition: 'An exposed kong.',
    explanation: 'Two of them score Two Melded Kongs instead.',
    translations: {
      'zh-cn': { definition: '一个明杠。', explanation: '两个明杠改计双明杠。' },
      vi: {
        name: 'Coong lộ',
        definition: 'Một Coong lộ.',
        explanation: 'Có hai Coong lộ thì được tính Hai Coong lộ thay vào.',
      },
    },
    examples: [
      {
        hand: '123m 456p 5p [7777s] [999s] @5p',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Melded Kong 1, Pung of Terminals or Honors 1, No Honors 1, Closed Wait 1.',
        translations: {
          'zh-cn': { note: '明杠1番，幺九刻1番，无字1番，坎张1番。' },
          vi: { note: 'Coong lộ 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ giữa 1.' },
        },
      },
      {
        hand: '123m 456p 5p [777s] [999s] @5p',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'A pung, not a kong: Pung of Terminals or Honors 1, No Honors 1, Closed Wait 1.',
        translations: {
          'zh-cn': { note: '是刻子，不是杠：幺九刻1番，无字1番，坎张1番。' },
          vi: {
            note: 'Một Phỗng, không phải Coong: Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ giữa 1.',
          },
        },
      },
    ],
  }),
];
