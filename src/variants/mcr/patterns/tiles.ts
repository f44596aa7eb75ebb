import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, strict, x } from './define';

export const TILE_PATTERNS: PatternDef[] = [
  fan('all-green', {
    category: 'tiles',
    definition: 'Only 2, 3, 4, 6, 8 of bamboo and the green dragon.',
    explanation:
      'Not also Half Flush or One Voided Suit; Full Flush and All Simples still score when they apply.',
    translations: {
      'zh-cn': {
        definition: '只有条子的2、3、4、6、8和发财。',
        explanation: '不再计混一色和缺一门；符合条件时，清一色和断幺照计。',
      },
      vi: {
        name: 'Toàn xanh',
        definition: 'Chỉ có các quân 2, 3, 4, 6, 8 Sách và Phát (rồng xanh).',
        explanation:
          'Không tính thêm Lai Hàng hay Thiếu một hàng; Toàn Hàng và Toàn quân 2–8 vẫn được tính khi bài đạt.',
      },
    },
    excludes: [x('half-flush', 'implied'), x('one-voided-suit', 'implied')],
    examples: [
      {
        hand: '234s 234s 666s 88s GDGD @GD',
        context: DISCARD,
        scores: true,
        total: 93,
        note: 'All Green 88, Dragon Pung 2, Concealed Hand 2, Pure Double Chow 1.',
        translations: {
          'zh-cn': { note: '绿一色88番，箭刻2番，门前清2番，一般高1番。' },
          vi: { note: 'Toàn xanh 88, Phỗng rồng 2, Bài kín 2, Hai sảnh giống nhau 1.' },
        },
      },
      {
        hand: '234s 234s 666s 88s RDRD @RD',
        context: DISCARD,
        scores: false,
        total: 11,
        note: 'Red dragons are not green: Half Flush 6, Dragon Pung 2, Concealed Hand 2, Pure Double Chow 1.',
        translations: {
          'zh-cn': { note: '红中不是绿色的：混一色6番，箭刻2番，门前清2番，一般高1番。' },
          vi: {
            note: 'Trung không phải quân màu xanh: Lai Hàng 6, Phỗng rồng 2, Bài kín 2, Hai sảnh giống nhau 1.',
          },
        },
      },
    ],
  }),
  fan('all-terminals', {
    category: 'tiles',
    definition: 'Only 1s and 9s.',
    explanation:
      'Not also All Terminals and Honors, All Pungs, Outside Hand, Pung of Terminals or Honors, No Honors or Double Pung; Triple Pung still scores unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '只有1和9。',
        explanation:
          '不再计混幺九、碰碰和、全带幺、幺九刻、无字和双同刻；三同刻照计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Toàn Nhất Cửu',
        definition: 'Chỉ có quân 1 và quân 9.',
        explanation:
          'Không tính thêm Lai Nhất Cửu, Tui Tui, Mang nhất cửu, Phỗng nhất cửu hoặc chữ, Không quân chữ hay Hai Phỗng cùng số; Ba Phỗng cùng số vẫn được tính, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    excludes: [
      x('all-terminals-and-honors', 'implied'),
      x('all-pungs', 'implied'),
      x('outside-hand', 'implied'),
      x('pung-of-terminals-or-honors', 'implied'),
      x('no-honors', 'implied'),
      x(
        'double-pung',
        'common practice: its pungs of 1s and 9s are not also counted as Double Pung',
      ),
      strict('triple-pung'),
    ],
    examples: [
      {
        hand: '999s 9p [111m] [999m] [111p] @9p',
        context: DISCARD,
        scores: true,
        total: 65,
        note: 'All Terminals 64, Single Wait 1 (the two Double Pungs are left out).',
        translations: {
          'zh-cn': { note: '清幺九64番，单钓将1番（两个双同刻不再计）。' },
          vi: { note: 'Toàn Nhất Cửu 64, Chờ đơn 1 (hai cách Hai Phỗng cùng số không được tính).' },
        },
      },
      {
        hand: '999s E [111m] [999m] [111p] @E',
        context: DISCARD,
        scores: false,
        total: 37,
        note: 'An East pair: All Terminals and Honors 32, Double Pung ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '东风作将：混幺九32番，双同刻×2，单钓将1番。' },
          vi: { note: 'Đôi gió Đông: Lai Nhất Cửu 32, Hai Phỗng cùng số ×2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('all-terminals-and-honors', {
    category: 'tiles',
    definition: 'Only 1s, 9s and honours (both kinds present).',
    explanation: 'Not also All Pungs, Outside Hand or Pung of Terminals or Honors.',
    translations: {
      'zh-cn': {
        definition: '只有1、9和字牌（两类都要有）。',
        explanation: '不再计碰碰和、全带幺和幺九刻。',
      },
      vi: {
        name: 'Lai Nhất Cửu',
        definition: 'Chỉ có quân 1, quân 9 và quân chữ (phải có cả hai loại).',
        explanation: 'Không tính thêm Tui Tui, Mang nhất cửu hay Phỗng nhất cửu hoặc chữ.',
      },
    },
    excludes: [
      x('all-pungs', 'implied'),
      x('outside-hand', 'implied'),
      x('pung-of-terminals-or-honors', 'implied'),
    ],
    examples: [
      {
        hand: '999s E [111m] [999m] [111p] @E',
        context: DISCARD,
        scores: true,
        total: 37,
        note: 'All Terminals and Honors 32, Double Pung ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '混幺九32番，双同刻×2，单钓将1番。' },
          vi: { note: 'Lai Nhất Cửu 32, Hai Phỗng cùng số ×2, Chờ đơn 1.' },
        },
      },
      {
        hand: '999s E [123m] [999m] [111p] @E',
        context: DISCARD,
        scores: false,
        total: 10,
        note: 'A 123 chow: Outside Hand 4, Pung of Terminals or Honors ×3, Double Pung 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '一副123顺子：全带幺4番，幺九刻×3，双同刻2番，单钓将1番。' },
          vi: {
            note: 'Một sảnh 123: Mang nhất cửu 4, Phỗng nhất cửu hoặc chữ ×3, Hai Phỗng cùng số 2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('full-flush', {
    category: 'tiles',
    definition: 'Every tile from one suit, no honours.',
    explanation: 'Not also One Voided Suit or No Honors.',
    translations: {
      'zh-cn': {
        definition: '全部是同一花色的牌，没有字牌。',
        explanation: '不再计缺一门和无字。',
      },
      vi: {
        name: 'Toàn Hàng',
        definition: 'Tất cả các quân cùng một hàng, không có quân chữ.',
        explanation: 'Không tính thêm Thiếu một hàng hay Không quân chữ.',
      },
    },
    excludes: [x('one-voided-suit', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '678m 5m [123m] [345m] [999m] @5m',
        context: DISCARD,
        scores: true,
        total: 26,
        note: 'Full Flush 24, Short Straight 1 (345 with 678), Pung of Terminals or Honors 1; 8m would also have won, so no wait fan.',
        translations: {
          'zh-cn': {
            note: '清一色24番，连六1番（345和678），幺九刻1番；和8m也能和，所以不计听牌的番。',
          },
          vi: {
            note: 'Toàn Hàng 24, Sảnh sáu số 1 (345 với 678), Phỗng nhất cửu hoặc chữ 1; quân 8m cũng ù được, nên không có điểm chờ.',
          },
        },
      },
      {
        hand: '678m E [123m] [345m] [999m] @E',
        context: DISCARD,
        scores: false,
        total: 9,
        note: 'An East pair: Half Flush 6, Short Straight 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '东风作将：混一色6番，连六1番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Đôi gió Đông: Lai Hàng 6, Sảnh sáu số 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('half-flush', {
    category: 'tiles',
    definition: 'One suit plus honours.',
    explanation: 'Not also One Voided Suit.',
    translations: {
      'zh-cn': { definition: '一种花色的牌加上字牌。', explanation: '不再计缺一门。' },
      vi: {
        name: 'Lai Hàng',
        definition: 'Chỉ một hàng số cùng với quân chữ.',
        explanation: 'Không tính thêm Thiếu một hàng.',
      },
    },
    excludes: [x('one-voided-suit', 'implied')],
    examples: [
      {
        hand: '678m E [123m] [345m] [999m] @E',
        context: DISCARD,
        scores: true,
        total: 9,
        note: 'Half Flush 6, Short Straight 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '混一色6番，连六1番，幺九刻1番，单钓将1番。' },
          vi: { note: 'Lai Hàng 6, Sảnh sáu số 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '678m 5p [123m] [345m] [999m] @5p',
        context: DISCARD,
        scores: false,
        total: 5,
        note: 'A dots pair: One Voided Suit 1, Short Straight 1, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '饼子作将：缺一门1番，连六1番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Một đôi Văn: Thiếu một hàng 1, Sảnh sáu số 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('one-voided-suit', {
    category: 'tiles',
    definition: 'Exactly one of the three suits is missing (honours allowed).',
    explanation:
      'Left out by the flushes and by All Green, All Honors and Reversible Tiles; kept with the dragon and wind fans unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '三种花色中恰好缺一种（字牌不限）。',
        explanation:
          '清一色、混一色以及绿一色、字一色和推不倒不再计它；与箭牌和风牌的番同计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Thiếu một hàng',
        definition: 'Thiếu đúng một trong ba hàng (có quân chữ cũng được).',
        explanation:
          'Không được tính khi có Toàn Hàng, Lai Hàng, Toàn xanh, Toàn Chử hay Quân đối xứng; vẫn được tính cùng các cách rồng và gió, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    examples: [
      {
        hand: '678m 5p [123m] [345m] [999m] @5p',
        context: DISCARD,
        scores: true,
        total: 5,
        note: 'A dots pair: One Voided Suit 1, Short Straight 1, Pung of Terminals or Honors 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '饼子作将：缺一门1番，连六1番，幺九刻1番，无字1番，单钓将1番。' },
          vi: {
            note: 'Một đôi Văn: Thiếu một hàng 1, Sảnh sáu số 1, Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '678m 5s [123m] [345p] [999m] @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'All three suits: No Honors 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三种花色都有：无字1番，幺九刻1番，单钓将1番。' },
          vi: { note: 'Có đủ cả ba hàng: Không quân chữ 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('no-honors', {
    category: 'tiles',
    definition: 'No winds or dragons.',
    explanation:
      'Left out whenever a bigger fan implies it (All Chows, All Simples, Full Flush, the range fans and others).',
    translations: {
      'zh-cn': {
        definition: '没有风牌和箭牌。',
        explanation: '隐含它的更大番种（平和、断幺、清一色、全大全中全小等范围番等）不再计它。',
      },
      vi: {
        name: 'Không quân chữ',
        definition: 'Không có gió và rồng.',
        explanation:
          'Không được tính mỗi khi một cách lớn hơn đã bao hàm nó (Phình, Toàn quân 2–8, Toàn Hàng, các cách theo khoảng số, v.v.).',
      },
    },
    examples: [
      {
        hand: '123m 789m 456p 999s 5s @5s',
        context: DISCARD,
        scores: true,
        total: 6,
        note: 'No Honors 1, Two Terminal Chows 1, Pung of Terminals or Honors 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '无字1番，老少副1番，幺九刻1番，门前清2番，单钓将1番。' },
          vi: {
            note: 'Không quân chữ 1, Hai sảnh đầu cuối 1, Phỗng nhất cửu hoặc chữ 1, Bài kín 2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '123m 789m 456p 999s E @E',
        context: DISCARD,
        scores: false,
        total: 5,
        note: 'An East pair: Two Terminal Chows 1, Pung of Terminals or Honors 1, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '东风作将：老少副1番，幺九刻1番，门前清2番，单钓将1番。' },
          vi: {
            note: 'Đôi gió Đông: Hai sảnh đầu cuối 1, Phỗng nhất cửu hoặc chữ 1, Bài kín 2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('all-types', {
    category: 'tiles',
    definition: 'Tiles of all five kinds: characters, dots, bamboo, winds and dragons.',
    explanation: 'Special shapes that hold every kind by construction do not add it.',
    translations: {
      'zh-cn': {
        definition: '万、饼、条、风、箭五类牌都有。',
        explanation: '按构成本来就五类齐全的特殊牌型不再加计它。',
      },
      vi: {
        name: 'Đủ năm loại',
        definition: 'Có quân của cả năm loại: Vạn, Văn, Sách, gió và rồng.',
        explanation:
          'Những thế bài đặc biệt vốn đã có đủ mọi loại quân thì không tính thêm cách này.',
      },
    },
    examples: [
      {
        hand: '123m 456p 678s EEE RD @RD',
        context: DISCARD,
        scores: true,
        total: 11,
        note: 'All Types 6, Prevalent Wind 2, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '五门齐6番，圈风刻2番，门前清2番，单钓将1番。' },
          vi: { note: 'Đủ năm loại 6, Tài Phao Gió 2, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 456p 678s EEE N @N',
        context: DISCARD,
        scores: false,
        total: 5,
        note: 'No dragon: Prevalent Wind 2, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '没有箭牌：圈风刻2番，门前清2番，单钓将1番。' },
          vi: { note: 'Không có rồng: Tài Phao Gió 2, Bài kín 2, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('reversible-tiles', {
    category: 'tiles',
    definition:
      'Only tiles that look the same upside down: 1 2 3 4 5 8 9 of dots, 2 4 5 6 8 9 of bamboo, the white dragon.',
    explanation: 'Not also One Voided Suit.',
    translations: {
      'zh-cn': {
        definition:
          '只有上下颠倒后样子不变的牌：饼子的1、2、3、4、5、8、9，条子的2、4、5、6、8、9，以及白板。',
        explanation: '不再计缺一门。',
      },
      vi: {
        name: 'Quân đối xứng',
        definition:
          'Chỉ có những quân lật ngược vẫn trông như cũ: 1 2 3 4 5 8 9 Văn, 2 4 5 6 8 9 Sách, và Bạch.',
        explanation: 'Không tính thêm Thiếu một hàng.',
      },
    },
    excludes: [x('one-voided-suit', 'implied: no characters are reversible')],
    examples: [
      {
        hand: '123p 345p 888s WDWD 99p @WD',
        context: DISCARD,
        scores: true,
        total: 12,
        note: 'Reversible Tiles 8, Dragon Pung 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '推不倒8番，箭刻2番，门前清2番。' },
          vi: { note: 'Quân đối xứng 8, Phỗng rồng 2, Bài kín 2.' },
        },
      },
      {
        hand: '123p 345p 777s WDWD 99p @WD',
        context: DISCARD,
        scores: false,
        total: 5,
        note: 'A 7 of bamboo is not reversible: Dragon Pung 2, Concealed Hand 2, One Voided Suit 1.',
        translations: {
          'zh-cn': { note: '7条不是推不倒的牌：箭刻2番，门前清2番，缺一门1番。' },
          vi: { note: 'Quân 7 Sách không đối xứng: Phỗng rồng 2, Bài kín 2, Thiếu một hàng 1.' },
        },
      },
    ],
  }),
  fan('all-fives', {
    category: 'tiles',
    definition: 'Every set and the pair includes a 5.',
    explanation: 'Not also All Simples or No Honors.',
    translations: {
      'zh-cn': { definition: '每副面子和将都含有5。', explanation: '不再计断幺和无字。' },
      vi: {
        name: 'Mang số 5',
        definition: 'Mỗi bộ và cả đôi đều có quân 5.',
        explanation: 'Không tính thêm Toàn quân 2–8 hay Không quân chữ.',
      },
    },
    aliases: ['All Five'],
    excludes: [x('all-simples', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '456m 456p 567s 555s 5p @5p',
        context: DISCARD,
        scores: true,
        total: 22,
        note: 'All Fives 16, Tile Hog 2 (four 5 bamboo), Concealed Hand 2, Mixed Double Chow 1, Closed Wait 1 (only 5p wins; it may sit in 456p, and Closed outranks Single).',
        translations: {
          'zh-cn': {
            note: '全带五16番，四归一2番（四张5条），门前清2番，喜相逢1番，坎张1番（只有5p能和；它可以放在456p里，坎张优先于单钓将）。',
          },
          vi: {
            note: 'Mang số 5 16, Ôm bốn quân 2 (bốn quân 5 Sách), Bài kín 2, Hai sảnh cùng số hai hàng 1, Chờ giữa 1 (chỉ 5p ù được; nó có thể nằm trong 456p, và Chờ giữa xếp trên Chờ đơn).',
          },
        },
      },
      {
        hand: '456m 456p 678s 555s 5p @5p',
        context: DISCARD,
        scores: false,
        total: 6,
        note: 'The 678 chow has no 5: All Simples 2, Concealed Hand 2, Mixed Double Chow 1, Closed Wait 1.',
        translations: {
          'zh-cn': { note: '678顺子里没有5：断幺2番，门前清2番，喜相逢1番，坎张1番。' },
          vi: {
            note: 'Sảnh 678 không có quân 5: Toàn quân 2–8 2, Bài kín 2, Hai sảnh cùng số hai hàng 1, Chờ giữa 1.',
          },
        },
      },
    ],
  }),
  fan('upper-tiles', {
    category: 'tiles',
    definition: 'Only 7, 8 and 9.',
    explanation: 'Not also Upper Four or No Honors.',
    translations: {
      'zh-cn': { definition: '只有7、8、9。', explanation: '不再计大于五和无字。' },
      vi: {
        name: 'Toàn quân lớn',
        definition: 'Chỉ có quân 7, 8 và 9.',
        explanation: 'Không tính thêm Lớn hơn năm hay Không quân chữ.',
      },
    },
    excludes: [x('upper-four', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '789m 789p 777s 999s 8p @8p',
        context: DISCARD,
        scores: true,
        total: 31,
        note: 'Upper Tiles 24, Two Concealed Pungs 2, Concealed Hand 2, Mixed Double Chow 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '全大24番，双暗刻2番，门前清2番，喜相逢1番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Toàn quân lớn 24, Hai Phỗng kín 2, Bài kín 2, Hai sảnh cùng số hai hàng 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '678m 789p 777s 999s 8p @8p',
        context: DISCARD,
        scores: false,
        total: 18,
        note: 'A 6: Upper Four 12, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一张6：大于五12番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Có một quân 6: Lớn hơn năm 12, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('middle-tiles', {
    category: 'tiles',
    definition: 'Only 4, 5 and 6.',
    explanation: 'Not also All Simples or No Honors.',
    translations: {
      'zh-cn': { definition: '只有4、5、6。', explanation: '不再计断幺和无字。' },
      vi: {
        name: 'Toàn quân giữa',
        definition: 'Chỉ có quân 4, 5 và 6.',
        explanation: 'Không tính thêm Toàn quân 2–8 hay Không quân chữ.',
      },
    },
    excludes: [x('all-simples', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '456m 456p 444s 555s 6p @6p',
        context: DISCARD,
        scores: true,
        total: 29,
        note: 'Middle Tiles 24, Two Concealed Pungs 2, Concealed Hand 2, Mixed Double Chow 1 (3p would also have won).',
        translations: {
          'zh-cn': { note: '全中24番，双暗刻2番，门前清2番，喜相逢1番（和3p也能和）。' },
          vi: {
            note: 'Toàn quân giữa 24, Hai Phỗng kín 2, Bài kín 2, Hai sảnh cùng số hai hàng 1 (quân 3p cũng ù được).',
          },
        },
      },
      {
        hand: '345m 456p 444s 555s 6p @6p',
        context: DISCARD,
        scores: false,
        total: 6,
        note: 'A 3: All Simples 2, Two Concealed Pungs 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '有一张3：断幺2番，双暗刻2番，门前清2番。' },
          vi: { note: 'Có một quân 3: Toàn quân 2–8 2, Hai Phỗng kín 2, Bài kín 2.' },
        },
      },
    ],
  }),
  fan('lower-tiles', {
    category: 'tiles',
    definition: 'Only 1, 2 and 3.',
    explanation: 'Not also Lower Four or No Honors.',
    translations: {
      'zh-cn': { definition: '只有1、2、3。', explanation: '不再计小于五和无字。' },
      vi: {
        name: 'Toàn quân nhỏ',
        definition: 'Chỉ có quân 1, 2 và 3.',
        explanation: 'Không tính thêm Nhỏ hơn năm hay Không quân chữ.',
      },
    },
    excludes: [x('lower-four', 'implied'), x('no-honors', 'implied')],
    examples: [
      {
        hand: '123m 123p 111s 333s 2p @2p',
        context: DISCARD,
        scores: true,
        total: 31,
        note: 'Lower Tiles 24, Two Concealed Pungs 2, Concealed Hand 2, Mixed Double Chow 1, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '全小24番，双暗刻2番，门前清2番，喜相逢1番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Toàn quân nhỏ 24, Hai Phỗng kín 2, Bài kín 2, Hai sảnh cùng số hai hàng 1, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '234m 123p 111s 333s 2p @2p',
        context: DISCARD,
        scores: false,
        total: 18,
        note: 'A 4: Lower Four 12, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一张4：小于五12番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Có một quân 4: Nhỏ hơn năm 12, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('upper-four', {
    category: 'tiles',
    definition: 'Only 6, 7, 8 and 9 (with at least one 6).',
    explanation: 'Not also No Honors.',
    translations: {
      'zh-cn': { definition: '只有6、7、8、9（至少有一张6）。', explanation: '不再计无字。' },
      vi: {
        name: 'Lớn hơn năm',
        definition: 'Chỉ có quân 6, 7, 8 và 9 (ít nhất một quân 6).',
        explanation: 'Không tính thêm Không quân chữ.',
      },
    },
    excludes: [x('no-honors', 'implied')],
    examples: [
      {
        hand: '678m 789p 777s 999s 8p @8p',
        context: DISCARD,
        scores: true,
        total: 18,
        note: 'Upper Four 12, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '大于五12番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Lớn hơn năm 12, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '567m 789p 777s 999s 8p @8p',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'A 5: No Honors 1, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一张5：无字1番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Có một quân 5: Không quân chữ 1, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('lower-four', {
    category: 'tiles',
    definition: 'Only 1, 2, 3 and 4 (with at least one 4).',
    explanation: 'Not also No Honors.',
    translations: {
      'zh-cn': { definition: '只有1、2、3、4（至少有一张4）。', explanation: '不再计无字。' },
      vi: {
        name: 'Nhỏ hơn năm',
        definition: 'Chỉ có quân 1, 2, 3 và 4 (ít nhất một quân 4).',
        explanation: 'Không tính thêm Không quân chữ.',
      },
    },
    excludes: [x('no-honors', 'implied')],
    examples: [
      {
        hand: '234m 123p 111s 333s 2p @2p',
        context: DISCARD,
        scores: true,
        total: 18,
        note: 'Lower Four 12, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '小于五12番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Nhỏ hơn năm 12, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '345m 123p 111s 333s 2p @2p',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'A 5: No Honors 1, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '有一张5：无字1番，双暗刻2番，门前清2番，幺九刻1番，单钓将1番。' },
          vi: {
            note: 'Có một quân 5: Không quân chữ 1, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('all-simples', {
    category: 'tiles',
    definition: 'No terminals (1, 9) and no honours.',
    explanation: 'Not also No Honors.',
    translations: {
      'zh-cn': { definition: '没有幺九牌（1和9），也没有字牌。', explanation: '不再计无字。' },
      vi: {
        name: 'Toàn quân 2–8',
        definition: 'Không có quân 1, quân 9 và không có quân chữ.',
        explanation: 'Không tính thêm Không quân chữ.',
      },
    },
    excludes: [x('no-honors', 'implied')],
    examples: [
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'All Simples 2, Concealed Hand 2 (5s or 8s would win: no wait fan).',
        translations: {
          'zh-cn': { note: '断幺2番，门前清2番（和5s或8s都能和：不计听牌的番）。' },
          vi: { note: 'Toàn quân 2–8 2, Bài kín 2 (5s hoặc 8s đều ù được: không có điểm chờ).' },
        },
      },
      {
        hand: '234m 456p 678s 999s 5s @5s',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'A pung of 9s: Pung of Terminals or Honors 1, No Honors 1, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '一副9的刻子：幺九刻1番，无字1番，门前清2番。' },
          vi: { note: 'Một Phỗng quân 9: Phỗng nhất cửu hoặc chữ 1, Không quân chữ 1, Bài kín 2.' },
        },
      },
    ],
  }),
  fan('outside-hand', {
    category: 'tiles',
    definition: 'Every set and the pair includes a terminal or an honour.',
    explanation: 'Left out by All Terminals, All Honors and All Terminals and Honors.',
    translations: {
      'zh-cn': {
        definition: '每副面子和将都含有幺九牌或字牌。',
        explanation: '清幺九、字一色和混幺九不再计它。',
      },
      vi: {
        name: 'Mang nhất cửu',
        definition: 'Mỗi bộ và cả đôi đều có quân 1, quân 9 hoặc quân chữ.',
        explanation: 'Không được tính khi có Toàn Nhất Cửu, Toàn Chử hay Lai Nhất Cửu.',
      },
    },
    aliases: ['Outside Hand', 'Terminal or Honor in Each Set'],
    examples: [
      {
        hand: '123m 789p 999s 111p E @E',
        context: DISCARD,
        scores: true,
        total: 11,
        note: 'Outside Hand 4, Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '全带幺4番，双暗刻2番，门前清2番，幺九刻×2，单钓将1番。' },
          vi: {
            note: 'Mang nhất cửu 4, Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ ×2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: '123m 678p 999s 111p E @E',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'The 678 chow has no terminal: Two Concealed Pungs 2, Concealed Hand 2, Pung of Terminals or Honors ×2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '678顺子里没有幺九牌：双暗刻2番，门前清2番，幺九刻×2，单钓将1番。' },
          vi: {
            note: 'Sảnh 678 không có quân 1 hay 9: Hai Phỗng kín 2, Bài kín 2, Phỗng nhất cửu hoặc chữ ×2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('tile-hog', {
    category: 'tiles',
    definition: 'All four copies of a tile used in sets and the pair, without forming a kong.',
    explanation:
      'Counts per tile kind. Copies in declared chows and pungs count. Quadruple Chow leaves it out.',
    translations: {
      'zh-cn': {
        definition: '同一种牌的四张全部用在面子和将中，但没有组成杠。',
        explanation: '每种牌计一次。吃、碰亮出的面子里的牌也算。一色四同顺不再计它。',
      },
      vi: {
        name: 'Ôm bốn quân',
        definition: 'Cả bốn quân của một loại đều nằm trong các bộ và đôi, mà không thành Coong.',
        explanation:
          'Tính theo từng loại quân. Các quân trong sảnh và Phỗng đã hạ cũng được tính. Bốn sảnh giống nhau loại bỏ cách này.',
      },
    },
    source: reference('its exclusion rules'),
    examples: [
      {
        hand: '123m 234m 2m 456p 789s @2m',
        context: DISCARD,
        scores: true,
        total: 14,
        note: 'Four 2 characters: Tile Hog 2, Mixed Straight 8, All Chows 2, Concealed Hand 2 (3m would also have won).',
        translations: {
          'zh-cn': { note: '四张2万：四归一2番，花龙8番，平和2番，门前清2番（和3m也能和）。' },
          vi: {
            note: 'Bốn quân 2 Vạn: Ôm bốn quân 2, Dãy 1–9 ba hàng 8, Phình 2, Bài kín 2 (quân 3m cũng ù được).',
          },
        },
      },
      {
        hand: '456m 456p 789s 5p {2222m} @5p',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'Four of a tile as a kong is not Tile Hog: Concealed Kong 2, Concealed Hand 2, Mixed Double Chow 1, No Honors 1, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '四张相同的牌组成杠就不算四归一：暗杠2番，门前清2番，喜相逢1番，无字1番，单钓将1番。',
          },
          vi: {
            note: 'Bốn quân giống nhau làm thành Coong thì không phải Ôm bốn quân: Coong kín 2, Bài kín 2, Hai sảnh cùng số hai hàng 1, Không quân chữ 1, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
];
