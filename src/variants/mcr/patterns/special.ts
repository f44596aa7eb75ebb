import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, inSets, strict, WIN_CONTEXT, x } from './define';

const only = 'a special shape: only the win-context fans (self-drawn, last tile, …) are added';

export const SPECIAL_PATTERNS: PatternDef[] = [
  fan('nine-gates', {
    category: 'special',
    definition:
      'The 13 tiles before the win are 1112345678999 of one suit, held concealed; any tile of that suit wins.',
    explanation:
      'The thirteen tiles before the win must be the exact nine-sided wait: the same fourteen tiles reached from another 13-tile hand are only a full flush. Extras by winning tile: 1 or 9 add Pure Straight and Tile Hog; 2 or 8 add Two Concealed Pungs, Short Straight and one Pung of Terminals or Honors; 5 adds Two Concealed Pungs and one Pung of Terminals or Honors; 3, 4, 6, 7 add Short Straight.',
    translations: {
      'zh-cn': {
        definition: '和牌前的十三张是同一花色的1112345678999，门前清；和该花色的任何一张牌。',
        explanation:
          '和牌前的十三张必须正好是纯正的九面听：由另一副十三张牌摸成的同样十四张，只算清一色。按和的那张牌另计：和1或9，加计清龙和四归一；和2或8，加计双暗刻、连六和一个幺九刻；和5，加计双暗刻和一个幺九刻；和3、4、6、7，加计连六。',
      },
      vi: {
        name: 'Cửu Tử Liên Hoàn',
        definition:
          'Mười ba quân trước khi ù là 1112345678999 cùng một hàng, giữ kín trên tay; quân nào của hàng đó cũng ù được.',
        explanation:
          'Mười ba quân trước khi ù phải đúng là thế chờ chín quân: cùng mười bốn quân đó mà đi lên từ một bài mười ba quân khác thì chỉ là Toàn Hàng. Tính thêm theo quân ù: quân 1 hoặc 9 thêm Dãy 1–9 một hàng và Ôm bốn quân; quân 2 hoặc 8 thêm Hai Phỗng kín, Sảnh sáu số và một Phỗng nhất cửu hoặc chữ; quân 5 thêm Hai Phỗng kín và một Phỗng nhất cửu hoặc chữ; quân 3, 4, 6, 7 thêm Sảnh sáu số.',
      },
    },
    source: reference('its winning shapes and exclusion rules'),
    excludes: [
      x('full-flush', 'always one suit'),
      x('concealed-hand', 'always concealed'),
      x('fully-concealed-hand', 'always concealed; self-drawn, it scores Self-Drawn'),
      x('no-honors', 'never holds honours'),
      x('one-voided-suit', 'implied by the one-suit shape'),
      inSets(
        'pung-of-terminals-or-honors',
        'the shape always holds a pung of 1s or 9s, which is part of it',
      ),
    ],
    examples: [
      {
        hand: '1112345678999m @5m',
        context: DISCARD,
        scores: true,
        total: 91,
        note: 'Won on 5: Nine Gates 88, Two Concealed Pungs 2, Pung of Terminals or Honors 1.',
        translations: {
          'zh-cn': { note: '和5：九莲宝灯88番，双暗刻2番，幺九刻1番。' },
          vi: {
            note: 'Ù quân 5: Cửu Tử Liên Hoàn 88, Hai Phỗng kín 2, Phỗng nhất cửu hoặc chữ 1.',
          },
        },
      },
      {
        hand: '1112345678999s @1s',
        context: DISCARD,
        scores: true,
        total: 106,
        note: 'Won on 1: Nine Gates 88, Pure Straight 16, Tile Hog 2.',
        translations: {
          'zh-cn': { note: '和1：九莲宝灯88番，清龙16番，四归一2番。' },
          vi: { note: 'Ù quân 1: Cửu Tử Liên Hoàn 88, Dãy 1–9 một hàng 16, Ôm bốn quân 2.' },
        },
      },
      {
        hand: '1111234567899s @9s',
        context: DISCARD,
        scores: false,
        total: 45,
        note: 'The same fourteen tiles, but the 13 before the win were not 1112345678999: Full Flush 24, Pure Straight 16, Concealed Hand 2, Tile Hog 2, Pung of Terminals or Honors 1.',
        translations: {
          'zh-cn': {
            note: '同样的十四张牌，但和牌前的13张不是1112345678999：清一色24番，清龙16番，门前清2番，四归一2番，幺九刻1番。',
          },
          vi: {
            note: 'Cùng mười bốn quân đó, nhưng 13 quân trước khi ù không phải là 1112345678999: Toàn Hàng 24, Dãy 1–9 một hàng 16, Bài kín 2, Ôm bốn quân 2, Phỗng nhất cửu hoặc chữ 1.',
          },
        },
      },
    ],
  }),
  fan('seven-shifted-pairs', {
    shapes: ['seven-shifted-pairs'],
    category: 'special',
    definition: 'Seven consecutive pairs of one suit: 1–7, 2–8 or 3–9.',
    explanation: `Counts as ${only}, plus All Simples for the 2–8 run.`,
    translations: {
      'zh-cn': {
        definition: '同一花色序数相连的七个对子：1至7、2至8或3至9。',
        explanation:
          '算作特殊牌型：只另计和牌方式的番（自摸、最后一张等），2至8的连七对再加计断幺。',
      },
      vi: {
        name: 'Bảy đôi liền',
        definition: 'Bảy đôi cùng một hàng, số liên tiếp nhau: 1–7, 2–8 hoặc 3–9.',
        explanation:
          'Tính như một thế bài đặc biệt: chỉ cộng thêm các cách theo hoàn cảnh ù (tự ù, quân cuối cùng, …), và thêm Toàn quân 2–8 khi dãy đôi là từ 2 đến 8.',
      },
    },
    aliases: ['Seven Consecutive Pairs'],
    excludesAllExcept: {
      patterns: [...WIN_CONTEXT, 'all-simples'],
      why: 'it is a shape of its own',
    },
    examples: [
      {
        hand: '1122334455667p @7p',
        context: DISCARD,
        scores: true,
        total: 88,
        note: 'Pairs 1 to 7 of dots: 88 and nothing else.',
        translations: {
          'zh-cn': { note: '饼子1到7各一对：88番，不再计其他番。' },
          vi: { note: 'Các đôi từ 1 đến 7 Văn: 88 và không gì khác.' },
        },
      },
      {
        hand: '2233445566778s @8s',
        context: DISCARD,
        scores: true,
        total: 90,
        note: 'The 2–8 run adds All Simples 2.',
        translations: {
          'zh-cn': { note: '2–8的连对加计断幺2番。' },
          vi: { note: 'Dãy đôi 2–8 được thêm Toàn quân 2–8 2.' },
        },
      },
      {
        hand: '1122334455668p @8p',
        context: DISCARD,
        scores: false,
        total: 48,
        note: 'A gap at 7: plain Seven Pairs 24 and Full Flush 24.',
        translations: {
          'zh-cn': { note: '7处断开：普通七对24番和清一色24番。' },
          vi: { note: 'Hở ở số 7: Pe Pe thường 24 và Toàn Hàng 24.' },
        },
      },
    ],
  }),
  fan('thirteen-orphans', {
    shapes: ['thirteen-orphans'],
    category: 'special',
    definition:
      'One of each terminal (1 and 9 of each suit) and each honour, plus a second copy of any of them.',
    explanation: `Counts as ${only}.`,
    translations: {
      'zh-cn': {
        definition: '三种花色的1和9各一张、七种字牌各一张，其中任意一种再多一张。',
        explanation: '算作特殊牌型：只另计和牌方式的番（自摸、最后一张等）。',
      },
      vi: {
        name: 'Xâp Xam Xíu',
        definition:
          'Mỗi loại quân 1 và quân 9 (của cả ba hàng) và mỗi loại quân chữ một quân, thêm một quân thứ hai của bất kỳ loại nào trong số đó.',
        explanation:
          'Tính như một thế bài đặc biệt: chỉ cộng thêm các cách theo hoàn cảnh ù (tự ù, quân cuối cùng, …).',
      },
    },
    aliases: ['Thirteen Terminals'],
    excludesAllExcept: { patterns: WIN_CONTEXT, why: 'it is a shape of its own' },
    examples: [
      {
        hand: '19m 19p 19s E S W N RD GD WD @1m',
        context: DISCARD,
        scores: true,
        total: 88,
        note: 'A second 1 of characters completes the thirteen.',
        translations: {
          'zh-cn': { note: '第二张1万凑成了十三幺。' },
          vi: { note: 'Quân 1 Vạn thứ hai làm đủ mười ba quân.' },
        },
      },
      {
        hand: '19m 19p 18s E S W N RD GD WD @1m',
        context: DISCARD,
        scores: false,
        total: null,
        note: 'An 8 of bamboo instead of the 9: not a winning hand.',
        translations: {
          'zh-cn': { note: '用一张8条代替了9条：不是和牌。' },
          vi: { note: 'Một quân 8 Sách thay cho quân 9: không phải bài ù.' },
        },
      },
    ],
  }),
  fan('seven-pairs', {
    shapes: ['seven-pairs', 'seven-shifted-pairs'],
    category: 'special',
    definition:
      'Seven pairs, held concealed; four identical tiles may be two of the pairs (and then score Tile Hog).',
    explanation:
      'A seven-pairs hand is also read as four sets and a pair, and the higher total counts. Seven Pairs combines with the tile fans (flushes, All Honors, range fans and so on) unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '七个对子，门前清；四张相同的牌可以算作两个对子（另计四归一）。',
        explanation:
          '七对的牌也按四副面子加一对将来读，取总番较高的一种。七对与看牌张的番（清一色、混一色、字一色、全大全中全小等范围番等）同计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Pe Pe',
        definition:
          'Bảy đôi, giữ kín trên tay; bốn quân giống nhau có thể làm hai trong bảy đôi (khi đó tính thêm cách Ôm bốn quân).',
        explanation:
          'Bài bảy đôi cũng được đọc thành bốn bộ và một đôi, và tổng điểm nào cao hơn thì được tính. Pe Pe được cộng với các cách về quân bài (Toàn Hàng, Lai Hàng, Toàn Chử, các cách theo khoảng số, v.v.), trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    source: reference(
      'its winning shapes and exclusion rules',
      'the strict 1998 reading is a table option',
    ),
    excludes: [
      x('concealed-hand', 'always concealed'),
      x('fully-concealed-hand', 'always concealed; self-drawn, it scores Self-Drawn'),
      x('single-wait', 'always a wait on a single tile'),
      strict('all-honors'),
      strict('all-green'),
      strict('all-terminals'),
      strict('upper-tiles'),
      strict('middle-tiles'),
      strict('lower-tiles'),
      strict('upper-four'),
      strict('lower-four'),
    ],
    examples: [
      {
        hand: '1155m 2288p 33s EE N @N',
        context: DISCARD,
        scores: true,
        total: 24,
        note: 'Seven different pairs: 24 and nothing else.',
        translations: {
          'zh-cn': { note: '七个不同的对子：24番，不再计其他番。' },
          vi: { note: 'Bảy đôi khác nhau: 24 và không gì khác.' },
        },
      },
      {
        hand: '112233m 445566p 7s @7s',
        context: DISCARD,
        scores: true,
        total: 25,
        note: 'Also 123 123 456 456 77 as sets (7 points); Seven Pairs 24 + No Honors 1 is higher.',
        translations: {
          'zh-cn': { note: '也可以按面子读成123 123 456 456 77（7番）；七对24番 + 无字1番更高。' },
          vi: {
            note: 'Đọc theo bộ cũng được 123 123 456 456 77 (7 điểm); Pe Pe 24 + Không quân chữ 1 cao hơn.',
          },
        },
      },
      {
        hand: '1122335577889s @9s',
        context: DISCARD,
        scores: false,
        total: 66,
        note: 'As sets this is Pure Terminal Chows 64 + Concealed Hand 2, above Seven Pairs 24 + Full Flush 24.',
        translations: {
          'zh-cn': { note: '按面子算是一色双龙会64番 + 门前清2番，高于七对24番 + 清一色24番。' },
          vi: {
            note: 'Đọc theo bộ thì đây là Sảnh đầu cuối một hàng 64 + Bài kín 2, cao hơn Pe Pe 24 + Toàn Hàng 24.',
          },
        },
      },
    ],
  }),
  fan('greater-honors-and-knitted-tiles', {
    shapes: ['greater-honors-and-knitted'],
    category: 'special',
    definition:
      'All seven honours and seven tiles from one knitted straight (147, 258, 369 in three different suits), no pairs.',
    explanation: `Counts as ${only}.`,
    translations: {
      'zh-cn': {
        definition:
          '七种字牌各一张，加上同一副组合龙（147、258、369分属三种花色）中的七张，没有对子。',
        explanation: '算作特殊牌型：只另计和牌方式的番（自摸、最后一张等）。',
      },
      vi: {
        name: 'Chữ và quân đan lớn',
        definition:
          'Đủ bảy loại quân chữ và bảy quân của cùng một dãy đan (147, 258, 369 ở ba hàng khác nhau), không có đôi nào.',
        explanation:
          'Tính như một thế bài đặc biệt: chỉ cộng thêm các cách theo hoàn cảnh ù (tự ù, quân cuối cùng, …).',
      },
    },
    aliases: ['Seven Stars Not Connected'],
    excludesAllExcept: {
      patterns: WIN_CONTEXT,
      why: 'it is a shape of its own (Lesser Honors and Knitted Tiles with all seven honours)',
    },
    examples: [
      {
        hand: '147m 25s 36p E S W N RD GD @WD',
        context: DISCARD,
        scores: true,
        total: 24,
        note: 'All seven honours and seven knitted numbers.',
        translations: {
          'zh-cn': { note: '七种字牌齐全，加七张组合龙的序数牌。' },
          vi: { note: 'Đủ bảy quân chữ và bảy quân số đan.' },
        },
      },
      {
        hand: '147m 258s 36p E S W N RD @GD',
        context: DISCARD,
        scores: false,
        total: 12,
        note: 'Only six honours: Lesser Honors and Knitted Tiles.',
        translations: {
          'zh-cn': { note: '只有六种字牌：全不靠。' },
          vi: { note: 'Chỉ có sáu quân chữ: Chữ và quân đan nhỏ.' },
        },
      },
    ],
  }),
  fan('lesser-honors-and-knitted-tiles', {
    // A greater hand is a lesser one with all seven honours.
    shapes: ['lesser-honors-and-knitted', 'greater-honors-and-knitted'],
    category: 'special',
    definition:
      'Fourteen different tiles: honours and numbers from one knitted straight (147, 258, 369 in three suits), no pairs.',
    explanation: `Counts as ${only}. With all nine knitted numbers it also scores Knitted Straight.`,
    translations: {
      'zh-cn': {
        definition:
          '十四张各不相同的牌：字牌，加上同一副组合龙（147、258、369分属三种花色）中的序数牌，没有对子。',
        explanation:
          '算作特殊牌型：只另计和牌方式的番（自摸、最后一张等）。组合龙的九张序数牌都有时，另计组合龙。',
      },
      vi: {
        name: 'Chữ và quân đan nhỏ',
        definition:
          'Mười bốn quân khác nhau: quân chữ và quân số của cùng một dãy đan (147, 258, 369 ở ba hàng), không có đôi nào.',
        explanation:
          'Tính như một thế bài đặc biệt: chỉ cộng thêm các cách theo hoàn cảnh ù (tự ù, quân cuối cùng, …). Khi có đủ chín quân số của dãy đan, bài được tính thêm Dãy đan.',
      },
    },
    aliases: ['Honors and Knitted Tiles', 'All Not Connected'],
    excludesAllExcept: {
      patterns: [...WIN_CONTEXT, 'knitted-straight'],
      why: 'it is a shape of its own',
    },
    examples: [
      {
        hand: '147m 258s 36p E S W N RD @GD',
        context: DISCARD,
        scores: true,
        total: 12,
        note: 'Eight knitted numbers and six honours.',
        translations: {
          'zh-cn': { note: '八张组合龙的序数牌加六种字牌。' },
          vi: { note: 'Tám quân số đan và sáu quân chữ.' },
        },
      },
      {
        hand: '147m 258s 369p E S W N @RD',
        context: DISCARD,
        scores: true,
        total: 24,
        note: 'All nine knitted numbers: Knitted Straight 12 as well.',
        translations: {
          'zh-cn': { note: '九张组合龙的序数牌齐全：另计组合龙12番。' },
          vi: { note: 'Đủ cả chín quân số đan: được thêm Dãy đan 12.' },
        },
      },
      {
        hand: '147m 258s 36p E S W N RD @RD',
        context: DISCARD,
        scores: false,
        total: null,
        note: 'A pair of red dragons: not this shape, and not a winning hand.',
        translations: {
          'zh-cn': { note: '一对红中：不是这种牌型，也不是和牌。' },
          vi: { note: 'Một đôi Trung: không phải thế bài này, và không phải bài ù.' },
        },
      },
    ],
  }),
  fan('knitted-straight', {
    shapes: ['knitted-straight'],
    category: 'special',
    definition:
      '1-4-7 of one suit, 2-5-8 of another and 3-6-9 of the third, plus a set and a pair (or within Lesser Honors and Knitted Tiles).',
    explanation:
      'The nine knitted tiles stay among the standing tiles; at most one set may be declared. The set and pair add their own fans; the wait fans follow the Mahjong International League’s ruling by default (a table option).',
    translations: {
      'zh-cn': {
        definition:
          '一种花色的1、4、7，另一种花色的2、5、8，第三种花色的3、6、9，再加一副面子和一对将（或组成全不靠）。',
        explanation:
          '组合龙的九张牌都留在手中的立牌里；最多只能亮出一副面子。那副面子和将牌各计自己的番；听牌番默认按国际麻将联盟的裁定计算（这是一个桌规选项）。',
      },
      vi: {
        name: 'Dãy đan',
        definition:
          '1-4-7 của một hàng, 2-5-8 của hàng thứ hai và 3-6-9 của hàng thứ ba, thêm một bộ và một đôi (hoặc nằm trong Chữ và quân đan nhỏ).',
        explanation:
          'Chín quân của dãy đan phải nằm trong số quân đứng trên tay; tối đa chỉ được hạ một bộ. Bộ đó và đôi được tính các cách riêng của chúng; các cách chờ mặc định theo phán quyết của Liên đoàn Mạt chược Quốc tế (một tùy chọn của bàn chơi).',
      },
    },
    source: reference(
      'its winning shapes',
      'its wait rulings inside a knitted straight are a table option',
    ),
    aliases: ['Knitted Dragon'],
    examples: [
      {
        hand: '147m 258s 369p 123m 5p @5p',
        context: DISCARD,
        scores: true,
        total: 17,
        note: 'Knitted Straight 12, All Chows 2, Concealed Hand 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '组合龙12番，平和2番，门前清2番，单钓将1番。' },
          vi: { note: 'Dãy đan 12, Phình 2, Bài kín 2, Chờ đơn 1.' },
        },
      },
      {
        hand: '147m 258s 36p 1234m 5p @5p',
        context: DISCARD,
        scores: false,
        total: null,
        note: 'No 9 of dots: the knitted straight is incomplete and the hand does not win.',
        translations: {
          'zh-cn': { note: '没有9饼：组合龙不全，这手牌不能和。' },
          vi: { note: 'Không có 9 Văn: Dãy đan chưa đủ và bài không ù được.' },
        },
      },
    ],
  }),
];
