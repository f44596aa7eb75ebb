/** The hand's basic shape: basic hand, all pungs, all 2/5/8 pungs, outside hand, seven pairs. */

import type { Reading } from '../../../engine/decompose';
import { allPungs, isStandard, sets } from '../../../engine/detectors';
import { rankOf } from '../../../engine/tiles';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../context';
import { SC_SUMMARY } from '../sources';

/** Every set and the pair holds a 1 or a 9 (a chow 123 or 789, a pung or pair of 1s or 9s). */
export function outsideHand(r: Reading): boolean {
  if (!isStandard(r)) return false;
  return r.groups.every((g) => {
    const rank = rankOf(g.tile);
    return g.kind === 'chow' ? rank === 1 || rank === 7 : rank === 1 || rank === 9;
  });
}

/** Four pungs or kongs and the pair, all of 2s, 5s and 8s. */
export function allTwoFiveEight(r: Reading): boolean {
  return allPungs(r) && r.groups.every((g) => [2, 5, 8].includes(rankOf(g.tile)));
}

const hasChow = (r: Reading) => sets(r).some((g) => g.kind === 'chow');

export const SHAPE_PATTERNS: PatternDef[] = [
  {
    id: 'basic-hand',
    name: 'Basic Hand',
    native: [{ text: '平胡', language: 'Mandarin', romanisation: 'píng hú' }],
    aliases: ['素胡', 'Su Hu', 'Ping Hu', 'Plain Win', 'Chicken Hand'],
    value: 0,
    category: 'shape',
    definition: 'Four sets and a pair with at least one run, and no other shape fan.',
    translations: {
      'zh-cn': {
        definition: '四副面子加一对将，至少有一副顺子，且没有其他牌型番。',
        explanation:
          '最普通的和牌：这手牌值0番，底分2⁰ = 1分，之后再加清一色、根或和牌时机的番。顺子只能靠自己摸牌组成，因为四川麻将不能吃。每副面子和将都带1或9的牌改算带幺九。',
      },
      vi: {
        name: 'Bài cơ bản',
        definition: 'Bốn bộ và một đôi, có ít nhất một sảnh, và không có phán thế bài nào khác.',
        explanation:
          'Cách ù đơn giản nhất: bài được 0 phán, điểm cơ bản 2⁰ = 1 điểm, trước khi cộng phán Toàn Hàng, gốc hay phán về lúc ù. Sảnh chỉ có thể do tự bốc mà thành, vì Tứ Xuyên không cho Ăn. Bài có quân 1 hoặc 9 trong mọi bộ và trong đôi thì được tính Mang nhất cửu thay vào.',
      },
    },
    countsOnlyAlone: true,
    countsBeside: ['extras', 'events'],
    explanation:
      'The plainest win: the hand is worth 0 fan, a base of 2⁰ = 1 point, before any full flush, root or winning-event fan is added. Runs (sequences) are made from your own draws, since Sichuan has no chow claims. A hand with a 1 or 9 in every set and the pair is an Outside Hand instead.',
    source: SC_SUMMARY,
    detect: ({ reading, options }) =>
      isStandard(reading) && hasChow(reading) && !(options.outsideHand && outsideHand(reading))
        ? 1
        : 0,
    examples: [
      {
        hand: '234p 456p 678s 345s 2p @2p',
        context: ON_DISCARD,
        scores: true,
        total: 0,
        note: 'Runs and a pair: 0 fan, worth 1 point.',
        translations: {
          'zh-cn': { note: '顺子加一对将：0番，值1分。' },
          vi: { note: 'Các sảnh và một đôi: 0 phán, được 1 điểm.' },
        },
      },
      {
        hand: '123p 345p 567p 789p 9p @9p',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'All dots: basic hand 0 + full flush 2.',
        translations: {
          'zh-cn': { note: '全是饼子：平胡0 + 清一色2。' },
          vi: { note: 'Toàn quân Văn: Bài cơ bản 0 + Toàn Hàng 2.' },
        },
      },
      {
        hand: '222p 444p 666s 888s 9s @9s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'No run: four pungs make All Pungs instead.',
        translations: {
          'zh-cn': { note: '没有顺子：四副刻子改算对对胡。' },
          vi: { note: 'Không có sảnh: bốn Phỗng thành Tui Tui thay vào.' },
        },
      },
    ],
  },
  {
    id: 'all-pungs',
    name: 'All Pungs',
    native: [{ text: '对对胡', language: 'Mandarin', romanisation: 'duì duì hú' }],
    aliases: ['大对子', 'Da Dui Zi', 'Dui Dui Hu', 'All Triplets', 'All Pongs'],
    value: 1,
    category: 'shape',
    definition: 'Four pungs or kongs and a pair; no run.',
    translations: {
      'zh-cn': {
        definition: '四副刻子或杠加一对将，没有顺子。',
        explanation:
          '刻子可以是碰来的、暗的，也可以是杠。如果每副刻子和将都是2、5或8，这手牌改算将对（3番）。在这种牌桌上，四副刻子的牌不可能同时是带幺九：缺了一门花色，1和9只剩四种，将就得用到其中一种的第五张。',
      },
      vi: {
        name: 'Tui Tui',
        definition: 'Bốn Phỗng hoặc Coong và một đôi; không có sảnh nào.',
        explanation:
          'Các Phỗng có thể là Phỗng lấy quân người khác đánh ra, Phỗng kín hoặc Coong. Nếu mọi Phỗng và đôi đều là quân 2, 5 hoặc 8 thì bài được tính Toàn Phỗng 2/5/8 (3 phán) thay vào. Ở bàn này, bài bốn Phỗng không thể đồng thời là Mang nhất cửu: vì thiếu một hàng nên chỉ còn bốn loại quân 1 và 9, và đôi sẽ cần quân thứ năm của một loại trong đó.',
      },
    },
    explanation:
      'The pungs may be claimed, concealed or kongs. If every pung and the pair are 2s, 5s or 8s the hand is All 2/5/8 Pungs (3 fan) instead. A hand of four pungs cannot also be an Outside Hand at this table: with one suit missing there are only four kinds of 1 and 9, so the pair would need a fifth copy of one.',
    source: SC_SUMMARY,
    detect: ({ reading }) => (allPungs(reading) ? 1 : 0),
    examples: [
      {
        hand: '444p 666s 888s 9s [222p] @9s',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Four pungs, one claimed, and a pair of 9 Bamboo.',
        translations: {
          'zh-cn': { note: '四副刻子（一副是碰来的），加一对9条。' },
          vi: { note: 'Bốn Phỗng, một Phỗng lấy quân người khác, và một đôi 9 Sách.' },
        },
      },
      {
        hand: '123p 234p 345p 999s 9p @9p',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'Three runs and one pung: a basic hand.',
        translations: {
          'zh-cn': { note: '三副顺子加一副刻子：平胡。' },
          vi: { note: 'Ba sảnh và một Phỗng: Bài cơ bản.' },
        },
      },
      {
        hand: '444p 666s 789s 9s [222p] @9s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'One set is the run 789s.',
        translations: {
          'zh-cn': { note: '其中一副是顺子789s。' },
          vi: { note: 'Một bộ là sảnh 789s.' },
        },
      },
    ],
  },
  {
    id: 'all-two-five-eight',
    name: 'All 2/5/8 Pungs',
    native: [{ text: '将对', language: 'Mandarin', romanisation: 'jiàng duì' }],
    aliases: ['Jiang Dui', 'All 258', 'Pure Pairs of 2-5-8', '将将胡'],
    value: 3,
    category: 'shape',
    definition: 'Four pungs or kongs and a pair, every one of them 2s, 5s or 8s.',
    translations: {
      'zh-cn': {
        definition: '四副刻子或杠加一对将，全部是2、5、8。',
        explanation:
          '它代替对对胡，所以这手牌值3番，不是4番。有一个桌规选项可以关掉它（国际规则和成都规则不计）；这时这手牌算对对胡。',
      },
      vi: {
        name: 'Toàn Phỗng 2/5/8',
        definition: 'Bốn Phỗng hoặc Coong và một đôi, tất cả đều là quân 2, 5 hoặc 8.',
        explanation:
          'Nó thay cho Tui Tui, nên bài được 3 phán chứ không phải 4. Một tùy chọn của bàn có thể tắt nó (luật quốc tế và luật Thành Đô không tính); khi đó bài là Tui Tui.',
      },
    },
    explanation:
      'It replaces All Pungs, so the hand is worth 3 fan, not 4. A table option turns it off (the international and Chengdu rules do not score it); the hand is then All Pungs.',
    excludes: [
      { id: 'all-pungs', why: 'our rules summary: “All 2/5/8 pungs: 3, replacing all pungs”' },
    ],
    source: SC_SUMMARY,
    detect: ({ reading, options }) => (options.allTwoFiveEight && allTwoFiveEight(reading) ? 1 : 0),
    examples: [
      {
        hand: '555p 888s 222s 5s [222p] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Pungs of 2p, 5p, 8s, 2s and a pair of 5s: 3, and All Pungs is not added.',
        translations: {
          'zh-cn': { note: '2p、5p、8s、2s的刻子加一对5s：3番，不再加对对胡。' },
          vi: { note: 'Phỗng 2p, 5p, 8s, 2s và đôi 5s: 3, và không cộng Tui Tui.' },
        },
      },
      {
        hand: '555p 888s 222s 6s [222p] @6s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'The pair is 6 Bamboo: only All Pungs.',
        translations: {
          'zh-cn': { note: '将是6条：只有对对胡。' },
          vi: { note: 'Đôi là 6 Sách: chỉ có Tui Tui.' },
        },
      },
      {
        hand: '555p 888s 222s 5s [222p] @5s',
        context: ON_DISCARD,
        options: { allTwoFiveEight: false },
        scores: false,
        total: 1,
        note: 'With the option off the same hand is All Pungs.',
        translations: {
          'zh-cn': { note: '关掉该选项时，同一手牌算对对胡。' },
          vi: { note: 'Khi tắt tùy chọn, cùng bài đó là Tui Tui.' },
        },
      },
    ],
  },
  {
    id: 'outside-hand',
    name: 'Outside Hand',
    native: [{ text: '带幺九', language: 'Mandarin', romanisation: 'dài yāo jiǔ' }],
    aliases: ['Dai Yao Jiu', 'Terminals in Every Set', 'Chanta', 'Outside'],
    value: 2,
    category: 'shape',
    definition:
      'Every set and the pair holds a 1 or a 9: runs 123 or 789, pungs and pair of 1s or 9s.',
    translations: {
      'zh-cn': {
        definition: '每副面子和将都带1或9：顺子是123或789，刻子和将是1或9。',
        explanation:
          '它代替平胡。有一个桌规选项可以关掉它（国际规则和成都规则不计）。缺了一门花色，它不会和对对胡同时出现（见对对胡）。',
      },
      vi: {
        name: 'Mang nhất cửu',
        definition:
          'Mỗi bộ và cả đôi đều có quân 1 hoặc 9: sảnh là 123 hoặc 789, Phỗng và đôi là quân 1 hoặc 9.',
        explanation:
          'Nó thay cho Bài cơ bản. Một tùy chọn của bàn có thể tắt nó (luật quốc tế và luật Thành Đô không tính). Vì thiếu một hàng, nó không thể có cùng lúc với Tui Tui (xem ở đó).',
      },
    },
    explanation:
      'It takes the place of the basic hand. A table option turns it off (the international and Chengdu rules do not score it). With one suit missing it cannot occur together with All Pungs (see there).',
    source: SC_SUMMARY,
    detect: ({ reading, options }) => (options.outsideHand && outsideHand(reading) ? 1 : 0),
    examples: [
      {
        hand: '123p 789p 111s 789s 9s @9s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Every set and the pair hold a 1 or 9.',
        translations: {
          'zh-cn': { note: '每副面子和将都带1或9。' },
          vi: { note: 'Mọi bộ và cả đôi đều có quân 1 hoặc 9.' },
        },
      },
      {
        hand: '123p 789p 111s 678s 9s @9s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The run 678s has neither: a basic hand.',
        translations: {
          'zh-cn': { note: '顺子678s既无1也无9：平胡。' },
          vi: { note: 'Sảnh 678s không có 1 cũng không có 9: Bài cơ bản.' },
        },
      },
      {
        hand: '123p 789p 111s 789s 9s @9s',
        context: ON_DISCARD,
        options: { outsideHand: false },
        scores: false,
        total: 0,
        note: 'With the option off the hand is a basic hand.',
        translations: {
          'zh-cn': { note: '关掉该选项时，这手牌算平胡。' },
          vi: { note: 'Khi tắt tùy chọn, bài là Bài cơ bản.' },
        },
      },
    ],
  },
  {
    id: 'seven-pairs',
    shapes: ['seven-pairs'],
    name: 'Seven Pairs',
    native: [{ text: '七对', language: 'Mandarin', romanisation: 'qī duì' }],
    aliases: ['Qi Dui', 'Seven Twins', 'Chiitoitsu', '暗七对'],
    value: 2,
    category: 'shape',
    definition: 'Seven pairs, all concealed; four identical tiles count as two pairs.',
    translations: {
      'zh-cn': {
        definition: '七个对子，全部门清；四张相同的牌算两个对子。',
        explanation:
          '四副面子加一对将之外的特殊牌型。四张相同的牌可以算作其中两个对子，同时也是一个根（+1），所以这样的牌默认计3番（龙七对）。',
      },
      vi: {
        name: 'Pe Pe',
        definition:
          'Bảy đôi, tất cả đều giữ kín trên tay; bốn quân giống nhau được tính là hai đôi.',
        explanation:
          'Một thế bài đặc biệt, nằm ngoài thế bốn bộ và một đôi. Bốn quân giống nhau có thể làm hai trong các đôi, và cũng là một gốc (+1), nên bài như vậy mặc định được 3 phán (Pe Pe rồng, 龙七对).',
      },
    },
    explanation:
      'A special shape outside four sets and a pair. Four identical tiles may be two of the pairs, and they are also a root (+1), so such a hand is worth 3 (dragon seven pairs, 龙七对) by default.',
    source: SC_SUMMARY,
    detect: ({ reading }) => (reading.shape === 'seven-pairs' ? 1 : 0),
    examples: [
      {
        hand: '11p 33p 55p 77p 22s 44s 9s @9s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Seven different pairs.',
        translations: { 'zh-cn': { note: '七个不同的对子。' }, vi: { note: 'Bảy đôi khác nhau.' } },
      },
      {
        hand: '11p 33p 55p 77p 22s 444s @4s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Four 4 Bamboo are two pairs and a root: 2 + 1.',
        translations: {
          'zh-cn': { note: '四张4条算两个对子加一个根：2 + 1。' },
          vi: { note: 'Bốn quân 4 Sách là hai đôi và một gốc: 2 + 1.' },
        },
      },
      {
        hand: '11p 33p 55p 77p 22s 44s 8s @9s',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'The last two tiles, 8 and 9 Bamboo, are not a pair: no win.',
        translations: {
          'zh-cn': { note: '最后两张牌8条和9条不成对：不能和牌。' },
          vi: { note: 'Hai quân cuối, 8 và 9 Sách, không thành đôi: không ù được.' },
        },
      },
    ],
  },
  {
    id: 'dragon-seven-pairs',
    name: 'Dragon Seven Pairs Bonus',
    native: [{ text: '龙七对', language: 'Mandarin', romanisation: 'lóng qī duì' }],
    aliases: ['Long Qi Dui', 'Dragon Pairs', 'Luxury Seven Pairs'],
    value: 1,
    category: 'shape',
    definition:
      'With the Tencent option: seven pairs holding four identical tiles scores 1 fan more.',
    translations: {
      'zh-cn': {
        definition: '开启腾讯规则选项时：含有四张相同牌的七对再加1番。',
        explanation:
          '默认（本站规则摘要、国际规则和成都规则）龙七对就是七对2番 + 根1番 = 3番，这一项从不计番。腾讯类手机游戏把龙七对算作×16 = 4番；这个选项补上少的那一番，只补一次，所以以后每个根仍然加1番。',
      },
      vi: {
        name: 'Thưởng Pe Pe rồng',
        definition:
          'Khi bật luật tùy chọn kiểu Tencent: Pe Pe có bốn quân giống nhau được thêm 1 phán.',
        explanation:
          'Mặc định (tóm tắt luật của trang, luật quốc tế và luật Thành Đô), Pe Pe rồng chỉ đơn giản là Pe Pe 2 + gốc 1 = 3 phán, và mục này không bao giờ được tính. Các ứng dụng kiểu Tencent tính 龙七对 là ×16 = 4 phán; tùy chọn này cộng thêm phán còn thiếu, một lần, nên mỗi gốc tiếp theo vẫn thêm 1.',
      },
    },
    explanation:
      'By default (our rules summary, the international and the Chengdu rules) a dragon seven pairs is simply seven pairs 2 + root 1 = 3 fan and this item never scores. Tencent-style apps value 龙七对 at ×16 = 4 fan; the option adds the missing fan, once, so each further root still adds 1.',
    source: {
      source: 'sichuan-app-rules',
      status: 'table-option',
      note: 'the apps value 龙七对 at ×16; our rules summary has no separate item, so it is off by default',
    },
    detect: ({ reading, facts, options }) =>
      options.dragonSevenPairs === 'tencent' &&
      reading.shape === 'seven-pairs' &&
      facts.counts.some((n) => n === 4)
        ? 1
        : 0,
    examples: [
      {
        hand: '11p 33p 55p 77p 22s 444s @4s',
        context: ON_DISCARD,
        options: { dragonSevenPairs: 'tencent' },
        scores: true,
        total: 4,
        note: 'Seven pairs 2 + root 1 + 1 = 4 (×16).',
        translations: {
          'zh-cn': { note: '七对2 + 根1 + 1 = 4（×16）。' },
          vi: { note: 'Pe Pe 2 + gốc 1 + 1 = 4 (×16).' },
        },
      },
      {
        hand: '11p 33p 55p 77p 22s 444s @4s',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'At the default additive reading: seven pairs 2 + root 1.',
        translations: {
          'zh-cn': { note: '按默认的相加算法：七对2 + 根1。' },
          vi: { note: 'Theo cách cộng mặc định: Pe Pe 2 + gốc 1.' },
        },
      },
      {
        hand: '11p 33p 55p 77p 22s 44s 9s @9s',
        context: ON_DISCARD,
        options: { dragonSevenPairs: 'tencent' },
        scores: false,
        total: 2,
        note: 'No four identical tiles: plain seven pairs.',
        translations: {
          'zh-cn': { note: '没有四张相同的牌：普通七对。' },
          vi: { note: 'Không có bốn quân giống nhau: Pe Pe thường.' },
        },
      },
    ],
  },
];
