/** Fan that add to the shape: full flush, the golden single wait, roots. */

import type { HandFacts } from '../../../engine/decompose';
import { flush, isStandard } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../context';
import { SC_SUMMARY } from '../sources';

/** Kinds of which the hand holds all four copies, declared kongs included. */
export const roots = (facts: HandFacts): number => facts.counts.filter((n) => n === 4).length;

export const EXTRA_PATTERNS: PatternDef[] = [
  {
    id: 'full-flush',
    name: 'Full Flush',
    native: [{ text: '清一色', language: 'Mandarin', romanisation: 'qīng yī sè' }],
    aliases: ['Qing Yi Se', 'Pure One Suit', 'Pure Flush', 'Chinitsu'],
    value: 2,
    category: 'extras',
    definition: "Every tile is of one suit. Adds 2 to the hand's shape.",
    translations: {
      'zh-cn': {
        definition: '全部是同一花色的牌。在牌型之上加2番。',
        explanation:
          '四川麻将没有字牌，所以一种花色的牌总是清一色。它加在任何牌型之上：平胡成为2番，对对胡3番（清对），七对4番（清七对）。',
      },
      vi: {
        name: 'Toàn Hàng',
        definition: 'Tất cả các quân đều cùng một hàng. Thêm 2 phán vào phán của thế bài.',
        explanation:
          'Tứ Xuyên không có quân chữ, nên bài một hàng luôn là Toàn Hàng. Nó cộng vào bất kỳ thế bài nào: Bài cơ bản thành 2, Tui Tui thành 3 (清对), Pe Pe thành 4 (清七对).',
      },
    },
    explanation:
      'Sichuan has no honours, so a one-suit hand is always a full flush. It adds to any shape: a basic hand becomes 2, all pungs 3 (清对), seven pairs 4 (清七对).',
    source: SC_SUMMARY,
    detect: ({ facts }) => (flush(facts) === 'full' ? 1 : 0),
    examples: [
      {
        hand: '123p 345p 567p 789p 9p @9p',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Only dots, with runs: 0 + 2.',
        translations: {
          'zh-cn': { note: '全是饼子，有顺子：0 + 2。' },
          vi: { note: 'Chỉ toàn quân Văn, có sảnh: 0 + 2.' },
        },
      },
      {
        hand: '444p 666p 888p 9p [222p] @9p',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Only dots, all pungs: 1 + 2.',
        translations: {
          'zh-cn': { note: '全是饼子，全是刻子：1 + 2。' },
          vi: { note: 'Chỉ toàn quân Văn, toàn Phỗng: 1 + 2.' },
        },
      },
      {
        hand: '123p 345p 567p 789p 9s @9s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The pair is bamboo.',
        translations: { 'zh-cn': { note: '将是条子。' }, vi: { note: 'Đôi là quân Sách.' } },
      },
    ],
  },
  {
    id: 'golden-wait',
    name: 'Golden Single Wait',
    native: [{ text: '金钩钓', language: 'Mandarin', romanisation: 'jīn gōu diào' }],
    aliases: ['Jin Gou Diao', 'Golden Hook', 'Single Tile Wait', 'Naked Wait'],
    value: 1,
    category: 'extras',
    definition: 'Four declared melds and a single tile left in hand: the win pairs it. Adds 1.',
    translations: {
      'zh-cn': {
        definition: '四副面子全部亮出，手中只剩一张牌，和牌时与它成对。加1番。',
        explanation:
          '亮出四副刻子或杠（碰出的刻子、加杠或暗杠），手中只剩一张立牌，和牌的那张与它成对。这手牌必然是对对胡，所以至少值1 + 1 = 2番。',
      },
      vi: {
        name: 'Chờ đơn vàng',
        definition:
          'Cả bốn bộ đều đã hạ, trên tay chỉ còn một quân: ù bằng quân ghép đôi với quân đó. Thêm 1 phán.',
        explanation:
          'Bốn Phỗng hoặc Coong đã hạ (Phỗng lấy quân người khác đánh ra, Coong thêm vào Phỗng hoặc Coong kín) để lại một quân đứng trên tay, và quân ù ghép đôi với quân đó. Bài này chắc chắn là Tui Tui, nên được ít nhất 1 + 1 = 2 phán.',
      },
    },
    explanation:
      'Four pungs or kongs laid down (claimed, added or concealed kongs) leave one standing tile, and the winning tile pairs it. The hand is necessarily all pungs, so it is worth at least 1 + 1 = 2.',
    source: SC_SUMMARY,
    detect: ({ facts, reading }) => (isStandard(reading) && facts.hand.melds.length === 4 ? 1 : 0),
    examples: [
      {
        hand: '5s [222p] [444p] [666s] [888s] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Four claimed pungs, won on the pair: all pungs 1 + 1.',
        translations: {
          'zh-cn': { note: '四副碰出的刻子，单钓将和牌：对对胡1 + 1。' },
          vi: { note: 'Bốn Phỗng lấy quân người khác, ù bằng quân đôi: Tui Tui 1 + 1.' },
        },
      },
      {
        hand: '5s [222p] [555p] [222s] [888s] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 4,
        note: 'All 2/5/8 pungs: 3 + 1.',
        translations: {
          'zh-cn': { note: '将对：3 + 1。' },
          vi: { note: 'Toàn Phỗng 2/5/8: 3 + 1.' },
        },
      },
      {
        hand: '888s 5s [222p] [444p] [666s] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'Only three declared melds: all pungs alone.',
        translations: {
          'zh-cn': { note: '只有三副亮出的面子：只算对对胡。' },
          vi: { note: 'Chỉ có ba bộ đã hạ: chỉ có Tui Tui.' },
        },
      },
    ],
  },
  {
    id: 'root',
    name: 'Root',
    native: [{ text: '根', language: 'Mandarin', romanisation: 'gēn' }],
    aliases: ['Gen', 'Four of a Kind', 'Kong Fan'],
    value: 1,
    category: 'extras',
    definition:
      'Each set of four identical tiles in the hand adds 1, whether a kong or spread over several sets.',
    translations: {
      'zh-cn': {
        definition: '手中每有四张相同的牌加1番，无论是一个杠，还是分在几副面子里。',
        explanation:
          '手里四张齐全的每一种牌都算：一个亮出的杠、分在一副顺子和一对将里的四张，或七对里的两个对子。国际规则把亮出的杠另计一个“杠”番，只有分散的四张才算根；本站规则摘要和手机游戏一样，两者都算根。',
      },
      vi: {
        name: 'Gốc',
        definition:
          'Mỗi bộ bốn quân giống nhau trong bài thêm 1 phán, dù đó là một Coong hay bốn quân nằm rải trong nhiều bộ.',
        explanation:
          'Đếm mọi loại quân mà bài có đủ cả bốn quân: một Coong đã hạ, bốn quân nằm trong một sảnh và một đôi, hay hai đôi trong Pe Pe. Luật quốc tế tính Coong đã hạ thành một phán “Coong” riêng và chỉ tính bốn quân rải rác là gốc; tóm tắt luật của trang tính cả hai là gốc, như các ứng dụng.',
      },
    },
    explanation:
      'Count every kind of which the hand holds all four copies: a declared kong, four tiles in a run and a pair, or two pairs of seven pairs. The international rules score a declared kong as a separate “kong” fan and only the spread four as a root; our rules summary counts both as roots, as the apps do.',
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-app-rules', 'sichuan-international-rules'],
      note: 'in the international rules only a spread four is a root, and a declared kong scores a separate kong fan',
    },
    detect: ({ facts }) => roots(facts),
    examples: [
      {
        hand: '123p 234p 456s 678s 2p @2p',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Four 2 Dots over two runs and the pair.',
        translations: {
          'zh-cn': { note: '四张2饼分在两副顺子和将里。' },
          vi: { note: 'Bốn quân 2 Văn nằm trong hai sảnh và đôi.' },
        },
      },
      {
        hand: '123p 234p 456s 2p {8888s} @2p',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Four 2 Dots and a concealed kong of 8 Bamboo: two roots.',
        translations: {
          'zh-cn': { note: '四张2饼，加一个8条暗杠：两个根。' },
          vi: { note: 'Bốn quân 2 Văn và một Coong kín 8 Sách: hai gốc.' },
        },
      },
      {
        hand: '123p 234p 456s 678s 5s @5s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'Only two 2 Dots.',
        translations: {
          'zh-cn': { note: '只有两张2饼。' },
          vi: { note: 'Chỉ có hai quân 2 Văn.' },
        },
      },
    ],
  },
];
