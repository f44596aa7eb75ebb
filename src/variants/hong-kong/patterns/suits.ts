import { flush } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../context';
import { HK_SUMMARY } from '../sources';

export const SUIT_PATTERNS: PatternDef[] = [
  {
    id: 'half-flush',
    name: 'Half Flush',
    native: [{ text: '混一色', language: 'Cantonese', romanisation: 'wan6 jat1 sik1' }],
    aliases: ['Mixed One Suit', 'Mixed Flush', 'Clean Hand', 'Hun Yi Se', 'Honitsu'],
    value: 3,
    category: 'suits',
    definition: 'Tiles of one suit only, together with winds or dragons.',
    translations: {
      'zh-cn': {
        name: '混一色',
        definition: '只有一种花色的序数牌，另有风牌或箭牌。',
        explanation:
          '每张序数牌都是同一花色，而且至少有一张字牌。完全没有字牌时，这手牌改算清一色。',
      },
      vi: {
        name: 'Lai Hàng',
        definition: 'Chỉ có quân của một hàng, cùng với gió hoặc rồng.',
        explanation:
          'Mọi quân số đều cùng một hàng và có ít nhất một quân chữ. Nếu hoàn toàn không có quân chữ thì bài được tính Toàn Hàng thay vào.',
      },
    },
    explanation:
      'Every suited tile is of the same suit and there is at least one honour. With no honours at all the hand is a Full Flush instead.',
    source: HK_SUMMARY,
    detect: ({ facts }) => (flush(facts) === 'half' ? 1 : 0),
    examples: [
      {
        hand: '456p 789p NNN 9p [123p] @9p +F1',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Dots and a pung of North.',
        translations: {
          'zh-cn': { note: '饼子加一副北风刻子。' },
          vi: { note: 'Quân Văn và một Phỗng gió Bắc.' },
        },
      },
      {
        hand: '456p 789p NNN 9s [123p] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The pair is of bamboo, a second suit.',
        translations: {
          'zh-cn': { note: '将牌是条子，是第二种花色。' },
          vi: { note: 'Đôi là quân Sách, một hàng thứ hai.' },
        },
      },
    ],
  },
  {
    id: 'full-flush',
    name: 'Full Flush',
    native: [{ text: '清一色', language: 'Cantonese', romanisation: 'cing1 jat1 sik1' }],
    aliases: ['Pure One Suit', 'Pure Flush', 'Qing Yi Se', 'Chinitsu'],
    value: 7,
    category: 'suits',
    definition: 'Every tile of one suit, with no honours.',
    translations: {
      'zh-cn': {
        name: '清一色',
        definition: '全部是同一花色的牌，没有字牌。',
        explanation:
          '十四张牌都是同一花色。它从不与混一色同计，混一色必须有字牌。有些出处计6番；本站规则摘要计7番。',
      },
      vi: {
        name: 'Toàn Hàng',
        definition: 'Tất cả các quân cùng một hàng, không có quân chữ.',
        explanation:
          'Mười bốn quân cùng một hàng. Nó không bao giờ được tính cùng Lai Hàng, vốn cần quân chữ. Có nguồn tính 6 phán; tóm tắt luật của trang cho 7.',
      },
    },
    explanation:
      'Fourteen tiles of a single suit. It never scores together with Half Flush, which needs honours. Some sources value it at 6; our rules summary gives 7.',
    source: {
      ...HK_SUMMARY,
      also: ['hk-mahjong-references'],
      note: 'some Hong Kong references give 6 faan',
    },
    detect: ({ facts }) => (flush(facts) === 'full' ? 1 : 0),
    examples: [
      {
        hand: '456p 789p 222p 9p [123p] @9p +F1',
        context: ON_DISCARD,
        scores: true,
        total: 7,
        note: 'Only dots.',
        translations: { 'zh-cn': { note: '只有饼子。' }, vi: { note: 'Chỉ toàn quân Văn.' } },
      },
      {
        hand: '456p 789p NNN 9p [123p] @9p +F1',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'A pung of North makes it a Half Flush.',
        translations: {
          'zh-cn': { note: '一副北风刻子使它成为混一色。' },
          vi: { note: 'Một Phỗng gió Bắc làm bài thành Lai Hàng.' },
        },
      },
    ],
  },
];
