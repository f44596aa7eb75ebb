import type { PatternDef } from '../../../engine/variant';
import { reference } from '../sources';
import { DISCARD, fan, inSets, strict, x } from './define';

export const HONOR_PATTERNS: PatternDef[] = [
  fan('big-four-winds', {
    category: 'honors',
    definition: 'Pungs or kongs of all four winds.',
    explanation:
      'The wind pungs score nothing else: no Big Three Winds, Little Four Winds, All Pungs, Prevalent or Seat Wind, or Pung of Terminals or Honors.',
    translations: {
      'zh-cn': {
        definition: '东、南、西、北四种风牌的刻子或杠。',
        explanation: '这几副风刻不再计其他番：不计三风刻、小四喜、碰碰和、圈风刻、门风刻和幺九刻。',
      },
      vi: {
        name: 'Đại Tứ Hỉ',
        definition: 'Phỗng hoặc Coong cả bốn gió.',
        explanation:
          'Các Phỗng gió không được tính thêm cách nào khác: không Ba Phỗng gió, Tiểu Tứ Hỉ, Tui Tui, Tài Phao Gió, Tài Phao Cửa hay Phỗng nhất cửu hoặc chữ.',
      },
    },
    source: reference('its fan table and exclusion rules'),
    excludes: [
      x('big-three-winds', 'contained in the four wind pungs'),
      x('little-four-winds', 'contained in the four wind pungs'),
      x('all-pungs', 'four wind pungs are necessarily all pungs'),
      x('prevalent-wind', 'the prevalent wind pung is part of it'),
      x('seat-wind', 'the seat wind pung is part of it'),
      x('pung-of-terminals-or-honors', 'the wind pungs are part of it'),
    ],
    examples: [
      {
        hand: 'NNN 5p [EEE] [SSS] [WWW] @5p',
        context: DISCARD,
        scores: true,
        total: 95,
        note: 'Big Four Winds 88, Half Flush 6, Single Wait 1.',
        translations: {
          'zh-cn': { note: '大四喜88番，混一色6番，单钓将1番。' },
          vi: { note: 'Đại Tứ Hỉ 88, Lai Hàng 6, Chờ đơn 1.' },
        },
      },
      {
        hand: 'N 555p [EEE] [SSS] [WWW] @N',
        context: DISCARD,
        scores: false,
        total: 81,
        note: 'North only as the pair: Little Four Winds 64, All Pungs 6, Half Flush 6, Prevalent Wind 2, Seat Wind 2, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '北风只作将：小四喜64番，碰碰和6番，混一色6番，圈风刻2番，门风刻2番，单钓将1番。',
          },
          vi: {
            note: 'Bắc chỉ là đôi: Tiểu Tứ Hỉ 64, Tui Tui 6, Lai Hàng 6, Tài Phao Gió 2, Tài Phao Cửa 2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('big-three-dragons', {
    category: 'honors',
    definition: 'Pungs or kongs of all three dragons.',
    explanation:
      'The dragon pungs score nothing else (no Two Dragon Pungs or Dragon Pung). One Voided Suit still scores unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '中、发、白三种箭牌的刻子或杠。',
        explanation:
          '这几副箭刻不再计其他番（不计双箭刻和箭刻）。缺一门照计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Đại Tam Nguyên',
        definition: 'Phỗng hoặc Coong cả ba rồng.',
        explanation:
          'Các Phỗng rồng không được tính thêm cách nào khác (không Hai Phỗng rồng hay Phỗng rồng). Thiếu một hàng vẫn được tính, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    excludes: [
      x('little-three-dragons', 'contained in it'),
      x('two-dragon-pungs', 'contained in it'),
      inSets('dragon-pung', 'the dragon pungs are part of it'),
      strict('one-voided-suit'),
    ],
    examples: [
      {
        hand: '123m 55p WDWD [RDRDRD] [GDGDGD] @WD',
        context: DISCARD,
        scores: true,
        total: 89,
        note: 'Big Three Dragons 88 and One Voided Suit 1 (no bamboo); the wait (5p or WD) is not unique.',
        translations: {
          'zh-cn': { note: '大三元88番，缺一门1番（没有条子）；所听的牌（5p或WD）不止一种。' },
          vi: {
            note: 'Đại Tam Nguyên 88 và Thiếu một hàng 1 (không có Sách); bài chờ hơn một quân (5p hoặc WD).',
          },
        },
      },
      {
        hand: '123m 555p WD [RDRDRD] [GDGDGD] @WD',
        context: DISCARD,
        scores: false,
        total: 66,
        note: 'White only as the pair: Little Three Dragons 64, One Voided Suit 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '白板只作将：小三元64番，缺一门1番，单钓将1番。' },
          vi: { note: 'Bạch chỉ là đôi: Tiểu Tam Nguyên 64, Thiếu một hàng 1, Chờ đơn 1.' },
        },
      },
    ],
  }),
  fan('little-four-winds', {
    category: 'honors',
    definition: 'Pungs or kongs of three winds and a pair of the fourth.',
    explanation:
      'Not also Big Three Winds, and the wind pungs are not Pung of Terminals or Honors; Prevalent and Seat Wind still score.',
    translations: {
      'zh-cn': {
        definition: '三种风牌的刻子或杠，以第四种风牌作将。',
        explanation: '不再计三风刻，这几副风刻也不计幺九刻；圈风刻和门风刻照计。',
      },
      vi: {
        name: 'Tiểu Tứ Hỉ',
        definition: 'Phỗng hoặc Coong ba gió và một đôi gió thứ tư.',
        explanation:
          'Không tính thêm Ba Phỗng gió, và các Phỗng gió không được tính Phỗng nhất cửu hoặc chữ; Tài Phao Gió và Tài Phao Cửa vẫn được tính.',
      },
    },
    excludes: [
      x('big-three-winds', 'contained in it'),
      inSets('pung-of-terminals-or-honors', 'the wind pungs are part of it'),
    ],
    examples: [
      {
        hand: 'N 555p [EEE] [SSS] [WWW] @N',
        context: DISCARD,
        scores: true,
        total: 81,
        note: 'Little Four Winds 64, All Pungs 6, Half Flush 6, Prevalent Wind 2 (East), Seat Wind 2 (South), Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '小四喜64番，碰碰和6番，混一色6番，圈风刻2番（东），门风刻2番（南），单钓将1番。',
          },
          vi: {
            note: 'Tiểu Tứ Hỉ 64, Tui Tui 6, Lai Hàng 6, Tài Phao Gió 2 (Đông), Tài Phao Cửa 2 (Nam), Chờ đơn 1.',
          },
        },
      },
      {
        hand: 'RD 555p [EEE] [SSS] [WWW] @RD',
        context: DISCARD,
        scores: false,
        total: 29,
        note: 'A dragon pair: Big Three Winds 12, All Pungs 6, Half Flush 6, Prevalent and Seat Wind 2 each, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '红中作将：三风刻12番，碰碰和6番，混一色6番，圈风刻和门风刻各2番，单钓将1番。',
          },
          vi: {
            note: 'Đôi rồng: Ba Phỗng gió 12, Tui Tui 6, Lai Hàng 6, Tài Phao Gió và Tài Phao Cửa mỗi cách 2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('little-three-dragons', {
    category: 'honors',
    definition: 'Pungs or kongs of two dragons and a pair of the third.',
    explanation: 'Replaces Two Dragon Pungs; the dragon pungs are not also Dragon Pung.',
    translations: {
      'zh-cn': {
        definition: '两种箭牌的刻子或杠，以第三种箭牌作将。',
        explanation: '代替双箭刻；这两副箭刻也不再计箭刻。',
      },
      vi: {
        name: 'Tiểu Tam Nguyên',
        definition: 'Phỗng hoặc Coong hai rồng và một đôi rồng thứ ba.',
        explanation:
          'Thay cho Hai Phỗng rồng; các Phỗng rồng cũng không được tính thêm Phỗng rồng.',
      },
    },
    excludes: [
      x('two-dragon-pungs', 'contained in it'),
      inSets('dragon-pung', 'the dragon pungs are part of it'),
      strict('one-voided-suit'),
    ],
    examples: [
      {
        hand: '123m 555p WD [RDRDRD] [GDGDGD] @WD',
        context: DISCARD,
        scores: true,
        total: 66,
        note: 'Little Three Dragons 64, One Voided Suit 1, Single Wait 1.',
        translations: {
          'zh-cn': { note: '小三元64番，缺一门1番，单钓将1番。' },
          vi: { note: 'Tiểu Tam Nguyên 64, Thiếu một hàng 1, Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 555p 9s [RDRDRD] [GDGDGD] @9s',
        context: DISCARD,
        scores: false,
        total: 7,
        note: 'A bamboo pair: Two Dragon Pungs 6 and Single Wait 1 (below the 8-point minimum).',
        translations: {
          'zh-cn': { note: '条子作将：双箭刻6番和单钓将1番（不到8番起和）。' },
          vi: { note: 'Đôi Sách: Hai Phỗng rồng 6 và Chờ đơn 1 (dưới mức tối thiểu 8 điểm).' },
        },
      },
    ],
  }),
  fan('all-honors', {
    category: 'honors',
    definition: 'Every tile is a wind or a dragon.',
    explanation:
      'Not also All Terminals and Honors, All Pungs, Outside Hand, Pung of Terminals or Honors or One Voided Suit. Combines with Seven Pairs unless the strict 1998 option is on.',
    translations: {
      'zh-cn': {
        definition: '全部由风牌和箭牌组成。',
        explanation:
          '不再计混幺九、碰碰和、全带幺、幺九刻和缺一门。可以与七对同计，除非打开“严格按1998年规则”选项。',
      },
      vi: {
        name: 'Toàn Chử',
        definition: 'Tất cả các quân đều là gió hoặc rồng.',
        explanation:
          'Không tính thêm Lai Nhất Cửu, Tui Tui, Mang nhất cửu, Phỗng nhất cửu hoặc chữ hay Thiếu một hàng. Được cộng với Pe Pe, trừ khi bật tùy chọn “Đọc chặt theo luật 1998”.',
      },
    },
    excludes: [
      x('all-terminals-and-honors', 'implied'),
      x('all-pungs', 'an honours hand is necessarily all pungs'),
      x('outside-hand', 'implied'),
      x('pung-of-terminals-or-honors', 'every pung is an honour pung'),
      x('one-voided-suit', 'all three suits are missing'),
    ],
    examples: [
      {
        hand: 'EE SS WW NN RDRD GDGD WD @WD',
        context: DISCARD,
        scores: true,
        total: 88,
        note: 'All Honors 64 + Seven Pairs 24 (27 under the strict 1998 reading, a table option).',
        translations: {
          'zh-cn': {
            note: '字一色64番 + 七对24番（按严格的1998年规则为27番，这是一个桌规选项）。',
          },
          vi: {
            note: 'Toàn Chử 64 + Pe Pe 24 (27 khi đọc chặt theo luật 1998, một tùy chọn của bàn).',
          },
        },
      },
      {
        hand: 'RDRDRD GDGD WDWD [EEE] [WWW] @GD',
        context: DISCARD,
        scores: true,
        total: 130,
        note: 'All Honors 64, Little Three Dragons 64, Prevalent Wind 2.',
        translations: {
          'zh-cn': { note: '字一色64番，小三元64番，圈风刻2番。' },
          vi: { note: 'Toàn Chử 64, Tiểu Tam Nguyên 64, Tài Phao Gió 2.' },
        },
      },
      {
        hand: 'RDRDRD GDGDGD 1m [EEE] [WWW] @1m',
        context: DISCARD,
        scores: false,
        total: 49,
        note: 'A pair of 1 characters: All Terminals and Honors 32, Two Dragon Pungs 6, Half Flush 6, Prevalent Wind 2, Two Concealed Pungs 2, Single Wait 1.',
        translations: {
          'zh-cn': {
            note: '一对1万：混幺九32番，双箭刻6番，混一色6番，圈风刻2番，双暗刻2番，单钓将1番。',
          },
          vi: {
            note: 'Một đôi 1 Vạn: Lai Nhất Cửu 32, Hai Phỗng rồng 6, Lai Hàng 6, Tài Phao Gió 2, Hai Phỗng kín 2, Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('big-three-winds', {
    category: 'honors',
    definition: 'Pungs or kongs of three winds.',
    explanation:
      'Its three wind pungs are not also Pung of Terminals or Honors; Prevalent and Seat Wind still score for them.',
    translations: {
      'zh-cn': {
        definition: '三种风牌的刻子或杠。',
        explanation: '这三副风刻不再计幺九刻；圈风刻和门风刻照计。',
      },
      vi: {
        name: 'Ba Phỗng gió',
        definition: 'Phỗng hoặc Coong ba gió.',
        explanation:
          'Ba Phỗng gió của nó không được tính thêm Phỗng nhất cửu hoặc chữ; Tài Phao Gió và Tài Phao Cửa vẫn được tính cho chúng.',
      },
    },
    excludes: [
      inSets('pung-of-terminals-or-honors', 'for its three wind pungs'),
      strict('one-voided-suit'),
    ],
    examples: [
      {
        hand: 'RD 555p [EEE] [SSS] [WWW] @RD',
        context: DISCARD,
        scores: true,
        total: 29,
        note: 'Big Three Winds 12, All Pungs 6, Half Flush 6, Prevalent Wind 2, Seat Wind 2, Single Wait 1.',
        translations: {
          'zh-cn': { note: '三风刻12番，碰碰和6番，混一色6番，圈风刻2番，门风刻2番，单钓将1番。' },
          vi: {
            note: 'Ba Phỗng gió 12, Tui Tui 6, Lai Hàng 6, Tài Phao Gió 2, Tài Phao Cửa 2, Chờ đơn 1.',
          },
        },
      },
      {
        hand: 'RD 555p [EEE] [SSS] [789s] @RD',
        context: DISCARD,
        scores: false,
        total: 6,
        note: 'Two wind pungs only: Prevalent Wind 2, Seat Wind 2, One Voided Suit 1, Single Wait 1 (below the minimum).',
        translations: {
          'zh-cn': {
            note: '只有两副风刻：圈风刻2番，门风刻2番，缺一门1番，单钓将1番（不到起和番数）。',
          },
          vi: {
            note: 'Chỉ có hai Phỗng gió: Tài Phao Gió 2, Tài Phao Cửa 2, Thiếu một hàng 1, Chờ đơn 1 (dưới mức tối thiểu).',
          },
        },
      },
    ],
  }),
  fan('two-dragon-pungs', {
    category: 'honors',
    definition: 'Pungs or kongs of two dragons.',
    explanation:
      'Replaces their two Dragon Pung fans. With a pair of the third dragon it becomes Little Three Dragons.',
    translations: {
      'zh-cn': {
        definition: '两种箭牌的刻子或杠。',
        explanation: '代替这两副刻子的两个箭刻。再有第三种箭牌作将，就成了小三元。',
      },
      vi: {
        name: 'Hai Phỗng rồng',
        definition: 'Phỗng hoặc Coong hai rồng.',
        explanation:
          'Thay cho hai cách Phỗng rồng của chúng. Có thêm một đôi rồng thứ ba thì thành Tiểu Tam Nguyên.',
      },
    },
    excludes: [inSets('dragon-pung', 'the two dragon pungs are part of it')],
    examples: [
      {
        hand: '123m 555p 9s [RDRDRD] [GDGDGD] @9s',
        context: DISCARD,
        scores: true,
        total: 7,
        note: 'Two Dragon Pungs 6 and Single Wait 1.',
        translations: {
          'zh-cn': { note: '双箭刻6番和单钓将1番。' },
          vi: { note: 'Hai Phỗng rồng 6 và Chờ đơn 1.' },
        },
      },
      {
        hand: '123m 555p 9s [RDRDRD] [999p] @9s',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'One dragon pung: Dragon Pung 2, Pung of Terminals or Honors 1 (9 dots), Single Wait 1.',
        translations: {
          'zh-cn': { note: '一副箭刻：箭刻2番，幺九刻1番（9饼），单钓将1番。' },
          vi: {
            note: 'Một Phỗng rồng: Phỗng rồng 2, Phỗng nhất cửu hoặc chữ 1 (9 Văn), Chờ đơn 1.',
          },
        },
      },
    ],
  }),
  fan('dragon-pung', {
    category: 'honors',
    definition: 'A pung or kong of dragons.',
    explanation: 'Each dragon pung counts once (per occurrence).',
    translations: {
      'zh-cn': {
        definition: '一副箭牌的刻子或杠。',
        explanation: '每副箭刻计一次（按出现次数计）。',
      },
      vi: {
        name: 'Phỗng rồng',
        definition: 'Một Phỗng hoặc Coong rồng.',
        explanation: 'Mỗi Phỗng rồng được tính một lần (theo mỗi lần xuất hiện).',
      },
    },
    examples: [
      {
        hand: '234m 456p 678s RDRDRD 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Dragon Pung 2, Concealed Hand 2 (the wait, 5s or 8s, is not unique).',
        translations: {
          'zh-cn': { note: '箭刻2番，门前清2番（所听的牌5s或8s不止一种）。' },
          vi: { note: 'Phỗng rồng 2, Bài kín 2 (bài chờ hơn một quân: 5s hoặc 8s).' },
        },
      },
      {
        hand: '234m 456p 678s WWW 5s @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'A pung of West (neither seat nor prevalent wind for South in the East round): Pung of Terminals or Honors 1, Concealed Hand 2.',
        translations: {
          'zh-cn': {
            note: '一副西风刻子（东圈里对南家来说既不是门风也不是圈风）：幺九刻1番，门前清2番。',
          },
          vi: {
            note: 'Một Phỗng gió Tây (với nhà Nam ở vòng Đông, đó không phải gió cửa cũng không phải gió vòng): Phỗng nhất cửu hoặc chữ 1, Bài kín 2.',
          },
        },
      },
    ],
  }),
  fan('prevalent-wind', {
    category: 'honors',
    definition: 'A pung or kong of the round (prevalent) wind.',
    explanation:
      'That pung is not also Pung of Terminals or Honors (once, even when the wind is also the seat wind).',
    translations: {
      'zh-cn': {
        definition: '一副与圈风相同的风牌刻子或杠。',
        explanation: '这副刻子不再计幺九刻（这种风同时也是门风时，也只免去这一次）。',
      },
      vi: {
        name: 'Tài Phao Gió',
        definition: 'Một Phỗng hoặc Coong gió của vòng đang chơi.',
        explanation:
          'Phỗng đó không được tính thêm Phỗng nhất cửu hoặc chữ (chỉ bớt một lần, kể cả khi gió đó cũng là gió cửa).',
      },
    },
    excludes: [inSets('pung-of-terminals-or-honors', 'for that pung')],
    examples: [
      {
        hand: '234m 456p 678s EEE 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'East pung in the East round: Prevalent Wind 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '东圈里的东风刻：圈风刻2番，门前清2番。' },
          vi: { note: 'Phỗng gió Đông ở vòng Đông: Tài Phao Gió 2, Bài kín 2.' },
        },
      },
      {
        hand: '234m 456p 678s WWW 5s @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'West pung: Pung of Terminals or Honors 1, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '西风刻：幺九刻1番，门前清2番。' },
          vi: { note: 'Phỗng gió Tây: Phỗng nhất cửu hoặc chữ 1, Bài kín 2.' },
        },
      },
    ],
  }),
  fan('seat-wind', {
    category: 'honors',
    definition: 'A pung or kong of the winner’s own seat wind.',
    explanation: 'That pung is not also Pung of Terminals or Honors.',
    translations: {
      'zh-cn': {
        definition: '一副与和牌者本人门风相同的风牌刻子或杠。',
        explanation: '这副刻子不再计幺九刻。',
      },
      vi: {
        name: 'Tài Phao Cửa',
        definition: 'Một Phỗng hoặc Coong gió cửa của chính người ù.',
        explanation: 'Phỗng đó không được tính thêm Phỗng nhất cửu hoặc chữ.',
      },
    },
    excludes: [inSets('pung-of-terminals-or-honors', 'for that pung')],
    examples: [
      {
        hand: '234m 456p 678s SSS 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'South wins with a South pung: Seat Wind 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '南家和牌，有一副南风刻：门风刻2番，门前清2番。' },
          vi: { note: 'Nhà Nam ù với một Phỗng gió Nam: Tài Phao Cửa 2, Bài kín 2.' },
        },
      },
      {
        hand: '234m 456p 678s EEE 5s @5s',
        context: { seat: 'E', round: 'E', discarder: 'S' },
        scores: true,
        total: 6,
        note: 'East in the East round: Prevalent Wind 2 and Seat Wind 2 for one pung, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '东家在东圈：同一副刻子计圈风刻2番和门风刻2番，门前清2番。' },
          vi: {
            note: 'Nhà Đông ở vòng Đông: Tài Phao Gió 2 và Tài Phao Cửa 2 cho cùng một Phỗng, Bài kín 2.',
          },
        },
      },
      {
        hand: '234m 456p 678s NNN 5s @5s',
        context: DISCARD,
        scores: false,
        total: 3,
        note: 'North is not South’s seat wind: Pung of Terminals or Honors 1, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '北风不是南家的门风：幺九刻1番，门前清2番。' },
          vi: { note: 'Bắc không phải gió cửa của nhà Nam: Phỗng nhất cửu hoặc chữ 1, Bài kín 2.' },
        },
      },
    ],
  }),
  fan('pung-of-terminals-or-honors', {
    category: 'honors',
    definition:
      'A pung or kong of 1s, 9s or a wind that is neither seat nor prevalent wind (dragons score Dragon Pung).',
    explanation:
      'Counts per pung. Bigger fans that contain the pung (Big Three Winds, the wind fans, All Terminals and so on) take it over.',
    translations: {
      'zh-cn': {
        definition: '一副1或9的刻子或杠，或者一副既非门风也非圈风的风牌刻子或杠（箭牌另计箭刻）。',
        explanation:
          '每副刻子计一次。包含这副刻子的更大番种（三风刻、各种风牌番、清幺九等）取代它。',
      },
      vi: {
        name: 'Phỗng nhất cửu hoặc chữ',
        definition:
          'Một Phỗng hoặc Coong quân 1, quân 9, hoặc gió không phải gió cửa cũng không phải gió của vòng (rồng được tính Phỗng rồng).',
        explanation:
          'Tính theo từng Phỗng. Những cách lớn hơn có chứa Phỗng đó (Ba Phỗng gió, các cách về gió, Toàn Nhất Cửu, v.v.) sẽ thay cho nó.',
      },
    },
    examples: [
      {
        hand: '234m 456p 678s 999s 5s @5s',
        context: DISCARD,
        scores: true,
        total: 4,
        note: 'Pung of 9 bamboo 1, Concealed Hand 2, No Honors 1.',
        translations: {
          'zh-cn': { note: '9条刻子1番，门前清2番，无字1番。' },
          vi: { note: 'Phỗng 9 Sách 1, Bài kín 2, Không quân chữ 1.' },
        },
      },
      {
        hand: '234m 456p 678s 222s 5s @5s',
        context: DISCARD,
        scores: false,
        total: 4,
        note: 'A pung of 2s: All Simples 2, Concealed Hand 2.',
        translations: {
          'zh-cn': { note: '一副2的刻子：断幺2番，门前清2番。' },
          vi: { note: 'Một Phỗng quân 2: Toàn quân 2–8 2, Bài kín 2.' },
        },
      },
    ],
  }),
];
