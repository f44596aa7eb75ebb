import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, SELF, x } from './define';

const waitRule =
  'Scores only when the 13 tiles before the win waited on this one tile kind (regular and seven-pairs shapes checked), and at most one of Edge, Closed and Single Wait (in that priority).';

export const WIN_PATTERNS: PatternDef[] = [
  fan('last-tile-draw', {
    category: 'win',
    definition: 'Self-drawn win on the last tile of the wall.',
    explanation: 'Not also Self-Drawn.',
    translations: {
      'zh-cn': { definition: '自摸牌墙的最后一张牌和牌。', explanation: '不再计自摸。' },
      vi: {
        name: 'Tự ù quân cuối cùng',
        definition: 'Tự ù bằng quân cuối cùng của tường.',
        explanation: 'Không tính thêm Tự ù.',
      },
    },
    aliases: ['Last Tile Drawn', 'Under the Sea'],
    excludes: [x('self-drawn', 'implied')],
    examples: [
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: { ...SELF, lastTile: true },
        scores: true,
        total: 14,
        note: 'Last Tile Draw 8, Fully Concealed Hand 4, All Simples 2.',
        translations: {
          'zh-cn': { note: '妙手回春8番，不求人4番，断幺2番。' },
          vi: { note: 'Tự ù quân cuối cùng 8, Kín 4, Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: SELF,
        scores: false,
        total: 6,
        note: 'An ordinary self-draw: Fully Concealed Hand 4, All Simples 2.',
        translations: {
          'zh-cn': { note: '普通自摸：不求人4番，断幺2番。' },
          vi: { note: 'Một lần tự ù thường: Kín 4, Toàn quân 2–8 2.' },
        },
      },
    ],
  }),
  fan('last-tile-claim', {
    category: 'win',
    definition: 'Win on the discard after the wall’s last tile.',
    explanation: 'Set the last-tile flag on a discard win.',
    translations: {
      'zh-cn': {
        definition: '和牌墙最后一张牌摸出之后打出的那张牌。',
        explanation: '点炮和牌时，勾选“最后一张”标记。',
      },
      vi: {
        name: 'Ù quân đánh ra cuối cùng',
        definition: 'Ù quân đánh ra sau khi quân cuối cùng của tường đã được bốc.',
        explanation: 'Đánh dấu “Quân cuối” khi ù quân người khác đánh ra.',
      },
    },
    examples: [
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: { ...DISCARD, lastTile: true },
        scores: true,
        total: 12,
        note: 'Last Tile Claim 8, All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '海底捞月8番，断幺2番，门前清2番。' },
          vi: { note: 'Ù quân đánh ra cuối cùng 8, Toàn quân 2–8 2, Bài kín 2.' },
        },
      },
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'An ordinary discard: All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '和普通打出的牌：断幺2番，门前清2番。' },
          vi: { note: 'Một quân đánh ra thường: Toàn quân 2–8 2, Bài kín 2.' },
        },
      },
    ],
  }),
  fan('out-with-replacement-tile', {
    category: 'win',
    definition: 'Self-drawn win on the replacement tile drawn after declaring a kong.',
    explanation: 'Not also Self-Drawn. The flag is ignored on a hand without a kong.',
    translations: {
      'zh-cn': {
        definition: '开杠后补摸的牌自摸和牌。',
        explanation: '不再计自摸。牌里没有杠时，这个标记不起作用。',
      },
      vi: {
        name: 'Coong Xừng Phá',
        definition: 'Tự ù bằng quân bốc bù sau khi Coong.',
        explanation: 'Không tính thêm Tự ù. Dấu này bị bỏ qua nếu bài không có Coong.',
      },
    },
    aliases: ['Kong Replacement', 'Win on a Kong'],
    source: reference('its exclusion rules'),
    excludes: [x('self-drawn', 'implied')],
    examples: [
      {
        hand: '234m 456p 678s 5s {2222s} @5s',
        context: { ...SELF, kongReplacement: true },
        scores: true,
        total: 16,
        note: 'Out with Replacement Tile 8, Fully Concealed Hand 4, Concealed Kong 2, All Simples 2.',
        translations: {
          'zh-cn': { note: '杠上开花8番，不求人4番，暗杠2番，断幺2番。' },
          vi: { note: 'Coong Xừng Phá 8, Kín 4, Coong kín 2, Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '234m 456p 678s 5s {2222s} @5s',
        context: SELF,
        scores: false,
        total: 8,
        note: 'An ordinary self-draw: Fully Concealed Hand 4, Concealed Kong 2, All Simples 2.',
        translations: {
          'zh-cn': { note: '普通自摸：不求人4番，暗杠2番，断幺2番。' },
          vi: { note: 'Một lần tự ù thường: Kín 4, Coong kín 2, Toàn quân 2–8 2.' },
        },
      },
    ],
  }),
  fan('robbing-the-kong', {
    category: 'win',
    definition: 'Win on the tile another player adds to an exposed pung to make a kong.',
    explanation:
      'Not also Last Tile. The flag is dropped (and the result says so) when the hand already holds a copy of the winning tile, since the robbed tile would then be a fifth.',
    translations: {
      'zh-cn': {
        definition: '和别人加杠的那张牌：他把这张牌加到已碰出的刻子上成杠。',
        explanation:
          '不再计和绝张。手里已经有一张和牌张时，这个标记会被去掉（结果会说明），因为被抢的那张就成了第五张。',
      },
      vi: {
        name: 'Bắt Coong',
        definition: 'Ù quân mà người khác thêm vào Phỗng đã lộ để thành Coong.',
        explanation:
          'Không tính thêm Ù quân thứ tư. Dấu này bị bỏ đi (và kết quả có ghi rõ) khi bài đã có một quân giống quân ù, vì khi đó quân bị cướp sẽ là quân thứ năm.',
      },
    },
    source: reference('its exclusion rules'),
    aliases: ['Robbing a Kong'],
    excludes: [x('last-tile', 'implied: the other three copies are in the robbed kong')],
    examples: [
      {
        hand: '234m 456p 78s 222s 55s @6s',
        context: { ...DISCARD, robbingKong: true },
        scores: true,
        total: 12,
        note: 'Robbing the Kong 8, All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '抢杠和8番，断幺2番，门前清2番。' },
          vi: { note: 'Bắt Coong 8, Toàn quân 2–8 2, Bài kín 2.' },
        },
      },
      {
        hand: '234m 456s 78s 222p 55p @6s',
        context: { ...DISCARD, robbingKong: true },
        scores: false,
        total: 4,
        note: 'The hand holds a 6 of bamboo already: the flag is dropped. All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '手里已经有一张6条：这个标记被去掉。断幺2番，门前清2番。' },
          vi: {
            note: 'Bài đã có sẵn một quân 6 Sách: dấu này bị bỏ đi. Toàn quân 2–8 2, Bài kín 2.',
          },
        },
      },
    ],
  }),
  fan('last-tile', {
    category: 'win',
    definition: 'Win on the last unseen copy of a tile (the other three are exposed or discarded).',
    explanation:
      'Set the fourth-tile flag. The flag is dropped when the standing hand holds another copy of the winning tile, and set automatically when the other three copies are in the declared sets.',
    translations: {
      'zh-cn': {
        definition: '和一种牌的最后一张：另外三张已经亮出或打出。',
        explanation:
          '请勾选“和绝张”标记。立牌里还有一张和牌张时，这个标记会被去掉；另外三张都在亮出的面子里时，会自动加上。',
      },
      vi: {
        name: 'Ù quân thứ tư',
        definition: 'Ù quân cuối cùng còn ẩn của một loại (ba quân kia đã lộ hoặc đã đánh ra).',
        explanation:
          'Đánh dấu “Quân thứ tư”. Dấu này bị bỏ đi khi bài đứng trên tay còn một quân giống quân ù, và tự động được đánh khi ba quân kia đều nằm trong các bộ đã hạ.',
      },
    },
    source: reference('its exclusion rules'),
    aliases: ['Fourth Tile', 'Win on the Fourth Tile'],
    examples: [
      {
        hand: '234m 456p 78s 222s 55s @6s',
        context: { ...DISCARD, fourthTile: true },
        scores: true,
        total: 8,
        note: 'Last Tile 4, All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '和绝张4番，断幺2番，门前清2番。' },
          vi: { note: 'Ù quân thứ tư 4, Toàn quân 2–8 2, Bài kín 2.' },
        },
      },
      {
        hand: '234m 456s 78s 222p 55p @6s',
        context: { ...DISCARD, fourthTile: true },
        scores: false,
        total: 4,
        note: 'The standing hand holds another 6 of bamboo, so the flag is dropped: All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '立牌里还有另一张6条，所以这个标记被去掉：断幺2番，门前清2番。' },
          vi: {
            note: 'Bài đứng trên tay còn một quân 6 Sách khác, nên dấu này bị bỏ đi: Toàn quân 2–8 2, Bài kín 2.',
          },
        },
      },
    ],
  }),
  fan('self-drawn', {
    category: 'win',
    definition: 'The winning tile is drawn from the wall.',
    explanation:
      'A concealed hand self-drawn scores Fully Concealed Hand instead; Last Tile Draw and Out with Replacement Tile also replace it.',
    translations: {
      'zh-cn': {
        definition: '和牌的那张牌是自己从牌墙摸到的。',
        explanation: '门前清的牌自摸，改计不求人；妙手回春和杠上开花也取代它。',
      },
      vi: {
        name: 'Tự ù',
        definition: 'Quân ù là quân tự bốc từ tường.',
        explanation:
          'Bài kín mà tự ù thì được Kín thay vào; Tự ù quân cuối cùng và Coong Xừng Phá cũng thay cho nó.',
      },
    },
    aliases: ['Self Drawn', 'Zimo'],
    examples: [
      {
        hand: '234m 456p 5s 222s [678s] @5s',
        context: SELF,
        scores: true,
        total: 4,
        note: 'Self-Drawn 1, All Simples 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '自摸1番，断幺2番，单钓将1番。' },
          vi: { note: 'Tự ù 1, Toàn quân 2–8 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '234m 456p 5s 222s [678s] @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'On a discard: All Simples 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '和别人打出的牌：断幺2番，单钓将1番。' },
          vi: { note: 'Ù quân đánh ra: Toàn quân 2–8 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('fully-concealed-hand', {
    category: 'win',
    definition: 'No exposed set (concealed kongs allowed) and the winning tile self-drawn.',
    explanation:
      'Not also Concealed Hand or Self-Drawn. Seven pairs and four concealed pungs score plain Self-Drawn instead.',
    translations: {
      'zh-cn': {
        definition: '没有明的面子（可以有暗杠），并且自摸和牌。',
        explanation: '不再计门前清和自摸。七对和四暗刻自摸时改计普通的自摸。',
      },
      vi: {
        name: 'Kín',
        definition: 'Không có bộ nào lộ (được có Coong kín) và tự ù.',
        explanation:
          'Không tính thêm Bài kín hay Tự ù. Bảy đôi và bốn Phỗng kín thì chỉ được Tự ù thường thay vào.',
      },
    },
    excludes: [x('self-drawn', 'implied'), x('concealed-hand', 'implied')],
    examples: [
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: SELF,
        scores: true,
        total: 6,
        note: 'Fully Concealed Hand 4, All Simples 2.',
        translations: {
          'zh-cn': { note: '不求人4番，断幺2番。' },
          vi: { note: 'Kín 4, Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '234m 456p 5s 222s [678s] @5s',
        context: SELF,
        scores: false,
        total: 4,
        note: 'One exposed chow: Self-Drawn 1, All Simples 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一副亮出的顺子：自摸1番，断幺2番，单钓将1番。' },
          vi: { note: 'Một sảnh đã lộ: Tự ù 1, Toàn quân 2–8 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('concealed-hand', {
    category: 'win',
    definition: 'No exposed set (concealed kongs allowed), won on a discard.',
    explanation: 'Self-drawn, the same hand scores Fully Concealed Hand instead.',
    translations: {
      'zh-cn': {
        definition: '没有明的面子（可以有暗杠），和别人打出的牌。',
        explanation: '同样的牌自摸，改计不求人。',
      },
      vi: {
        name: 'Bài kín',
        definition: 'Không có bộ nào lộ (được có Coong kín), ù quân người khác đánh ra.',
        explanation: 'Cũng bài đó mà tự ù thì được Kín thay vào.',
      },
    },
    aliases: ['Menqing'],
    examples: [
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Concealed Hand 2, All Simples 2.',
        translations: {
          'zh-cn': { note: '门前清2番，断幺2番。' },
          vi: { note: 'Bài kín 2, Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '234m 456p 5s 222s [678s] @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'One exposed chow: All Simples 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一副亮出的顺子：断幺2番，单钓将1番。' },
          vi: { note: 'Một sảnh đã lộ: Toàn quân 2–8 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('melded-hand', {
    category: 'win',
    definition: 'Four exposed sets and a pair won on a discard.',
    explanation:
      'Not also Single Wait. Self-drawn, the same hand scores Self-Drawn and Single Wait instead.',
    translations: {
      'zh-cn': {
        definition: '四副面子都是吃、碰或明杠得来，单钓将和别人打出的牌。',
        explanation: '不再计单钓将。同样的牌自摸，改计自摸和单钓将。',
      },
      vi: {
        name: 'Toàn Cầu Nhần',
        definition: 'Cả bốn bộ đều lộ, và ù quân người khác đánh ra để ghép đôi.',
        explanation:
          'Không tính thêm Chờ đơn. Cũng bài đó mà tự ù thì được Tự ù và Chờ đơn thay vào.',
      },
    },
    aliases: ['All Melded'],
    excludes: [x('single-wait', 'implied')],
    examples: [
      {
        hand: '5s [234m] [456p] [678s] [222s] @5s',
        context: DISCARD,
        scores: true,
        total: 8,
        note: 'Melded Hand 6, All Simples 2.',
        translations: {
          'zh-cn': { note: '全求人6番，断幺2番。' },
          vi: { note: 'Toàn Cầu Nhần 6, Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '5s [234m] [456p] [678s] [222s] @5s',
        context: SELF,
        scores: false,
        total: 4,
        note: 'Self-drawn: Self-Drawn 1, Single Wait 1, All Simples 2.',
        translations: {
          'zh-cn': { note: '自摸：自摸1番，单钓将1番，断幺2番。' },
          vi: { note: 'Tự ù: Tự ù 1, Chờ đơn 1, Toàn quân 2–8 2.' },
        },
      },
    ],
  }),
  fan('edge-wait', {
    category: 'win',
    definition:
      'Won on a 3 completing 12, or a 7 completing 89, as the only possible winning tile.',
    explanation: waitRule,
    translations: {
      'zh-cn': {
        definition: '边张：手中有12听3，或有89听7，并且只听这一种牌。',
        explanation:
          '只有和牌前的十三张只听这一种牌时才计（普通牌型和七对都要检查），而且边张、坎张和单钓将最多计一个（按这个先后）。',
      },
      vi: {
        name: 'Chờ biên',
        definition: 'Ù quân 3 ghép với 12, hoặc quân 7 ghép với 89, và bài chỉ chờ đúng quân đó.',
        explanation:
          'Chỉ được tính khi mười ba quân trước khi ù chỉ chờ đúng một loại quân này (xét cả thế bài thường lẫn thế bảy đôi), và tối đa một trong Chờ biên, Chờ giữa và Chờ đơn (ưu tiên theo thứ tự đó).',
      },
    },
    source: reference('its exclusion rules'),
    excludes: [
      x('closed-wait', 'one wait fan at most, Edge first'),
      x('single-wait', 'one wait fan at most, Edge first'),
    ],
    examples: [
      {
        hand: '12m 456p 678s 222s 55s @3m',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Only 3m completed the hand: Edge Wait 1, Concealed Hand 2, No Honors 1.',
        translations: {
          'zh-cn': { note: '只有3m能和：边张1番，门前清2番，无字1番。' },
          vi: { note: 'Chỉ quân 3m làm đủ bài: Chờ biên 1, Bài kín 2, Không quân chữ 1.' },
        },
      },
      {
        hand: '23m 456p 678s 222s 55s @1m',
        context: DISCARD,
        scores: false,
        total: 3,
        note: '1m or 4m would have won: Concealed Hand 2, No Honors 1.',
        translations: {
          'zh-cn': { note: '1m或4m都能和：门前清2番，无字1番。' },
          vi: { note: 'Quân 1m hoặc 4m đều ù được: Bài kín 2, Không quân chữ 1.' },
        },
      },
    ],
  }),
  fan('closed-wait', {
    category: 'win',
    definition: 'Won on the middle tile of a chow, as the only possible winning tile.',
    explanation: waitRule,
    translations: {
      'zh-cn': {
        definition: '和顺子中间的一张（坎张），并且只听这一种牌。',
        explanation:
          '只有和牌前的十三张只听这一种牌时才计（普通牌型和七对都要检查），而且边张、坎张和单钓将最多计一个（按这个先后）。',
      },
      vi: {
        name: 'Chờ giữa',
        definition: 'Ù quân ở giữa một sảnh, và bài chỉ chờ đúng quân đó.',
        explanation:
          'Chỉ được tính khi mười ba quân trước khi ù chỉ chờ đúng một loại quân này (xét cả thế bài thường lẫn thế bảy đôi), và tối đa một trong Chờ biên, Chờ giữa và Chờ đơn (ưu tiên theo thứ tự đó).',
      },
    },
    source: reference('its exclusion rules'),
    excludes: [x('single-wait', 'one wait fan at most, Closed before Single')],
    examples: [
      {
        hand: '13m 456p 678s 222s 55s @2m',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Closed Wait 1, Concealed Hand 2, No Honors 1.',
        translations: {
          'zh-cn': { note: '坎张1番，门前清2番，无字1番。' },
          vi: { note: 'Chờ giữa 1, Bài kín 2, Không quân chữ 1.' },
        },
      },
      {
        hand: '34m 456p 678s 222s 55s @2m',
        context: DISCARD,
        scores: false,
        total: 4,
        note: '2m or 5m would have won: Concealed Hand 2, All Simples 2.',
        translations: {
          'zh-cn': { note: '2m或5m都能和：门前清2番，断幺2番。' },
          vi: { note: 'Quân 2m hoặc 5m đều ù được: Bài kín 2, Toàn quân 2–8 2.' },
        },
      },
    ],
  }),
  fan('single-wait', {
    category: 'win',
    definition: 'Won on the pair tile, as the only possible winning tile.',
    explanation: waitRule,
    translations: {
      'zh-cn': {
        definition: '和将牌中的一张（单钓将），并且只听这一种牌。',
        explanation:
          '只有和牌前的十三张只听这一种牌时才计（普通牌型和七对都要检查），而且边张、坎张和单钓将最多计一个（按这个先后）。',
      },
      vi: {
        name: 'Chờ đơn',
        definition: 'Ù quân ghép thành đôi, và bài chỉ chờ đúng quân đó.',
        explanation:
          'Chỉ được tính khi mười ba quân trước khi ù chỉ chờ đúng một loại quân này (xét cả thế bài thường lẫn thế bảy đôi), và tối đa một trong Chờ biên, Chờ giữa và Chờ đơn (ưu tiên theo thứ tự đó).',
      },
    },
    source: reference('its exclusion rules'),
    examples: [
      {
        hand: '123m 456p 678s 222s N @N',
        context: DISCARD,
        scores: true,
        total: 3,
        note: 'Single Wait 1, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '单钓将1番，门前清2番。' },
          vi: { note: 'Chờ đơn 1, Bài kín 2.' },
        },
      },
      {
        hand: '123m 456p 678s 22s NN @N',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'Two pairs waiting (2s or N): Concealed Hand 2, Pung of Terminals or Honors 1.',
        translations: {
          'zh-cn': { note: '两对听牌（2s或N）：门前清2番，幺九刻1番。' },
          vi: { note: 'Chờ hai đôi (2s hoặc N): Bài kín 2, Phỗng nhất cửu hoặc chữ 1.' },
        },
      },
      {
        hand: '258m 1477s 369p [345m] @7s',
        context: DISCARD,
        scores: true,
        total: 15,
        note: 'Knitted straight with a declared chow: the third 7s pairs the two held, so the hand waited on the pair. Knitted Straight 12, All Chows 2, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '组合龙加一副吃出的顺子：第三张7s与手里的两张成对，所以这手牌听的是将。组合龙12番，平和2番，单钓将1番。',
          },
          vi: {
            note: 'Dãy đan với một sảnh đã hạ: quân 7s thứ ba ghép đôi với hai quân trên tay, nên bài chờ quân đôi. Dãy đan 12, Phình 2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '258m 1488s 369p [345m] @7s',
        context: DISCARD,
        scores: false,
        total: 14,
        note: 'The same with the pair 88s: the lone 7s only finished the knitted straight, so there is no Single Wait. Knitted Straight 12, All Chows 2.',
        translations: {
          'zh-cn': {
            note: '同样的牌，将是88s：单独那张7s只补全了组合龙，所以不计单钓将。组合龙12番，平和2番。',
          },
          vi: {
            note: 'Cũng bài đó với đôi 88s: quân 7s lẻ chỉ làm đủ Dãy đan, nên không có Chờ đơn. Dãy đan 12, Phình 2.',
          },
        },
      },
    ],
  }),
  fan('chicken-hand', {
    category: 'win',
    definition: 'A winning hand with no other fan at all (flowers aside).',
    countsOnlyAlone: true,
    countsBeside: ['bonus'],
    explanation: 'Worth 8, the least a hand can be declared with.',
    translations: {
      'zh-cn': {
        definition: '除花牌以外一番都没有的和牌。',
        explanation: '计8番，是可以宣布和牌的最低番数。',
      },
      vi: {
        name: 'Muỗi',
        definition: 'Bài ù không có cách nào khác cả (không kể hoa).',
        explanation: 'Được 8 điểm, mức thấp nhất để được tuyên bố ù.',
      },
    },
    examples: [
      {
        hand: '345m 67p NN [123s] [789m] @5p',
        context: DISCARD,
        scores: true,
        total: 8,
        note: 'Two exposed chows, a two-sided wait, all three suits and an honour pair: nothing else scores.',
        translations: {
          'zh-cn': { note: '两副吃出的顺子，两面听，三种花色都有，将是字牌：不计其他番。' },
          vi: {
            note: 'Hai sảnh đã lộ, chờ hai đầu, đủ cả ba hàng và một đôi quân chữ: không có cách nào khác được tính.',
          },
        },
      },
      {
        hand: '345m 67p NN [123s] [789m] @5p',
        context: SELF,
        scores: false,
        total: 1,
        note: 'Self-drawn, the same hand has Self-Drawn 1, so it is not a Chicken Hand (and is below the minimum).',
        translations: {
          'zh-cn': { note: '如果是自摸，同一手牌有自摸1番，所以不是无番和（而且不到起和番数）。' },
          vi: {
            note: 'Nếu tự ù, cùng bài đó có Tự ù 1, nên không phải là Muỗi (và dưới mức tối thiểu).',
          },
        },
      },
    ],
  }),
];
