import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD, SELF_DRAWN } from '../context';
import { HK_SUMMARY } from '../sources';

export const CONCEALMENT_PATTERNS: PatternDef[] = [
  {
    id: 'concealed-hand',
    name: 'Concealed Hand',
    native: [{ text: '門前清', language: 'Cantonese', romanisation: 'mun4 cin4 cing1' }],
    aliases: ['Fully Concealed', 'Menqianqing', 'Closed Hand'],
    value: 1,
    category: 'draw',
    definition:
      'No exposed meld: every set was made from tiles you drew (a concealed kong is allowed).',
    translations: {
      'zh-cn': {
        name: '门前清',
        definition: '没有亮出的面子：每副面子都由自己摸来的牌组成（可以有暗杠）。',
        explanation:
          '可以和别人打出的牌，也可以自摸。暗杠不破门清；吃、碰或杠别人的牌，任何一副都会破。默认它和自摸同计（有一个桌规选项可以关掉）。',
      },
      vi: {
        name: 'Bài kín',
        definition: 'Không có bộ nào lộ: mọi bộ đều làm từ quân tự bốc (được có Coong kín).',
        explanation:
          'Có thể ù quân người khác đánh ra hoặc tự ù. Coong kín vẫn giữ bài kín; bất kỳ sảnh, Phỗng hay Coong nào lấy quân người khác đánh ra thì không. Mặc định nó cũng được tính cùng Tự ù (một tùy chọn của bàn có thể tắt điều đó).',
      },
    },
    explanation:
      'The hand may be won on a discard or by self-draw. A kong declared concealed keeps the hand concealed; any claimed chow, pung or kong does not. By default it also scores beside Self-Drawn (a table option turns that off).',
    source: HK_SUMMARY,
    detect: ({ facts, win, options }) =>
      facts.concealedHand && (!win.selfDrawn || options.concealedWithSelfDraw) ? 1 : 0,
    examples: [
      {
        hand: '123m 456m 789p 555s 9s @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Nothing exposed; won on a discard.',
        translations: {
          'zh-cn': { note: '没有亮出的面子；和别人打出的牌。' },
          vi: { note: 'Không có bộ nào lộ; ù quân người khác đánh ra.' },
        },
      },
      {
        hand: '123m 456m 789p 9s {5555s} @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'A concealed kong keeps the hand concealed.',
        translations: {
          'zh-cn': { note: '暗杠不破门清。' },
          vi: { note: 'Một Coong kín vẫn giữ cho bài kín.' },
        },
      },
      {
        hand: '456m 789p 555s 9s [123m] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'One exposed chow.',
        translations: { 'zh-cn': { note: '有一副亮出的顺子。' }, vi: { note: 'Một sảnh đã lộ.' } },
      },
      {
        hand: '123m 456m 789p 555s 9s @9s +F1',
        context: SELF_DRAWN,
        options: { concealedWithSelfDraw: false },
        scores: false,
        total: 1,
        note: 'With the table option off, a self-drawn concealed hand scores only Self-Drawn.',
        translations: {
          'zh-cn': { note: '关掉该桌规选项时，自摸的门清牌只计自摸。' },
          vi: { note: 'Khi tắt tùy chọn của bàn, bài kín tự ù chỉ được tính Tự ù.' },
        },
      },
    ],
  },
  {
    id: 'self-drawn',
    name: 'Self-Drawn',
    native: [{ text: '自摸', language: 'Cantonese', romanisation: 'zi6 mo1' }],
    aliases: ['Self Draw', 'Self-Pick', 'Zimo', 'Tsumo'],
    value: 1,
    category: 'draw',
    definition: 'The winning tile was drawn from the wall, not claimed from a discard.',
    translations: {
      'zh-cn': {
        name: '自摸',
        definition: '和牌的那张牌是从牌墙摸来的，不是别人打出的。',
        explanation: '这时每个对手都付钱给和牌者。和杠后补摸的牌也算自摸。',
      },
      vi: {
        name: 'Tự ù',
        definition: 'Quân ù được bốc từ tường, không phải lấy từ quân người khác đánh ra.',
        explanation:
          'Khi đó mỗi đối thủ đều trả cho người ù. Ù bằng quân bốc bù sau khi Coong cũng là tự ù.',
      },
    },
    explanation:
      'Each opponent then pays the winner. A win on a kong replacement tile is also self-drawn.',
    source: HK_SUMMARY,
    detect: ({ win }) => (win.selfDrawn ? 1 : 0),
    examples: [
      {
        hand: '456m 789p 555s 9s [123m] @9s +F1',
        context: SELF_DRAWN,
        scores: true,
        total: 1,
        note: 'Drawn from the wall.',
        translations: { 'zh-cn': { note: '从牌墙摸来。' }, vi: { note: 'Bốc từ tường.' } },
      },
      {
        hand: '456m 789p 555s 9s [123m] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "The same hand won on West's discard.",
        translations: {
          'zh-cn': { note: '同一手牌，和西家打出的牌。' },
          vi: { note: 'Cùng bài đó, ù quân nhà Tây đánh ra.' },
        },
      },
    ],
  },
];
