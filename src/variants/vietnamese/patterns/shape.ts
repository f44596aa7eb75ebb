/** Hand shapes, suits and terminals (fact sheet §6.1, §6.2, Family A; seed 000 for the shapes). */
import { isHonour, isSuited, isTerminal, rankOf, suitIndexOf } from '../../../engine/tiles';
import type { PatternDef } from '../../../engine/variant';
import { ruleset, VN_GUIDE } from '../sources';
import {
  ex,
  heldTiles,
  noJokers,
  pungLike,
  REPLACES_ALL_SETS,
  SELF_DRAWN,
  sets,
  standard,
} from './helpers';

const suitsOf = (tiles: number[]) => new Set(tiles.filter(isSuited).map(suitIndexOf));

export const SHAPE_PATTERNS: PatternDef[] = [
  {
    id: 'mosquito',
    name: 'Mosquito Hand',
    native: [
      { text: 'Muỗi', language: 'Vietnamese' },
      { text: 'Xuông / Cà Ri / Cáy', language: 'Vietnamese (other names)' },
    ],
    aliases: ['Chicken hand', 'Zero-phán hand'],
    value: 0,
    category: 'shape',
    definition: 'A winning hand with no pattern at all: 0 phán, which still pays 1 point.',
    translations: {
      'zh-cn': {
        name: '无番和',
        definition: '一个番种都没有的和牌：0 phán，仍按1分支付。',
        explanation: '和牌没有最低番数要求。无番和如果完全没有混儿，就改计无混儿无番和，值1 mủn。',
      },
      vi: {
        definition: 'Ván ù không có cách nào cả: 0 phán, vẫn được trả 1 điểm.',
        explanation:
          'Không có mức tối thiểu để ù. Ván Muỗi không có khung nào thì thành Muỗi Không Khung, được 1 mủn.',
      },
    },
    countsOnlyAlone: true,
    explanation:
      'There is no minimum to win. A mosquito hand without any joker is the No-Jokers Mosquito Hand instead, worth 1 mủn.',
    source: ruleset('agreed', undefined, ['tsumo-vietnamese', 'vi-wikipedia-mat-chuoc']),
    // A hand with no joker is the other mosquito hand, so this one needs a joker played.
    detect: (input) => (noJokers(input) ? 0 : 1),
    examples: [
      ex('123m 456p 78sJ3 5s [NNN] @5s', true, 0, {
        en: 'Nothing scores and a joker was played (Sọc, J3, for 9s): 0 phán, paying 1.',
        vi: 'Không có cách nào và đã đánh một khung vào bài (Sọc, J3, thay 9s): 0 phán, vẫn được trả 1.',
        'zh-cn': '没有任何番种，且用了一张混儿（Sọc混儿，J3，代替9s）：0 phán，仍按1分支付。',
      }),
      ex('123m 456p 789s 5s [NNN] @5s', false, 6, {
        en: 'The same hand without a joker is the No-Jokers Mosquito Hand (1 mủn).',
        vi: 'Cùng bài đó mà không có khung thì là Muỗi Không Khung (1 mủn).',
        'zh-cn': '同一手牌没有混儿，就是无混儿无番和（1 mủn）。',
      }),
    ],
  },
  {
    id: 'no-joker-mosquito',
    name: 'No-Jokers Mosquito Hand',
    native: [{ text: 'Muỗi Không Khung', language: 'Vietnamese' }],
    aliases: ['Jokerless chicken hand'],
    value: 6,
    category: 'no-jokers',
    definition: 'A hand with no joker and no other pattern: 1 mủn.',
    translations: {
      'zh-cn': {
        name: '无混儿无番和',
        definition: '没有混儿、也没有其他番种的和牌：1 mủn。',
        explanation:
          '任何番种，包括本位花或存起的混儿，都会使它成为普通的和牌。“没有混儿”按指南最严格的标准，一张都不能用：从面子里弹出去的混儿仍算用过。',
      },
      vi: {
        definition: 'Ván ù không có khung và không có cách nào khác: 1 mủn.',
        explanation:
          'Có bất kỳ cách nào, kể cả hoa cửa hay khung để riêng, thì đó là ván bài thường. “Không khung” theo nghĩa chặt nhất của bản hướng dẫn, không dùng khung nào: khung bị nẩy ra khỏi một bộ vẫn tính là đã được đánh vào bài.',
      },
    },
    countsOnlyAlone: true,
    explanation:
      'Any pattern, a seat flower or a banked joker included, makes it an ordinary hand. “No joker” is the guide’s strict zero: a joker bounced out of a meld was still played.',
    source: ruleset('single'),
    detect: (input) => (noJokers(input) ? 1 : 0),
    examples: [
      ex('123m 456p 789s 5s [NNN] @5s', true, 6, {
        en: 'No joker, no pattern: 1 mủn.',
        vi: 'Không có khung, không có cách nào: 1 mủn.',
        'zh-cn': '没有混儿，也没有番种：1 mủn。',
      }),
      ex('123m 456p 789s 5s [NNN^J6] @5s', false, 2, {
        en: "The North triplet once held the wind joker, bounced out: a played joker, so no bonus; the bounced Hỉ scores as banked, 2 phán on South's seat.",
        vi: 'Phỗng Bắc từng chứa khung gió, nay đã bị nẩy ra: khung đã được đánh vào bài, nên không có thưởng; Hỉ bị nẩy ra được tính như để riêng, 2 phán ở cửa Nam.',
        'zh-cn':
          '北风刻子里原有一张风牌混儿，后来被弹出：混儿已经用过，所以没有加分；弹出的Hỉ混儿按存起计，在南家的座位计2 phán。',
      }),
      ex('123m 456p 789s 5s [NNN] @5s +F2', false, 1, {
        en: "South's seat flower is a pattern: 1 phán, not a mosquito hand.",
        vi: 'Hoa cửa của nhà Nam là một cách: 1 phán, không phải bài Muỗi.',
        'zh-cn': '南家的本位花是一个番种：1 phán，不是无番和。',
      }),
    ],
  },
  {
    id: 'all-runs',
    name: 'All Runs',
    native: [{ text: 'Phình', language: 'Vietnamese' }],
    aliases: ['All Chows', 'All Sequences', 'Ping Hu'],
    value: 1,
    category: 'shape',
    definition: 'Four runs and any pair.',
    translations: {
      'zh-cn': {
        name: '平和',
        definition: '四副顺子，加任意一对将。',
        explanation: '指南说这是所有版本中最宽松的：将可以是任何牌，包括字牌；不要求任何听牌形式。',
      },
      vi: {
        definition: 'Bốn sảnh và một đôi bất kỳ.',
        explanation:
          'Bản hướng dẫn gọi đây là cách hiểu rộng rãi nhất: đôi có thể là quân bất kỳ, kể cả quân chữ; không đòi hỏi kiểu chờ nào.',
      },
    },
    explanation:
      'The guide calls it the most permissive version of all: the pair may be any tile, honours included; no wait shape is required.',
    source: {
      ...VN_GUIDE,
      also: [
        'riichi-advanced-vietnamese',
        'vi-wikipedia-mat-chuoc',
        'riichi-advanced-vietnamese-older',
      ],
      note: 'the value, 1 phán, from riichi_advanced and Vietnamese Wikipedia; the older rules give 1 phán with a non-honour pair, 3 with an honour pair',
    },
    detect: (input) => (standard(input) && sets(input).every((g) => g.kind === 'chow') ? 1 : 0),
    examples: [
      ex('123m 456p 789s E [567m] @E', true, 1, {
        en: 'Four runs and a pair of East winds: 1 phán.',
        vi: 'Bốn sảnh và một đôi Đông: 1 phán.',
        'zh-cn': '四副顺子加一对东风：1 phán。',
      }),
      ex('123m 456p 7sJ3 9s E [567m] @E', true, 1, {
        en: 'A joker (Sọc, J3) stands for 8s inside a run.',
        vi: 'Một khung (Sọc, J3) thay 8s trong một sảnh.',
        'zh-cn': '一张混儿（Sọc混儿，J3）在顺子里代替8s。',
      }),
      ex('123m 456p 789s E [555m] @E', false, 6, {
        en: 'One triplet: not all runs (a jokerless hand with no phán, 1 mủn).',
        vi: 'Có một Phỗng: không phải toàn sảnh (bài không khung và không có phán nào, 1 mủn).',
        'zh-cn': '有一副刻子：不是全顺子（没有混儿也没有phán的牌，1 mủn）。',
      }),
    ],
  },
  {
    id: 'all-sets',
    name: 'All Sets',
    native: [
      { text: 'Tui Tui', language: 'Vietnamese' },
      { text: 'Ù Tui Tui', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['All Pungs', 'All Triplets'],
    value: 3,
    category: 'shape',
    definition: 'Four triplets or quads and a pair: 3 phán (+1 phán with no joker).',
    translations: {
      'zh-cn': {
        name: '碰碰和',
        definition: '四副刻子或杠，加一对将：3 phán（没有混儿再加1 phán）。',
        explanation: '刻子里可以用混儿代替。完全没有混儿的牌再加1 phán（它的无混儿加分）。',
      },
      vi: {
        definition: 'Bốn Phỗng hoặc Coong và một đôi: 3 phán (thêm 1 phán nếu không có khung).',
        explanation:
          'Khung có thể thay quân trong các Phỗng. Bài không có khung nào được thêm 1 phán (thưởng không khung của cách này).',
      },
    },
    explanation:
      'Jokers may stand in the triplets. A hand without any joker adds 1 phán (its no-joker bonus).',
    source: ruleset('agreed', 'the older rules give 3 phán without honours, 1 mủn with honours', [
      'tsumo-vietnamese',
      'riichi-advanced-vietnamese-older',
    ]),
    detect: (input) => (standard(input) && sets(input).every(pungLike) ? 1 : 0),
    examples: [
      ex('111m 555p 99sJ3 5s [NNN] @5s', true, 3, {
        en: 'Four triplets, the 9s one with the bamboo joker: 3 phán.',
        vi: 'Bốn Phỗng, Phỗng 9s có khung Sọc: 3 phán.',
        'zh-cn': '四副刻子，9s的刻子用了条子混儿Sọc：3 phán。',
      }),
      ex('111m 555p 999s 5s [NNN] @5s', true, 4, {
        en: 'No joker: 3 + 1 phán.',
        vi: 'Không có khung: 3 + 1 phán.',
        'zh-cn': '没有混儿：3 + 1 phán。',
      }),
      ex('111m 555p 789s 5s [NNN] @5s', false, 6, {
        en: 'A run among the sets: no All Sets.',
        vi: 'Trong các bộ có một sảnh: không có Tui Tui.',
        'zh-cn': '面子中有一副顺子：不计碰碰和。',
      }),
    ],
  },
  {
    id: 'all-called',
    name: 'All Called',
    native: [{ text: 'Toàn Cầu Nhần', language: 'Vietnamese' }],
    aliases: ['Fully Melded Hand', 'Melded Hand'],
    value: 3,
    category: 'shape',
    definition:
      'Four called melds, won on a discard to the single tile of the pair: 3 phán (+1 with no joker).',
    translations: {
      'zh-cn': {
        name: '全求人',
        definition: '四副面子都是吃、碰或明杠得来，单钓将和别人打出的牌：3 phán（没有混儿再加1）。',
        explanation:
          '每一副面子都是吃、碰或杠别人的牌并亮出来，最后一张牌是别人打出的，与手中唯一剩下的那张牌成对。',
      },
      vi: {
        definition:
          'Cả bốn bộ đều Ăn, Phỗng hoặc Coong từ quân người khác đánh ra, rồi ù quân đánh ra ghép đôi với quân lẻ còn lại: 3 phán (thêm 1 phán nếu không có khung).',
        explanation:
          'Mọi bộ đều được Ăn, Phỗng hoặc Coong từ quân người khác và hạ lộ ra, rồi quân cuối cùng, một quân đánh ra, ghép đôi với quân lẻ duy nhất còn lại trên tay.',
      },
    },
    explanation:
      'Every set was claimed and laid open, then the last tile, a discard, pairs the one standing tile.',
    source: ruleset('single'),
    detect: ({ facts, win }) =>
      !win.selfDrawn && facts.hand.melds.filter((m) => m.exposed).length === 4 ? 1 : 0,
    examples: [
      ex('5s [123m] [456p] [78sJ3] [NNN] @5s', true, 3, {
        en: 'Four called melds, one holding a joker, won on the discarded 5s: 3 phán.',
        vi: 'Bốn bộ lộ, một bộ có khung, ù quân 5s do người khác đánh ra: 3 phán.',
        'zh-cn': '四副吃碰得来的面子，其中一副有混儿，和别人打出的5s：3 phán。',
      }),
      ex('5s [123m] [456p] [789s] [NNN] @5s', true, 4, {
        en: 'No joker: 3 + 1 phán.',
        vi: 'Không có khung: 3 + 1 phán.',
        'zh-cn': '没有混儿：3 + 1 phán。',
      }),
      ex(
        '5s [123m] [456p] [789s] [NNN] @5s',
        false,
        1,
        {
          en: 'Self-drawn: not All Called; the single wait scores its 1 phán (Xuyên).',
          vi: 'Tự bốc: không phải Toàn Cầu Nhần; chờ một quân được 1 phán của nó (Xuyên).',
          'zh-cn': '自摸：不计全求人；单钓计独听的1 phán。',
        },
        SELF_DRAWN,
      ),
    ],
  },
  {
    id: 'half-flush',
    name: 'Half Flush',
    native: [
      { text: 'Lai Hàng', language: 'Vietnamese' },
      { text: 'Ù Lai Hàng', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['Mixed One Suit', 'Clean Hand'],
    value: 3,
    category: 'suits',
    definition: 'One suit and honours: 3 phán.',
    translations: {
      'zh-cn': {
        name: '混一色',
        definition: '一种花色的牌加上字牌：3 phán。',
        explanation: '完全没有字牌时，这手牌改计清一色。',
      },
      vi: {
        definition: 'Chỉ một hàng số cùng với quân chữ: 3 phán.',
        explanation: 'Nếu không có quân chữ nào thì bài là Toàn Hàng.',
      },
    },
    explanation: 'With no honour at all the hand is a Full Flush instead.',
    source: ruleset('agreed', undefined, ['tsumo-vietnamese']),
    detect: (input) => {
      const held = heldTiles(input);
      return suitsOf(held).size === 1 && held.some(isHonour) ? 1 : 0;
    },
    examples: [
      ex('123m 456m 789m 5m [NNN] @5m', true, 3, {
        en: 'Characters and a North triplet.',
        vi: 'Quân Vạn và một Phỗng Bắc.',
        'zh-cn': '万子加一副北风刻子。',
      }),
      ex('123m 456m 78mJ8 5m [NNN] @5m', true, 3, {
        en: 'The number joker Hợp (J8) stands for 9m.',
        vi: 'Khung số Hợp (J8) thay 9m.',
        'zh-cn': '数牌混儿Hợp（J8）代替9m。',
      }),
      ex('123m 456m 789s 5m [NNN] @5m', false, 6, {
        en: 'A bamboo run: two suits.',
        vi: 'Một sảnh Sách: hai hàng.',
        'zh-cn': '有一副条子顺子：两种花色。',
      }),
    ],
  },
  {
    id: 'full-flush',
    name: 'Full Flush',
    native: [
      { text: 'Toàn Hàng', language: 'Vietnamese' },
      { text: 'Ù Toàn Hàng', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['Pure One Suit'],
    value: 6,
    category: 'suits',
    definition: 'Every tile from one suit, no honours: 1 mủn (+1 mủn with no joker).',
    translations: {
      'zh-cn': {
        name: '清一色',
        definition: '全部是同一花色的牌，没有字牌：1 mủn（没有混儿再加1 mủn）。',
        explanation: '它替代混一色；混一色需要字牌，所以永远不会与它同时计。',
      },
      vi: {
        definition:
          'Tất cả các quân cùng một hàng, không có quân chữ: 1 mủn (thêm 1 mủn nếu không có khung).',
        explanation:
          'Cách này thay cho Lai Hàng, cách cần có quân chữ nên không bao giờ được tính cùng nó.',
      },
    },
    explanation: 'It replaces Half Flush, which needs an honour and so never scores with it.',
    excludes: [{ id: 'half-flush', why: 'the bigger pattern replaces the smaller' }],
    source: ruleset(
      'agreed',
      'the older rules give 1 mủn in riichi_advanced’s older ruleset, 2 mủn in its documentation',
      ['tsumo-vietnamese', 'riichi-advanced-vietnamese-older'],
    ),
    detect: (input) => {
      const held = heldTiles(input);
      return suitsOf(held).size === 1 && !held.some(isHonour) ? 1 : 0;
    },
    examples: [
      ex('123p 456p 78pJ2 5p [789p] @5p', true, 7, {
        en: 'All dots, the dots joker Thùng (J2) in a run: 1 mủn, and All Runs 1.',
        vi: 'Toàn quân Văn, khung Thùng (J2) nằm trong một sảnh: 1 mủn, và Phình 1.',
        'zh-cn': '全是饼子，饼子混儿Thùng（J2）在一副顺子里：1 mủn，另加平和1。',
      }),
      ex('123p 456p 789p 5p [789p] @5p', true, 13, {
        en: 'No joker: 1 + 1 mủn, All Runs 1.',
        vi: 'Không có khung: 1 + 1 mủn, Phình 1.',
        'zh-cn': '没有混儿：1 + 1 mủn，平和1。',
      }),
      ex('123p 456p 789p 5p [NNN] @5p', false, 3, {
        en: 'A North triplet: Half Flush.',
        vi: 'Có một Phỗng Bắc: Lai Hàng.',
        'zh-cn': '有一副北风刻子：混一色。',
      }),
    ],
  },
  {
    id: 'all-terminals-honours',
    name: 'All Terminals and Honours',
    native: [{ text: 'Tui Tui Lai Nhất Cửu', language: 'Vietnamese' }],
    aliases: ['Terminals and Honours'],
    value: 6,
    category: 'terminals',
    definition: 'Only 1s, 9s, winds and dragons: 1 mủn.',
    translations: {
      'zh-cn': {
        name: '混幺九',
        definition: '只有1、9、风牌和箭牌：1 mủn。',
        explanation: '清幺九和字一色替代它。十三幺是独立的番种，不另加计混幺九。',
      },
      vi: {
        definition: 'Chỉ có quân 1, quân 9, gió và rồng: 1 mủn.',
        explanation:
          'Tui Tui Toàn Nhất Cửu và Toàn Chử thay cho nó. Xâp Xam Xíu là một cách riêng và không cộng thêm cách này.',
      },
    },
    explanation:
      'All Terminals and All Honours replace it. Thirteen Orphans is its own pattern and does not add it.',
    excludes: [REPLACES_ALL_SETS],
    source: ruleset('single'),
    detect: (input) =>
      input.reading.shape !== 'thirteen-orphans' &&
      heldTiles(input).every((t) => isHonour(t) || isTerminal(t))
        ? 1
        : 0,
    examples: [
      ex('111m 999p 111s N [RDRDRD] @N', true, 11, {
        en: 'Terminals and honours: 1 mủn, All Sets 3 + 1 with no joker, the red dragon 1.',
        vi: 'Quân Nhất Cửu và quân chữ: 1 mủn, Tui Tui 3 + 1 vì không có khung, Trung 1.',
        'zh-cn': '幺九牌和字牌：1 mủn，碰碰和3 + 1（没有混儿），红中1。',
      }),
      ex('111m 999p 123s N [RDRDRD] @N', false, 1, {
        en: 'A 1-2-3 run of bamboo: 2s and 3s are not terminals (only the red dragon phán).',
        vi: 'Một sảnh Sách 1-2-3: 2s và 3s không phải quân Nhất Cửu (chỉ có phán Trung).',
        'zh-cn': '一副1-2-3的条子顺子：2s和3s不是幺九牌（只有红中的phán）。',
      }),
    ],
  },
  {
    id: 'all-terminals',
    name: 'All Terminals',
    native: [
      { text: 'Tui Tui Toàn Nhất Cửu', language: 'Vietnamese' },
      { text: 'Toàn Yêu', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['Pure Terminals'],
    value: 24,
    category: 'terminals',
    definition:
      'Only 1s and 9s: 4 mủn (+1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '清幺九',
        definition: '只有1和9：4 mủn（没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation: '它替代混幺九。',
      },
      vi: {
        definition:
          'Chỉ có quân 1 và quân 9: 4 mủn (thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation: 'Cách này thay cho Tui Tui Lai Nhất Cửu.',
      },
    },
    explanation: 'It replaces All Terminals and Honours.',
    excludes: [
      REPLACES_ALL_SETS,
      { id: 'all-terminals-honours', why: 'the bigger pattern replaces the smaller' },
    ],
    source: ruleset('agreed', undefined, ['tsumo-vietnamese']),
    detect: (input) => (heldTiles(input).every(isTerminal) ? 1 : 0),
    examples: [
      ex('111m 99pJ2 111s 9s [999m] @9s', true, 27, {
        en: 'Only ones and nines, the 9p triplet finished by the dots joker: 4 mủn and All Sets 3.',
        vi: 'Chỉ có quân một và quân chín, Phỗng 9p được hoàn thành nhờ khung Thùng: 4 mủn và Tui Tui 3.',
        'zh-cn': '只有一和九，9p的刻子由饼子混儿Thùng补成：4 mủn，碰碰和3。',
      }),
      ex('111m 99pJ2 111s N [999m] @N', false, 9, {
        en: 'A North pair: All Terminals and Honours (1 mủn) and All Sets 3.',
        vi: 'Một đôi Bắc: Tui Tui Lai Nhất Cửu (1 mủn) và Tui Tui 3.',
        'zh-cn': '一对北风：混幺九（1 mủn）和碰碰和3。',
      }),
    ],
  },
  {
    id: 'seven-pairs',
    shapes: ['seven-pairs'],
    name: 'Seven Pairs',
    native: [
      { text: 'Pe Pe', language: 'Vietnamese' },
      { text: 'Ù Pe Pe', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['Seven Couples'],
    value: 6,
    category: 'special',
    definition:
      'Seven different pairs: 1 mủn. A special shape (option: self-draw only, or not a winning hand).',
    translations: {
      'zh-cn': {
        name: '七对',
        definition: '七个不同的对子：1 mủn。这是特殊牌型（桌上规则可定为只限自摸，或不算和牌）。',
        explanation:
          '四张相同的牌不算两对。对子里不能用混儿代替，除非桌上规则允许混儿用于特殊牌型（指南只允许混儿代替顺子和刻子里的牌）。',
      },
      vi: {
        definition:
          'Bảy đôi khác nhau: 1 mủn. Đây là thế bài đặc biệt (tùy luật bàn: chỉ được tự ù, hoặc không được tính là ù).',
        explanation:
          'Bốn quân giống hệt nhau không phải là hai đôi. Khung không thay quân trong các đôi, trừ khi luật bàn cho phép khung trong thế bài đặc biệt (bản hướng dẫn chỉ cho khung thay quân trong sảnh và Phỗng).',
      },
    },
    explanation:
      'Four identical tiles are not two pairs. Jokers do not stand in the pairs unless the table allows jokers in special shapes (the guide lets them stand only in runs and triplets).',
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese', 'tsumo-vietnamese'],
      note: 'the shape from the guide, the value (1 mủn) from riichi_advanced and tsumo.io; whether it wins at all is the table rule “Seven Pairs”',
    },
    detect: ({ reading }) => (reading.shape === 'seven-pairs' ? 1 : 0),
    examples: [
      ex('1133m 5577p 99s EE N @N', true, 6, {
        en: 'Seven different pairs: 1 mủn.',
        vi: 'Bảy đôi khác nhau: 1 mủn.',
        'zh-cn': '七个不同的对子：1 mủn。',
      }),
      ex(
        '1133m 5577p 99s EE N @N',
        false,
        null,
        {
          en: 'With the table rule “Seven Pairs: Self-draw only” a discard win on seven pairs is no win.',
          vi: 'Với luật bàn “Bảy Đôi: Chỉ khi tự ù”, ù bảy đôi bằng quân đánh ra không được tính là ù.',
          'zh-cn': '按桌上规则“七对：只限自摸”，和别人打出的牌成七对不算和牌。',
        },
        undefined,
        { sevenPairs: 'self-draw-only' },
      ),
      ex('1133m 5577p 99s E J6 N @N', false, null, {
        en: 'A joker in a pair: not allowed by default, and the hand is no win.',
        vi: 'Khung trong một đôi: mặc định không được phép, nên bài không ù được.',
        'zh-cn': '混儿在对子里：默认不允许，这手牌不算和牌。',
      }),
      ex(
        '1133m 5577p 99s E J6 N @N',
        true,
        6,
        {
          en: 'With the table rule “Jokers in Seven Pairs, Thirteen Orphans and Nine Gates” the wind joker pairs the East.',
          vi: 'Với luật bàn “Joker trong Bảy Đôi, Thập Tam Yêu và Cửu Liên Bảo Đăng”, khung gió ghép đôi với quân Đông.',
          'zh-cn': '按桌上规则“七对、十三幺和九莲宝灯里的混儿”，风牌混儿与东风成对。',
        },
        undefined,
        { jokersInSpecialShapes: true },
      ),
    ],
  },
  {
    id: 'thirteen-orphans',
    shapes: ['thirteen-orphans'],
    name: 'Thirteen Orphans',
    native: [
      { text: 'Xâp Xam Xíu', language: 'Vietnamese' },
      { text: 'Ù Thập Tam Yêu', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['Thirteen Terminals'],
    value: 13,
    category: 'special',
    definition:
      'One of each 1, 9, wind and dragon, plus one more of any of them: 13 phán (option: 2 mủn); +1 mủn with no joker.',
    translations: {
      'zh-cn': {
        name: '十三幺',
        definition:
          '三种花色的1和9各一张、七种字牌各一张，其中任意一种再多一张：13 phán（桌上规则可改为2 mủn）；没有混儿再加1 mủn。',
        explanation:
          '这是特殊牌型。只有打开桌上规则“七对、十三幺和九莲宝灯里的混儿”时，才能用混儿补足。',
      },
      vi: {
        definition:
          'Mỗi loại quân 1, quân 9, gió và rồng một quân, thêm một quân trùng với bất kỳ quân nào trong số đó: 13 phán (tùy chọn: 2 mủn); thêm 1 mủn nếu không có khung.',
        explanation:
          'Một thế bài đặc biệt. Khung chỉ được lấp vào khi bật luật bàn “Joker trong Bảy Đôi, Thập Tam Yêu và Cửu Liên Bảo Đăng”.',
      },
    },
    explanation:
      'A special shape. Jokers may fill it only under the table rule “Jokers in Seven Pairs, Thirteen Orphans and Nine Gates”.',
    source: ruleset(
      'agreed',
      '13 phán in riichi_advanced and tsumo.io; the older rules give 2 mủn (the table rule “Thirteen Orphans value”)',
      ['tsumo-vietnamese', 'riichi-advanced-vietnamese-older'],
    ),
    valueFor: ({ options }) => (options.thirteenOrphans === '2-mun' ? 12 : 13),
    detect: ({ reading }) => (reading.shape === 'thirteen-orphans' ? 1 : 0),
    examples: [
      ex('19m19p19s ESWN RD GD WD @WD', true, 19, {
        en: 'All thirteen orphans, the white dragon paired: 13 phán + 1 mủn with no joker = 3 mủn 1 phán.',
        vi: 'Đủ mười ba quân lẻ, Bạch thành đôi: 13 phán + 1 mủn vì không có khung = 3 mủn 1 phán.',
        'zh-cn': '十三幺齐全，白板成对：13 phán + 1 mủn（没有混儿）= 3 mủn 1 phán。',
      }),
      ex(
        '19m19p19s ESW J6 RD GD WD @WD',
        true,
        13,
        {
          en: 'With jokers allowed in special shapes the wind joker stands for North: 13 phán, no bonus.',
          vi: 'Khi khung được phép trong thế bài đặc biệt, khung gió thay quân Bắc: 13 phán, không có thưởng.',
          'zh-cn': '允许混儿用于特殊牌型时，风牌混儿代替北风：13 phán，没有加分。',
        },
        undefined,
        { jokersInSpecialShapes: true },
      ),
      ex('19m19p19s ESW RD GD WD WD @5p', false, null, {
        en: 'No North: no winning shape.',
        vi: 'Không có quân Bắc: không thành thế ù.',
        'zh-cn': '没有北风：不成和牌牌型。',
      }),
    ],
  },
  {
    id: 'nine-gates',
    name: 'Nine Gates',
    native: [{ text: 'Cửu Tử Liên Hoàn', language: 'Vietnamese' }],
    aliases: ['Nine Lanterns'],
    value: 18,
    category: 'special',
    definition:
      '1112345678999 of one suit plus any tile of that suit, concealed: 3 mủn (+1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '九莲宝灯',
        definition:
          '同一花色的1112345678999，再加该花色的任意一张，门前清：3 mủn（没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation:
          '在指南里是特殊牌型；不要求九面听（与riichi_advanced相同）。每一手九莲宝灯都是没有字牌的同一花色，所以它替代清一色和清一色的无混儿mủn：指南只计大的番种。',
      },
      vi: {
        definition:
          '1112345678999 cùng một hàng, thêm một quân bất kỳ của hàng đó, bài kín: 3 mủn (thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation:
          'Một thế bài đặc biệt trong bản hướng dẫn; không bắt buộc phải chờ chín quân (như riichi_advanced). Mọi bài Cửu Tử Liên Hoàn đều chỉ một hàng, không có quân chữ, nên nó thay cho Toàn Hàng và mủn không khung của Toàn Hàng: bản hướng dẫn chỉ tính cách lớn.',
      },
    },
    explanation:
      'A special shape in the guide; the nine-sided wait is not required (as in riichi_advanced). Every Nine Gates hand is one suit with no honours, so it replaces Full Flush and Full Flush’s no-joker mủn: the guide counts only the big version.',
    excludes: [
      {
        id: 'full-flush',
        why: 'every Nine Gates hand is a Full Flush: the guide counts only the big version',
      },
    ],
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese'],
      confidence: 'single',
      note: 'the shape from the guide, the value from riichi_advanced',
    },
    detect: (input) => {
      const { facts, reading, options } = input;
      if (facts.hand.melds.length || reading.shape !== 'standard') return 0;
      if ((reading.wilds?.length ?? 0) > 0 && options.jokersInSpecialShapes !== true) return 0;
      const held = heldTiles(input);
      if (suitsOf(held).size !== 1 || held.some(isHonour)) return 0;
      const [low] = held;
      if (low === undefined) return 0;
      const base = low - (rankOf(low) - 1);
      const need = [3, 1, 1, 1, 1, 1, 1, 1, 3];
      return need.every((n, k) => (facts.counts[base + k] ?? 0) >= n) ? 1 : 0;
    },
    examples: [
      ex(
        '1112345678999m @5m',
        true,
        25,
        {
          en: 'Self-drawn 5m: Nine Gates 3 mủn + 1 mủn with no joker, Fully Closed 1 phán = 4 mủn 1 phán; Full Flush is not added (nine waits: no single-wait bonus).',
          vi: 'Tự bốc 5m: Cửu Tử Liên Hoàn 3 mủn + 1 mủn vì không có khung, Kín 1 phán = 4 mủn 1 phán; không cộng Toàn Hàng (chờ chín quân: không có thưởng chờ một quân).',
          'zh-cn':
            '自摸5m：九莲宝灯3 mủn + 1 mủn（没有混儿），不求人1 phán = 4 mủn 1 phán；不另加清一色（听九种牌：没有独听的加分）。',
        },
        SELF_DRAWN,
      ),
      ex('1112345678999m @5m', true, 24, {
        en: 'On a discard: no Fully Closed phán, 4 mủn.',
        vi: 'Ù quân đánh ra: không có phán Kín, 4 mủn.',
        'zh-cn': '和别人打出的牌：没有不求人的phán，4 mủn。',
      }),
      ex('1112345678m [999m] @5m', false, 12, {
        en: 'The 9m were called: not concealed, so only the Full Flush (1 + 1 mủn).',
        vi: 'Các quân 9m đã được Phỗng lộ: bài không kín, nên chỉ có Toàn Hàng (1 + 1 mủn).',
        'zh-cn': '9m是碰出的：不是门前清，所以只计清一色（1 + 1 mủn）。',
      }),
    ],
  },
  {
    id: 'quad',
    name: 'Quad',
    native: [{ text: 'Coong', language: 'Vietnamese' }],
    aliases: ['Kong'],
    value: 1,
    category: 'quads',
    definition: '1 phán for each quad, exposed or concealed (four quads are Four Quads instead).',
    translations: {
      'zh-cn': {
        name: '杠',
        definition: '每个杠计1 phán，明杠、暗杠都算（四个杠则改计四杠）。',
        explanation: '杠永远是四张真牌：杠里不能有混儿。',
      },
      vi: {
        definition: 'Mỗi Coong, lộ hay kín, được 1 phán (bốn Coong thì tính Coong Coong).',
        explanation: 'Coong luôn gồm bốn quân thật: không khung nào được thay quân trong Coong.',
      },
    },
    explanation: 'A quad is always four real tiles: no joker may stand in it.',
    source: ruleset('single'),
    detect: ({ facts }) => {
      const n = facts.hand.melds.filter((m) => m.kind === 'kong').length;
      return n;
    },
    examples: [
      ex('123m 456p 789s 5s [NNNN] @5s', true, 1, {
        en: 'One quad: 1 phán.',
        vi: 'Một Coong: 1 phán.',
        'zh-cn': '一个杠：1 phán。',
      }),
      ex('123m 456p 5s [NNNN] {7777s} @5s', true, 2, {
        en: 'Two quads, one concealed: 2 phán.',
        vi: 'Hai Coong, một Coong kín: 2 phán.',
        'zh-cn': '两个杠，其中一个是暗杠：2 phán。',
      }),
      ex('123m 456p 789s 5s [NNN] @5s', false, 6, {
        en: 'A triplet, not a quad.',
        vi: 'Một Phỗng, không phải Coong.',
        'zh-cn': '是刻子，不是杠。',
      }),
    ],
  },
  {
    id: 'four-quads',
    name: 'Four Quads',
    native: [{ text: 'Coong Coong', language: 'Vietnamese' }],
    aliases: ['Four Kongs'],
    value: 24,
    category: 'quads',
    definition: 'Four quads: 4 mủn (+1 mủn when all four are concealed).',
    translations: {
      'zh-cn': {
        name: '四杠',
        definition: '四个杠：4 mủn（四个都是暗杠再加1 mủn）。',
        explanation: '它替代杠的phán和四暗刻。',
      },
      vi: {
        definition: 'Bốn Coong: 4 mủn (thêm 1 mủn nếu cả bốn đều kín).',
        explanation: 'Cách này thay cho phán Coong và Khàn Khàn.',
      },
    },
    explanation: 'It replaces the quad phán and Four Closed Sets.',
    excludes: [
      REPLACES_ALL_SETS,
      { id: 'quad', why: 'Four Quads replaces the per-quad phán' },
      { id: 'four-closed-sets', why: 'Four Quads replaces the concealed triplets' },
    ],
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: ({ facts }) => (facts.hand.melds.filter((m) => m.kind === 'kong').length === 4 ? 1 : 0),
    examples: [
      ex('5s [1111m] [2222p] [3333s] [NNNN] @5s', true, 32, {
        en: 'Four called quads won on a discard: 4 mủn, All Sets 3 + 1 and All Called 3 + 1 with no joker; no quad phán.',
        vi: 'Bốn Coong lộ, ù quân đánh ra: 4 mủn, Tui Tui 3 + 1 và Toàn Cầu Nhần 3 + 1 vì không có khung; không có phán Coong.',
        'zh-cn':
          '四个明杠，和别人打出的牌：4 mủn，碰碰和3 + 1和全求人3 + 1（没有混儿）；不计杠的phán。',
      }),
      ex('5s [1111m] [2222p] [3333s] [NNN] @5s', false, 11, {
        en: 'Three quads and a triplet: 3 phán for the quads, All Sets 3 + 1, All Called 3 + 1.',
        vi: 'Ba Coong và một Phỗng: 3 phán cho các Coong, Tui Tui 3 + 1, Toàn Cầu Nhần 3 + 1.',
        'zh-cn': '三个杠加一副刻子：杠计3 phán，碰碰和3 + 1，全求人3 + 1。',
      }),
    ],
  },
  {
    id: 'four-closed-sets',
    name: 'Four Closed Sets',
    native: [{ text: 'Khàn Khàn', language: 'Vietnamese' }],
    aliases: ['Four Concealed Pungs', 'Four Concealed Triplets'],
    value: 18,
    category: 'shape',
    definition:
      'Four concealed triplets or quads: 3 mủn (+1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '四暗刻',
        definition: '四副暗刻或暗杠：3 mủn（没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation: '用自摸的牌凑成的刻子算暗刻；用别人打出的牌凑成的则不算。',
      },
      vi: {
        definition:
          'Bốn Phỗng hoặc Coong kín: 3 mủn (thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation:
          'Phỗng hoàn thành bằng quân tự bốc được tính là kín; Phỗng hoàn thành bằng quân đánh ra thì không.',
      },
    },
    explanation:
      'A triplet completed by a self-drawn tile is concealed; one completed by a discard is not.',
    excludes: [REPLACES_ALL_SETS],
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: (input) =>
      standard(input) && sets(input).every((g) => pungLike(g) && g.concealed) ? 1 : 0,
    examples: [
      ex(
        '111m 555p 99sJ3 NNN 5s @5s',
        true,
        22,
        {
          en: 'Four concealed triplets (one with a joker), self-drawn: 3 mủn, All Sets 3, Fully Closed 1 (the joker leaves several waits open).',
          vi: 'Bốn Phỗng kín (một Phỗng có khung), tự bốc: 3 mủn, Tui Tui 3, Kín 1 (khung để ngỏ nhiều quân chờ).',
          'zh-cn':
            '四副暗刻（其中一副有混儿），自摸：3 mủn，碰碰和3，不求人1（混儿使这手牌听不止一种牌）。',
        },
        SELF_DRAWN,
      ),
      ex('111m 555p 99sJ3 NN 5s5s @N', false, 3, {
        en: 'The North triplet was completed by a discard: only three are concealed. All Sets 3.',
        vi: 'Phỗng Bắc được hoàn thành bằng quân đánh ra: chỉ có ba Phỗng kín. Tui Tui 3.',
        'zh-cn': '北风刻子是用别人打出的牌凑成的：只有三副是暗刻。碰碰和3。',
      }),
    ],
  },
];
