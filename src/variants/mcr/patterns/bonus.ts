import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan } from './define';

export const FLOWER_PATTERNS: PatternDef[] = [
  fan('flower-tiles', {
    category: 'bonus',
    definition: 'One point for each flower or season.',
    explanation:
      'Added after the 8-point minimum, which is checked without them; they count in the total that is paid.',
    translations: {
      'zh-cn': {
        definition: '每张花牌（花或季）计1番。',
        explanation: '在8番起和之后才加：检查起和时不算花牌；花牌计入最后付的总番数。',
      },
      vi: {
        name: 'Quân hoa',
        definition: 'Mỗi quân hoa hoặc mùa được 1 điểm.',
        explanation:
          'Được cộng sau mức tối thiểu 8 điểm, mức này được xét mà không tính hoa; hoa được tính vào tổng điểm phải trả.',
      },
    },
    source: reference(
      'its fan table',
      'flowers count after the minimum, as in our MCR rules summary',
    ),
    aliases: ['Flowers', 'Bonus Tiles'],
    examples: [
      {
        hand: '345m 67p NN [123s] [789m] @5p +F1 S3',
        context: DISCARD,
        scores: true,
        total: 10,
        note: 'Chicken Hand 8 and two flowers.',
        translations: {
          'zh-cn': { note: '无番和8番，加两张花牌。' },
          vi: { note: 'Muỗi 8 và hai quân hoa.' },
        },
      },
      {
        hand: '345m 67p NN [123s] [789m] @5p',
        context: DISCARD,
        scores: false,
        total: 8,
        note: 'No flowers: Chicken Hand 8.',
        translations: {
          'zh-cn': { note: '没有花牌：无番和8番。' },
          vi: { note: 'Không có hoa: Muỗi 8.' },
        },
      },
    ],
  }),
];
