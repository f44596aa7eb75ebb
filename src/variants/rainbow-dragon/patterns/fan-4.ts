/** The seed's 4-fan hands (seed 001). */
import {
  allHonours,
  allTerminalsAndHonours,
  flush,
  littleThreeDragons,
} from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { footnote, RD_SHEET } from '../sources';
import { NO_TRIPLETS, NO_VALUED } from './footnotes';
import { mandarin } from './names';

export const FOUR_FAN: PatternDef[] = [
  {
    id: 'seven-pairs',
    shapes: ['seven-pairs'],
    name: 'Seven Pairs',
    native: [mandarin('七對', 'qī duì')],
    aliases: ['Seven Twins', 'Chiitoitsu', 'Qi Dui'],
    value: 4,
    category: 'fan-4',
    definition: 'Exactly seven pairs, all concealed.',
    translations: {
      'zh-cn': {
        name: '七对',
        definition: '正好七个对子，全部门清。',
        explanation:
          '这是四副面子加一对将之外的独立牌型。与香港麻将一样，七个对子必须是七种不同的牌：四张相同的牌不算两对。七对永远不计五门齐。',
      },
      vi: {
        name: 'Pe Pe',
        definition: 'Đúng bảy đôi, tất cả đều kín.',
        explanation:
          'Một thế bài riêng bên cạnh bốn bộ và một đôi. Như ở Hồng Kông, bảy đôi phải là bảy quân khác nhau: bốn quân giống hệt nhau không phải là hai đôi. Pe Pe không bao giờ được tính Cầu Vồng.',
      },
    },
    explanation:
      'A shape of its own beside four sets and a pair. As in Hong Kong, the pairs are of seven different tiles: four identical tiles are not two pairs. Seven Pairs never scores Rainbow.',
    source: {
      ...RD_SHEET,
      also: ['mahjong-rules-guide'],
      note: 'seven different pairs, as the general rules guide has them for Hong Kong',
    },
    detect: ({ reading }) => (reading.shape === 'seven-pairs' ? 1 : 0),
    examples: [
      {
        hand: '66m 55p 88p 22s 77s EE RD @RD',
        context: ON_DISCARD,
        scores: true,
        total: 5,
        note: 'The club sheet’s pairs: Seven Pairs 4, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的对子：七对4，门前清1。' },
          vi: { note: 'Các đôi trong bảng luật của câu lạc bộ: Pe Pe 4, Bài kín 1.' },
        },
      },
      {
        hand: '6666m 55p 88p 22s EE RD @RD',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'Four 6 Characters are not two pairs, so the hand is not a win.',
        translations: {
          'zh-cn': { note: '四张6万不算两对，所以这手牌不能和。' },
          vi: { note: 'Bốn quân 6 Vạn không phải là hai đôi, nên bài không ù.' },
        },
      },
    ],
  },
  {
    id: 'full-flush',
    name: 'Full Flush',
    native: [mandarin('清一色', 'qīng yī sè')],
    aliases: ['Pure One Suit', 'Chinitsu', 'Qing Yi Se'],
    value: 4,
    category: 'fan-4',
    definition: 'Every tile of one suit, with no honours.',
    translations: {
      'zh-cn': {
        name: '清一色',
        definition: '全部是同一花色的牌，没有字牌。',
        explanation: '其中有风牌或箭牌时，这手牌改计混一色（2番）。',
      },
      vi: {
        name: 'Toàn Hàng',
        definition: 'Tất cả các quân cùng một hàng, không có quân chữ.',
        explanation: 'Nếu trong đó có gió hoặc rồng thì bài là Lai Hàng (2 phán).',
      },
    },
    explanation: 'With a wind or dragon among them the hand is a Half Flush (2) instead.',
    source: RD_SHEET,
    detect: ({ facts }) => (flush(facts) === 'full' ? 1 : 0),
    examples: [
      {
        hand: '123p 555p 678p 999p 4p @4p',
        context: ON_DISCARD,
        scores: true,
        total: 5,
        note: 'The club sheet’s hand: Full Flush 4, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌：清一色4，门前清1。' },
          vi: { note: 'Bài trong bảng luật của câu lạc bộ: Toàn Hàng 4, Bài kín 1.' },
        },
      },
      {
        hand: '123p 555p 678p 999p E @E',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'A pair of East makes it a Half Flush 2, with Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '一对东风使它成为混一色2，另有门前清1。' },
          vi: { note: 'Một đôi Đông khiến bài thành Lai Hàng 2, cùng Bài kín 1.' },
        },
      },
    ],
  },
  {
    id: 'three-little-dragons',
    name: 'Three Little Dragons',
    native: [mandarin('小三元', 'xiǎo sān yuán')],
    aliases: ['Little Three Dragons', 'Small Three Dragons', 'Shousangen'],
    value: 4,
    category: 'fan-4',
    definition: 'Triplets of two dragons and a pair of the third.',
    translations: {
      'zh-cn': {
        name: '小三元',
        definition: '两种箭牌的刻子，加第三种箭牌的一对将牌。',
        explanation: '两副箭刻不再另计番子（脚注2）。',
      },
      vi: {
        name: 'Tiểu Tam Nguyên',
        definition: 'Phỗng hai rồng và một đôi rồng thứ ba.',
        explanation: 'Hai Phỗng rồng không tính thêm Phỗng chữ có phán (chú thích 2).',
      },
    },
    explanation: 'The two dragon triplets do not also score Valued Honors (footnote 2).',
    excludes: [NO_VALUED],
    source: footnote(2),
    detect: ({ reading }) => (littleThreeDragons(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 456p WD [GDGDGD] [RDRDRD] @WD',
        context: ON_DISCARD,
        scores: true,
        total: 4,
        note: 'The club sheet’s green and red triplets with a white pair: 4, and no Valued Honors.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的发财、红中刻子加一对白板：4，不计番子。' },
          vi: {
            note: 'Phỗng Phát và Phỗng Trung cùng đôi Bạch trong bảng luật của câu lạc bộ: 4, không có Phỗng chữ có phán.',
          },
        },
      },
      {
        hand: '123m 456p 9s [GDGDGD] [RDRDRD] @9s',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'The pair is not a dragon: two Valued Honors, 1 each.',
        translations: {
          'zh-cn': { note: '将不是箭牌：两副番子，各1。' },
          vi: { note: 'Đôi không phải rồng: hai Phỗng chữ có phán, mỗi Phỗng 1.' },
        },
      },
    ],
  },
  {
    id: 'all-orphans',
    name: 'All Orphans',
    native: [mandarin('混么九', 'hùn yāo jiǔ')],
    aliases: ['All Terminals and Honours', 'Honroutou', 'Mixed Orphans'],
    value: 4,
    category: 'fan-4',
    definition: 'Only 1s, 9s, winds and dragons.',
    translations: {
      'zh-cn': {
        name: '混幺九',
        definition: '只有1、9、风牌和箭牌。',
        explanation:
          '这种牌组成的面子只能是刻子，所以不再另计碰碰和（脚注3）。由这种牌组成的七对也算。按字面理解，十三幺和字一色的牌也只有这种牌，所以也计混幺九；桌上规则可以取消这一点。',
      },
      vi: {
        name: 'Toàn quân đầu và chữ',
        definition: 'Chỉ có quân 1, quân 9, gió và rồng.',
        explanation:
          'Bộ gồm những quân như vậy chỉ có thể là Phỗng, nên bài không tính thêm Tui Tui (chú thích 3). Pe Pe gồm những quân đó cũng được. Hiểu theo đúng câu chữ, bài Xâp Xam Xíu và bài Toàn Chử cũng chỉ có những quân như vậy nên cũng được tính cách này; một luật bàn ngăn điều đó.',
      },
    },
    explanation:
      'Sets of such tiles can only be triplets, so the hand does not also count All Triplets (footnote 3). Seven Pairs of them qualify. Read as written, Thirteen Orphans and All Honors hands hold only such tiles too and also score it; a table option stops that.',
    excludes: [NO_TRIPLETS],
    source: footnote(3),
    detect: ({ facts, reading, options }) => {
      // Literally, Thirteen Orphans and All Honors hands hold only 1s, 9s and honours too.
      if (
        !options.nestedPatternsCount &&
        (reading.shape === 'thirteen-orphans' || allHonours(facts))
      )
        return 0;
      return allTerminalsAndHonours(facts) ? 1 : 0;
    },
    examples: [
      {
        hand: '111m 999s NNN RD [111p] @RD',
        context: ON_DISCARD,
        scores: true,
        total: 5,
        note: 'The club sheet’s tiles, 1 Dots exposed: All Orphans 4 and Rainbow 1; All Triplets is not counted.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的牌，1饼刻子亮出：混幺九4，五门齐1；不计碰碰和。' },
          vi: {
            note: 'Các quân trong bảng luật của câu lạc bộ, Phỗng 1 Văn đã lộ: Toàn quân đầu và chữ 4 và Cầu Vồng 1; không tính Tui Tui.',
          },
        },
      },
      {
        hand: '11m 99m 11p EE SS RDRD GD @GD',
        context: ON_DISCARD,
        scores: true,
        total: 9,
        note: 'As Seven Pairs: All Orphans 4, Seven Pairs 4, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '作为七对：混幺九4，七对4，门前清1。' },
          vi: { note: 'Dưới dạng Pe Pe: Toàn quân đầu và chữ 4, Pe Pe 4, Bài kín 1.' },
        },
      },
      {
        hand: '111m 999s NNN RD [222p] @RD',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'A triplet of 2 Dots: All Triplets 2 and Rainbow 1.',
        translations: {
          'zh-cn': { note: '一副2饼刻子：碰碰和2，五门齐1。' },
          vi: { note: 'Một Phỗng 2 Văn: Tui Tui 2 và Cầu Vồng 1.' },
        },
      },
    ],
  },
];
