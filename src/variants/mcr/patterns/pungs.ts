import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, inSets, strict, x } from './define';

export const PUNG_PATTERNS: PatternDef[] = [
  fan('four-pure-shifted-pungs', {
    category: 'pungs',
    definition: 'Four pungs of one suit in consecutive numbers (e.g. 111 222 333 444).',
    explanation:
      'Not also Pure Shifted Pungs or All Pungs; One Voided Suit still scores unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '同一花色序数依次相连的四副刻子（如111 222 333 444）。',
        explanation: '不再计一色三节高和碰碰和；缺一门照计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Bốn Phỗng bậc thang một hàng',
        definition: 'Bốn Phỗng cùng một hàng, số liên tiếp nhau (ví dụ 111 222 333 444).',
        explanation:
          'Không tính thêm Ba Phỗng bậc thang một hàng hay Tui Tui; Thiếu một hàng vẫn được tính, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    excludes: [
      inSets('pure-shifted-pungs', 'contained'),
      x('all-pungs', 'implied'),
      strict('one-voided-suit'),
    ],
    examples: [
      {
        hand: '444m 5p [111m] [222m] [333m] @5p',
        context: DISCARD,
        scores: true,
        total: 52,
        note: 'Four Pure Shifted Pungs 48, Pung of Terminals or Honors 1, One Voided Suit 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一色四节高48番，幺九刻1番，缺一门1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Bốn Phỗng bậc thang một hàng 48, Phỗng nhất cửu hoặc chữ 1, Thiếu một hàng 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '999m 5p [111m] [222m] [333m] @5p',
        context: DISCARD,
        scores: false,
        total: 35,
        note: 'Three shifted pungs and a pung of 9s: Pure Shifted Pungs 24, All Pungs 6, Pung of Terminals or Honors ×2, One Voided Suit 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '三副递增的刻子加一副9的刻子：一色三节高24番，碰碰和6番，幺九刻×2，缺一门1番，无字1番，单钓将1番。',
          },
          vi: {
            note: 'Ba Phỗng bậc thang và một Phỗng quân 9: Ba Phỗng bậc thang một hàng 24, Tui Tui 6, Phỗng nhất cửu hoặc chữ ×2, Thiếu một hàng 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('pure-shifted-pungs', {
    category: 'pungs',
    definition: 'Three pungs of one suit in consecutive numbers.',
    explanation: 'A fourth pung may add one two-pung fan with them (account-once).',
    translations: {
      'zh-cn': {
        definition: '同一花色序数依次相连的三副刻子。',
        explanation: '第四副刻子可以和它们再组成一个由两副刻子组成的番（套算一次原则）。',
      },
      vi: {
        name: 'Ba Phỗng bậc thang một hàng',
        definition: 'Ba Phỗng cùng một hàng, số liên tiếp nhau.',
        explanation:
          'Một Phỗng thứ tư có thể ghép với chúng thêm một cách hai Phỗng (nguyên tắc Tính một lần).',
      },
    },
    examples: [
      {
        hand: '789s 5p [111m] [222m] [333m] @5p',
        context: DISCARD,
        scores: true,
        total: 27,
        note: 'Pure Shifted Pungs 24, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一色三节高24番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Ba Phỗng bậc thang một hàng 24, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '789s 5p [111m] [222m] [444m] @5p',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'A gap at 3: Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '3处断开：幺九刻1番，无字1番，单钓将1番。' },
          vi: { note: 'Hở ở số 3: Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('triple-pung', {
    category: 'pungs',
    definition: 'Pungs of the same number in all three suits.',
    explanation:
      'Not also Double Pung for those pungs. All Terminals keeps it unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '三种花色各有一副序数相同的刻子。',
        explanation: '这几副刻子不再计双同刻。清幺九仍计三同刻，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Ba Phỗng cùng số',
        definition: 'Phỗng cùng một số ở cả ba hàng.',
        explanation:
          'Các Phỗng đó không được tính thêm Hai Phỗng cùng số. Khi có Toàn Nhất Cửu, nó vẫn được tính, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    excludes: [inSets('double-pung', 'contained')],
    examples: [
      {
        hand: '789s 5p [222m] [222p] [222s] @5p',
        context: DISCARD,
        scores: true,
        total: 18,
        note: 'Triple Pung 16, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三同刻16番，无字1番，单钓将1番。' },
          vi: { note: 'Ba Phỗng cùng số 16, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '789s 5p [222m] [222p] [333s] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'Two alike: Double Pung 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '只有两副相同：双同刻2番，无字1番，单钓将1番。' },
          vi: { note: 'Chỉ hai Phỗng cùng số: Hai Phỗng cùng số 2, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('mixed-shifted-pungs', {
    category: 'pungs',
    definition: 'Three pungs in three suits, each one higher than the last (e.g. 222m 333p 444s).',
    explanation: 'A fourth pung may add one two-pung fan with them.',
    translations: {
      'zh-cn': {
        definition: '三种花色各一副刻子，每副比前一副高一位（如222万、333饼、444条）。',
        explanation: '第四副刻子可以和它们再组成一个由两副刻子组成的番。',
      },
      vi: {
        name: 'Ba Phỗng bậc thang ba hàng',
        definition:
          'Ba Phỗng ở ba hàng, Phỗng sau cao hơn Phỗng trước một số (ví dụ 222m 333p 444s).',
        explanation: 'Một Phỗng thứ tư có thể ghép với chúng thêm một cách hai Phỗng.',
      },
    },
    examples: [
      {
        hand: '789s 5p [222m] [333p] [444s] @5p',
        context: DISCARD,
        scores: true,
        total: 10,
        note: 'Mixed Shifted Pungs 8, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三色三节高8番，无字1番，单钓将1番。' },
          vi: { note: 'Ba Phỗng bậc thang ba hàng 8, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '789s 5p [222m] [333p] [555s] @5p',
        context: DISCARD,
        scores: false,
        total: 2,
        note: 'No fan from the pungs: No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '刻子没有番：无字1番，单钓将1番。' },
          vi: { note: 'Các Phỗng không được điểm nào: Không quân chữ 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('all-pungs', {
    category: 'pungs',
    definition: 'Four pungs or kongs and a pair.',
    explanation:
      'Left out by the bigger pung fans that imply it (Four Concealed Pungs, All Honors, All Terminals and so on).',
    translations: {
      'zh-cn': {
        definition: '四副刻子或杠，加一对将。',
        explanation: '隐含碰碰和的更大刻子番（四暗刻、字一色、清幺九等）不再计它。',
      },
      vi: {
        name: 'Tui Tui',
        definition: 'Bốn Phỗng hoặc Coong và một đôi.',
        explanation:
          'Không được tính khi có những cách Phỗng lớn hơn đã bao hàm nó (Khàn Khàn, Toàn Chử, Toàn Nhất Cửu, v.v.).',
      },
    },
    aliases: ['All Triplets'],
    examples: [
      {
        hand: '999s 5p [222m] [333p] [777s] @5p',
        context: DISCARD,
        scores: true,
        total: 9,
        note: 'All Pungs 6, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '碰碰和6番，幺九刻1番，无字1番，单钓将1番。' },
          vi: { note: 'Tui Tui 6, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '789s 5p [222m] [333p] [777s] @5p',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'A chow instead of the 9s: Tile Hog 2 (four 7 bamboo), No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '用顺子代替了9条刻子：四归一2番（四张7条），无字1番，单钓将1番。' },
          vi: {
            note: 'Một sảnh thay cho Phỗng quân 9: Ôm bốn quân 2 (bốn quân 7 Sách), Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('four-concealed-pungs', {
    category: 'pungs',
    definition: 'Four pungs or kongs made without a claimed tile.',
    explanation:
      'A pung completed by the discarded winning tile is exposed (unless that tile can belong to a concealed chow). Not also All Pungs or Concealed Hand; a self-drawn win scores Self-Drawn instead of Fully Concealed Hand.',
    translations: {
      'zh-cn': {
        definition: '四副暗刻：四副刻子或杠都不是用别人打出的牌组成的。',
        explanation:
          '用别人打出的和牌张组成的刻子算明刻（除非那张牌可以归入一副暗的顺子）。不再计碰碰和和门前清；自摸和牌时计自摸，不计不求人。',
      },
      vi: {
        name: 'Khàn Khàn',
        definition: 'Bốn Phỗng hoặc Coong kín: không bộ nào dùng quân người khác đánh ra.',
        explanation:
          'Phỗng được hoàn thành bằng quân ù do người khác đánh ra là Phỗng lộ (trừ khi quân đó có thể thuộc về một sảnh kín). Không tính thêm Tui Tui hay Bài kín; khi tự ù thì được Tự ù thay cho Kín.',
      },
    },
    source: reference('its exclusion rules'),
    excludes: [
      x('all-pungs', 'implied'),
      x('concealed-hand', 'implied'),
      x('three-concealed-pungs', 'contained'),
      x('two-concealed-pungs', 'contained'),
      x('fully-concealed-hand', 'becomes plain Self-Drawn'),
    ],
    examples: [
      {
        hand: '222m 444p 666s 888s 9m @9m',
        context: DISCARD,
        scores: true,
        total: 66,
        note: 'Won on the pair: Four Concealed Pungs 64, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '单钓将和牌：四暗刻64番，无字1番，单钓将1番。' },
          vi: { note: 'Ù bằng quân đôi: Khàn Khàn 64, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '222m 444p 666s 88s 99m @8s',
        context: DISCARD,
        scores: false,
        total: 25,
        note: 'The discard completed the 8s pung, which is then exposed: Three Concealed Pungs 16, All Pungs 6, Concealed Hand 2, No Honors 1 (9m or 8s would have won: no wait fan).',
        translations: {
          'zh-cn': {
            note: '和别人打出的牌凑成8s刻子，这副刻子因此算明刻：三暗刻16番，碰碰和6番，门前清2番，无字1番（9m或8s都能和：不计听牌的番）。',
          },
          vi: {
            note: 'Quân đánh ra làm thành Phỗng 8s, nên Phỗng đó tính là lộ: Ba Phỗng kín 16, Tui Tui 6, Bài kín 2, Không quân chữ 1 (9m hoặc 8s đều ù được: không có điểm chờ).',
          },
        },
      },
    ],
  }),
  fan('three-concealed-pungs', {
    category: 'pungs',
    definition: 'Three pungs or kongs made without a claimed tile.',
    explanation: 'Concealed kongs count as concealed pungs.',
    translations: {
      'zh-cn': {
        definition: '三副暗刻：三副刻子或杠不是用别人打出的牌组成的。',
        explanation: '暗杠算作暗刻。',
      },
      vi: {
        name: 'Ba Phỗng kín',
        definition:
          'Ba Phỗng hoặc Coong kín: không bộ nào trong ba bộ đó dùng quân người khác đánh ra.',
        explanation: 'Coong kín được tính như Phỗng kín.',
      },
    },
    excludes: [x('two-concealed-pungs', 'contained')],
    examples: [
      {
        hand: '222m 444p 666s 88s 99m @8s',
        context: DISCARD,
        scores: true,
        total: 25,
        note: 'The discard completed the 8s pung, which is then exposed: Three Concealed Pungs 16, All Pungs 6, Concealed Hand 2, No Honors 1 (9m or 8s would have won: no wait fan).',
        translations: {
          'zh-cn': {
            note: '和别人打出的牌凑成8s刻子，这副刻子因此算明刻：三暗刻16番，碰碰和6番，门前清2番，无字1番（9m或8s都能和：不计听牌的番）。',
          },
          vi: {
            note: 'Quân đánh ra làm thành Phỗng 8s, nên Phỗng đó tính là lộ: Ba Phỗng kín 16, Tui Tui 6, Bài kín 2, Không quân chữ 1 (9m hoặc 8s đều ù được: không có điểm chờ).',
          },
        },
      },
      {
        hand: '222m 444p 88s 99m [666s] @8s',
        context: DISCARD,
        scores: false,
        total: 9,
        note: 'Two Concealed Pungs 2, All Pungs 6, No Honors 1.',
        translations: {
          'zh-cn': { note: '双暗刻2番，碰碰和6番，无字1番。' },
          vi: { note: 'Hai Phỗng kín 2, Tui Tui 6, Không quân chữ 1.' },
        },
      },
    ],
  }),
  fan('two-concealed-pungs', {
    category: 'pungs',
    definition: 'Two pungs or kongs made without a claimed tile.',
    explanation:
      'Concealed kongs count as concealed pungs; Two Concealed Kongs already includes it.',
    translations: {
      'zh-cn': {
        definition: '两副暗刻：两副刻子或杠不是用别人打出的牌组成的。',
        explanation: '暗杠算作暗刻；双暗杠已包含双暗刻。',
      },
      vi: {
        name: 'Hai Phỗng kín',
        definition:
          'Hai Phỗng hoặc Coong kín: không bộ nào trong hai bộ đó dùng quân người khác đánh ra.',
        explanation: 'Coong kín được tính như Phỗng kín; Hai Coong kín đã bao gồm cách này.',
      },
    },
    examples: [
      {
        hand: '222m 444p 88s 99m [666s] @8s',
        context: DISCARD,
        scores: true,
        total: 9,
        note: 'Two Concealed Pungs 2, All Pungs 6, No Honors 1.',
        translations: {
          'zh-cn': { note: '双暗刻2番，碰碰和6番，无字1番。' },
          vi: { note: 'Hai Phỗng kín 2, Tui Tui 6, Không quân chữ 1.' },
        },
      },
      {
        hand: '222m 88s 99m [444p] [666s] @8s',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'One concealed pung: All Pungs 6, No Honors 1.',
        translations: {
          'zh-cn': { note: '只有一副暗刻：碰碰和6番，无字1番。' },
          vi: { note: 'Một Phỗng kín: Tui Tui 6, Không quân chữ 1.' },
        },
      },
    ],
  }),
  fan('double-pung', {
    category: 'pungs',
    definition: 'Pungs of the same number in two suits.',
    explanation: 'Counts per occurrence (twice is possible).',
    translations: {
      'zh-cn': {
        definition: '两种花色各有一副序数相同的刻子。',
        explanation: '按出现次数计（可以计两次）。',
      },
      vi: {
        name: 'Hai Phỗng cùng số',
        definition: 'Phỗng cùng một số ở hai hàng.',
        explanation: 'Tính theo mỗi lần xuất hiện (có thể được hai lần).',
      },
    },
    examples: [
      {
        hand: '789s 5p [222m] [222p] [444s] @5p',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Double Pung 2, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '双同刻2番，无字1番，单钓将1番。' },
          vi: { note: 'Hai Phỗng cùng số 2, Không quân chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '789s 5p [222m] [333p] [555s] @5p',
        context: DISCARD,
        scores: false,
        total: 2,
        note: 'No fan from the pungs: No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '刻子没有番：无字1番，单钓将1番。' },
          vi: { note: 'Các Phỗng không được điểm nào: Không quân chữ 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('all-even-pungs', {
    category: 'pungs',
    definition: 'Four pungs and a pair, all of 2, 4, 6 or 8.',
    explanation: 'Not also All Pungs, All Simples or No Honors.',
    translations: {
      'zh-cn': {
        definition: '四副刻子和一对将，全部是2、4、6、8。',
        explanation: '不再计碰碰和、断幺和无字。',
      },
      vi: {
        name: 'Toàn Phỗng chẵn',
        definition: 'Bốn Phỗng (hoặc Coong) và một đôi, tất cả đều là quân 2, 4, 6 hoặc 8.',
        explanation: 'Không tính thêm Tui Tui, Toàn quân 2–8 hay Không quân chữ.',
      },
    },
    excludes: [x('all-pungs', 'implied'), x('all-simples', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '444p 2s [222m] [666s] [888p] @2s',
        context: DISCARD,
        scores: true,
        total: 25,
        note: 'All Even Pungs 24, Single Wait 1.',
        translations: {
          'zh-cn': { note: '全双刻24番，单钓将1番。' },
          vi: { note: 'Toàn Phỗng chẵn 24, Chờ đơn 1.' },
        },
      },
      {
        hand: '444p 5s [222m] [666s] [888p] @5s',
        context: DISCARD,
        scores: false,
        total: 9,
        note: 'A pair of 5s: All Pungs 6, All Simples 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一对5：碰碰和6番，断幺2番，单钓将1番。' },
          vi: { note: 'Một đôi 5: Tui Tui 6, Toàn quân 2–8 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
];
