/**
 * The glossary's data: one entry per idea, with the English words each variant's page uses for
 * it, its native forms, and where the site uses it. content/docs/glossary.mdx renders this, and
 * tests/docs/glossary.test.ts checks that every link names a real page or pattern.
 *
 * Native forms come from the seeds, ../shared/rules (Vietnamese: rules/vietnamese.md) and the
 * native names the catalogues already carry; a form is left out rather than guessed. Each entry
 * is said in simplified Chinese and Vietnamese too (Hong Kong's converted), in the words the
 * catalogues and islands use, so the glossary is the term list in every language.
 */
import type { Translations } from '../engine/variant';

export interface GlossaryForm {
  text: string;
  /** e.g. "Cantonese", "Mandarin", "Vietnamese". */
  language: string;
  romanisation?: string;
}

export interface GlossaryLink {
  label: string;
  /** A site path: a content page (/how-to-play/) or a pattern page (/hong-kong/patterns/all-pungs/). */
  href: string;
  /** A pattern page's pattern: a page in another language names it as its catalogue does there. */
  pattern?: { variant: string; id: string };
  /** A content page's label in other languages. */
  translations?: Translations<string>;
}

export interface GlossaryTerm {
  id: string;
  /** The heading word. */
  term: string;
  /** Other English words for the same thing, naming the variant that uses them where it matters. */
  aliases: string[];
  forms: GlossaryForm[];
  meaning: string;
  links: GlossaryLink[];
  /** The heading word and the meaning in other languages (the word players of it use). */
  translations?: Translations<{ term: string; meaning: string }>;
}

const pattern = (variant: string, id: string, label: string): GlossaryLink => ({
  label,
  href: `/${variant}/patterns/${id}/`,
  pattern: { variant, id },
});
const page = (href: string, label: string, zh: string, vi: string): GlossaryLink => ({
  label,
  href,
  translations: { 'zh-cn': zh, vi },
});

const yue = (text: string, romanisation: string): GlossaryForm => ({
  text,
  language: 'Cantonese',
  romanisation,
});
const cmn = (text: string, romanisation: string): GlossaryForm => ({
  text,
  language: 'Mandarin',
  romanisation,
});
const vi = (text: string): GlossaryForm => ({ text, language: 'Vietnamese' });

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'pung',
    term: 'Pung',
    aliases: ['pong', 'triplet (Rainbow Dragon)'],
    forms: [yue('碰', 'pung3'), cmn('碰', 'pèng'), vi('Phỗng')],
    meaning: 'Three identical tiles. Any player may claim a discard to complete one.',
    translations: {
      'zh-cn': { term: '碰', meaning: '三张相同的牌。任何一家都可以吃进别人打出的牌来碰成一组。' },
      vi: {
        term: 'Phỗng',
        meaning:
          'Ba quân giống hệt nhau. Bất kỳ người chơi nào cũng có thể lấy quân người khác đánh ra để làm thành một Phỗng.',
      },
    },
    links: [
      page('/how-to-play/', 'How to play: sets', '玩法：面子', 'Cách chơi: các bộ'),
      pattern('hong-kong', 'all-pungs', 'All Pungs (Hong Kong)'),
      pattern('rainbow-dragon', 'all-triplets', 'All Triplets (Rainbow Dragon)'),
      pattern('mcr', 'all-pungs', 'All Pungs (MCR)'),
      pattern('sichuan', 'all-pungs', 'All Pungs (Sichuan)'),
      pattern('vietnamese', 'all-sets', 'All Sets (Vietnamese)'),
    ],
  },
  {
    id: 'kong',
    term: 'Kong',
    aliases: ['quad', 'four of a kind'],
    forms: [yue('槓', 'gong3'), cmn('杠', 'gàng'), vi('Coong')],
    meaning:
      'Four identical tiles, declared as a set: exposed (from a discard), added (a fourth tile on an exposed pung) or concealed. The player draws a replacement tile after it. In Sichuan four identical tiles in a hand also count as a root (根, gēn).',
    translations: {
      'zh-cn': {
        term: '杠',
        meaning:
          '四张相同的牌，作为一组亮出：明杠（杠别人打出的牌）、加杠（在已碰出的刻子上加第四张）或暗杠。开杠后要补摸一张牌。在四川麻将里，手中四张相同的牌也算一个根。',
      },
      vi: {
        term: 'Coong',
        meaning:
          'Bốn quân giống hệt nhau, hạ thành một bộ: Coong lộ (lấy quân đánh ra), Coong thêm (thêm quân thứ tư vào một Phỗng đã hạ) hoặc Coong úp. Sau đó người chơi bốc một quân bù. Ở Tứ Xuyên, bốn quân giống hệt nhau trong bài cũng được tính là một “gốc” (根).',
      },
    },
    links: [
      page('/how-to-play/', 'How to play: sets', '玩法：面子', 'Cách chơi: các bộ'),
      pattern('hong-kong', 'four-kongs', 'Four Kongs (Hong Kong)'),
      pattern('mcr', 'melded-kong', 'Melded Kong (MCR)'),
      pattern('sichuan', 'root', 'Root (Sichuan)'),
      pattern('vietnamese', 'quad', 'Quad (Vietnamese)'),
      page(
        '/sichuan/deal/',
        'Sichuan kong payments in the deal ledger',
        '四川麻将的杠钱（一局账本）',
        'Tiền Coong Tứ Xuyên trong sổ ván',
      ),
    ],
  },
  {
    id: 'chow',
    term: 'Chow',
    aliases: ['run', 'sequence (Rainbow Dragon)'],
    forms: [cmn('吃', 'chī'), vi('Ăn')],
    meaning:
      'Three consecutive numbers in one suit. Only the player after the discarder may claim a discard for one. Sichuan allows no chow claims, though a hand may still hold runs it drew.',
    translations: {
      'zh-cn': {
        term: '吃',
        meaning:
          '同一花色的三张连续数字牌。只有点炮者的下家可以吃别人打出的牌。四川麻将不许吃，但手中仍可以有自己摸来的顺子。',
      },
      vi: {
        term: 'Ăn',
        meaning:
          'Ba quân số liên tiếp cùng một hàng. Chỉ người ngồi sau người đánh ra mới được lấy quân đánh ra để Ăn. Tứ Xuyên không cho Ăn, dù bài vẫn có thể có sảnh tự bốc được.',
      },
    },
    links: [
      page('/how-to-play/', 'How to play: sets', '玩法：面子', 'Cách chơi: các bộ'),
      pattern('hong-kong', 'all-chows', 'All Chows (Hong Kong)'),
      pattern('rainbow-dragon', 'all-sequences', 'All Sequences (Rainbow Dragon)'),
      pattern('mcr', 'all-chows', 'All Chows (MCR)'),
      pattern('vietnamese', 'all-runs', 'All Runs (Vietnamese)'),
      page(
        '/variants/',
        'Which variants allow chow claims',
        '哪些玩法可以吃',
        'Những lối chơi cho phép Ăn',
      ),
    ],
  },
  {
    id: 'pair',
    term: 'Pair',
    aliases: ['eyes'],
    forms: [yue('眼', 'ngaan5'), cmn('将', 'jiàng')],
    meaning: 'Two identical tiles: the fifth part of a standard hand of four sets and a pair.',
    translations: {
      'zh-cn': {
        term: '将',
        meaning: '两张相同的牌：四组面子加一对将的标准和牌中的第五部分。香港叫“眼”。',
      },
      vi: {
        term: 'Đôi',
        meaning:
          'Hai quân giống hệt nhau: phần thứ năm của một bài ù thường gồm bốn bộ và một đôi.',
      },
    },
    links: [
      page('/how-to-play/', 'How to play: winning', '玩法：和牌', 'Cách chơi: ù'),
      pattern('sichuan', 'all-two-five-eight', 'All 2/5/8 Pungs (Sichuan, 将对)'),
    ],
  },
  {
    id: 'faan',
    term: 'Faan',
    aliases: ['fan', 'point (MCR)', 'phán (Vietnamese)'],
    forms: [yue('番', 'faan1'), cmn('番', 'fān'), vi('phán')],
    meaning:
      'The unit a hand is valued in. Hong Kong and VMC count faan; Rainbow Dragon and Sichuan count fan; MCR counts points; Vietnamese mahjong counts phán, and every 6 phán make 1 mủn.',
    translations: {
      'zh-cn': {
        term: '番',
        meaning:
          '计算一副牌价值的单位。香港麻将和VMC计番（faan），彩虹龙和四川麻将计番（fan），国标麻将计分（番），越南麻将计phán，每6 phán为1 mủn。',
      },
      vi: {
        term: 'Phán',
        meaning:
          'Đơn vị tính giá trị một ván bài. Hồng Kông và VMC tính faan; Rainbow Dragon và Tứ Xuyên tính fan; MCR tính điểm; mạt chược Việt Nam tính phán, và cứ 6 phán là 1 mủn.',
      },
    },
    links: [
      page('/hong-kong/patterns/', 'Hong Kong faan', '香港麻将的番', 'Phán Hồng Kông'),
      page('/rainbow-dragon/patterns/', 'Rainbow Dragon fan', '彩虹龙的番', 'Phán Rainbow Dragon'),
      page('/sichuan/patterns/', 'Sichuan fan', '四川麻将的番', 'Phán Tứ Xuyên'),
      page(
        '/mcr/patterns/',
        'MCR fans, in points',
        '国标麻将的番种（以番计分）',
        'Các cách tính điểm MCR',
      ),
      page(
        '/vietnamese/patterns/',
        'Vietnamese phán and mủn',
        '越南麻将的phán和mủn',
        'Phán và mủn Việt Nam',
      ),
    ],
  },
  {
    id: 'limit',
    term: 'Limit',
    aliases: ['cap', 'limit hand', 'mủn (Vietnamese)'],
    forms: [
      yue('滿貫', 'mun5 gun3'),
      yue('封頂', 'fung1 ding2'),
      cmn('封顶', 'fēng dǐng'),
      vi('mủn'),
    ],
    meaning:
      'The most a hand can be worth (the cap), and a hand worth that outright (a limit hand). Hong Kong caps at 13 faan by default, Rainbow Dragon at 12 fan, Sichuan at 5 fan by default; MCR has no cap. The Vietnamese mủn takes its name from 滿貫.',
    translations: {
      'zh-cn': {
        term: '封顶',
        meaning:
          '一副牌最多能值多少（封顶），以及直接值这个数的牌（封顶牌、满贯）。香港麻将默认13番封顶，彩虹龙12番，四川麻将默认5番；国标麻将不封顶。越南的mủn得名于“满贯”。',
      },
      vi: {
        term: 'Mủn',
        meaning:
          'Giá trị cao nhất một ván bài có thể đạt (mức trần), và ván bài có ngay giá trị đó (ván mủn). Hồng Kông mặc định trần 13 faan, Rainbow Dragon 12 fan, Tứ Xuyên mặc định 5 fan; MCR không có trần. Chữ mủn của Việt Nam lấy từ 滿貫.',
      },
    },
    links: [
      pattern('hong-kong', 'thirteen-orphans', 'Thirteen Orphans, a Hong Kong limit hand'),
      page(
        '/hong-kong/',
        'Hong Kong: faan, the minimum and the cap',
        '香港麻将：番、起糊和封顶',
        'Hồng Kông: phán, mức tối thiểu và mức trần',
      ),
      page('/variants/', 'Every variant’s cap', '各玩法的封顶', 'Mức trần của mọi lối chơi'),
    ],
  },
  {
    id: 'minimum',
    term: 'Minimum',
    aliases: ['threshold', 'minimum faan'],
    forms: [yue('起糊', 'hei2 wu4')],
    meaning:
      'The least a hand must be worth before it may be declared: 3 faan in Hong Kong by default, 8 points before flowers in MCR, none in Sichuan.',
    translations: {
      'zh-cn': {
        term: '起糊',
        meaning:
          '一副牌至少要值多少才可以和：香港麻将默认3番，国标麻将不计花牌8番，四川麻将没有起和。国标叫“起和”。',
      },
      vi: {
        term: 'Mức tối thiểu',
        meaning:
          'Giá trị ít nhất một ván bài phải có mới được tuyên bố ù: mặc định 3 faan ở Hồng Kông, 8 điểm không kể hoa ở MCR, không có ở Tứ Xuyên.',
      },
    },
    links: [
      page('/hong-kong/', 'Hong Kong: the minimum', '香港麻将：起糊', 'Hồng Kông: mức tối thiểu'),
      page('/mcr/', 'MCR: the 8-point minimum', '国标麻将：8番起和', 'MCR: tối thiểu 8 điểm'),
      page(
        '/variants/',
        'Every variant’s minimum',
        '各玩法的起和番数',
        'Mức tối thiểu của mọi lối chơi',
      ),
    ],
  },
  {
    id: 'self-draw',
    term: 'Self-draw',
    aliases: ['self-drawn win', 'tsumo'],
    forms: [yue('自摸', 'zi6 mo1'), cmn('自摸', 'zì mō'), vi('Chỉ Mó'), vi('Tự ù')],
    meaning: 'Winning on a tile you drew from the wall yourself. Usually everyone pays.',
    translations: {
      'zh-cn': { term: '自摸', meaning: '和的是自己从牌墙摸到的牌。通常三家都要付。' },
      vi: {
        term: 'Tự ù',
        meaning: 'Ù bằng quân tự bốc từ tường. Thường thì cả ba người kia đều trả.',
      },
    },
    links: [
      pattern('hong-kong', 'self-drawn', 'Self-drawn (Hong Kong)'),
      pattern('mcr', 'self-drawn', 'Self-Drawn (MCR)'),
      pattern('sichuan', 'self-drawn', 'Self-draw (Sichuan)'),
    ],
  },
  {
    id: 'discard',
    term: 'Discard win',
    aliases: ['win on a discard', 'dealing in'],
    forms: [cmn('点炮', 'diǎn pào'), vi('Ù')],
    meaning:
      'Winning on the tile another player threw out. In most variants the discarder pays the most.',
    translations: {
      'zh-cn': { term: '点炮', meaning: '和的是别人打出的牌。大多数玩法里点炮者付得最多。' },
      vi: {
        term: 'Ù quân đánh ra',
        meaning:
          'Ù bằng quân người khác đánh ra. Ở hầu hết các lối chơi, người đánh ra trả nhiều nhất.',
      },
    },
    links: [
      pattern('hong-kong', 'last-discard', 'Last Discard (Hong Kong)'),
      page(
        '/compare/',
        'Who pays, compared across Hong Kong rule sets',
        '谁付钱：香港各种规则的比较',
        'Ai trả: so sánh các bộ luật Hồng Kông',
      ),
    ],
  },
  {
    id: 'concealed',
    term: 'Concealed hand',
    aliases: ['fully concealed', 'closed hand'],
    forms: [yue('門前清', 'mun4 cin4 cing1'), vi('Kín')],
    meaning: 'A hand with no set made from a claimed discard. A concealed kong does not open it.',
    translations: {
      'zh-cn': { term: '门前清', meaning: '没有用吃、碰、明杠得来的面子的牌。暗杠不算开门。' },
      vi: {
        term: 'Kín',
        meaning:
          'Bài không có bộ nào làm từ quân lấy của người khác. Coong úp không làm mất bài kín.',
      },
    },
    links: [
      pattern('hong-kong', 'concealed-hand', 'Concealed Hand (Hong Kong)'),
      pattern('rainbow-dragon', 'fully-concealed', 'Fully Concealed (Rainbow Dragon)'),
      pattern('mcr', 'concealed-hand', 'Concealed Hand (MCR)'),
      pattern('vietnamese', 'fully-closed', 'Fully Closed Hand (Vietnamese)'),
    ],
  },
  {
    id: 'dealer',
    term: 'Dealer',
    aliases: ['East', 'banker'],
    forms: [yue('莊家', 'zong1 gaa1'), cmn('庄家', 'zhuāng jiā')],
    meaning:
      'The player who sits East for the deal, starts with fourteen tiles and discards first.',
    translations: {
      'zh-cn': { term: '庄家', meaning: '本局坐东的人：起手十四张牌，第一个打牌。' },
      vi: {
        term: 'Nhà cái',
        meaning: 'Người ngồi hướng Đông trong ván, nhận mười bốn quân và đánh ra trước.',
      },
    },
    links: [
      page(
        '/how-to-play/',
        'How to play: seats, the dealer and the rounds',
        '玩法：座位、庄家和圈',
        'Cách chơi: chỗ ngồi, nhà cái và các vòng',
      ),
    ],
  },
  {
    id: 'prevailing-wind',
    term: 'Prevailing wind',
    aliases: ['round wind', 'prevalent wind (MCR)'],
    forms: [yue('圈風', 'hyun1 fung1'), cmn('圈风', 'quān fēng')],
    meaning:
      'The wind of the current round, shared by all players; a pung of it scores. Your own seat wind (門風) is another.',
    translations: {
      'zh-cn': {
        term: '圈风',
        meaning: '本圈的风，四家共用；这种风的刻子计番。自己的座位风（门风）是另一回事。',
      },
      vi: {
        term: 'Gió vòng',
        meaning:
          'Gió của vòng đang chơi, chung cho mọi người; Phỗng gió này được tính điểm. Gió chỗ ngồi của riêng mình (門風) là chuyện khác.',
      },
    },
    links: [
      pattern('hong-kong', 'round-wind-pung', 'Round Wind Pung (Hong Kong)'),
      pattern('hong-kong', 'seat-wind-pung', 'Seat Wind Pung (Hong Kong)'),
      pattern('mcr', 'prevalent-wind', 'Prevalent Wind (MCR)'),
      pattern('rainbow-dragon', 'valued-honors', 'Valued Honors (Rainbow Dragon)'),
    ],
  },
  {
    id: 'flowers',
    term: 'Flowers and seasons',
    aliases: ['bonus tiles'],
    forms: [yue('花', 'faa1'), yue('季', 'gwai3'), vi('Hoa'), vi('Mùa')],
    meaning:
      'Eight bonus tiles outside the fourteen: set aside when drawn and replaced from the wall. Your own flower or season, and a complete set, score. Sichuan plays without them.',
    translations: {
      'zh-cn': {
        term: '花牌和季牌',
        meaning:
          '十四张以外的八张花牌：摸到就放在一边，再从牌墙补摸。自己的花或季，以及整套齐全，都计番。四川麻将不用花牌。',
      },
      vi: {
        term: 'Hoa và Mùa',
        meaning:
          'Tám quân thưởng ngoài mười bốn quân: bốc được thì để riêng ra và bốc bù từ tường. Hoa hoặc Mùa đúng chỗ ngồi của mình, và đủ một bộ, được tính điểm. Tứ Xuyên chơi không có hoa.',
      },
    },
    links: [
      pattern('hong-kong', 'own-flower', 'Own Flower (Hong Kong)'),
      pattern('hong-kong', 'all-flowers', 'All Flowers (Hong Kong)'),
      pattern('rainbow-dragon', 'seat-flower', 'Seat Flower (Rainbow Dragon)'),
      pattern('mcr', 'flower-tiles', 'Flower Tiles (MCR)'),
      pattern('vietnamese', 'seat-flower', 'Seat Flower (Vietnamese)'),
    ],
  },
  {
    id: 'kong-replacement',
    term: 'Kong replacement win',
    aliases: [
      'win on a replacement tile',
      'mountaintop (Rainbow Dragon)',
      'out with replacement tile (MCR)',
    ],
    forms: [
      yue('槓上開花', 'gong3 soeng6 hoi1 faa1'),
      cmn('杠上花', 'gàng shàng huā'),
      vi('Coong Xừng Phá'),
    ],
    meaning: 'Winning on the tile drawn to replace a kong (in some rules also a flower).',
    translations: {
      'zh-cn': { term: '杠上开花', meaning: '和的是开杠后补摸的牌（有的规则补花后的牌也算）。' },
      vi: {
        term: 'Coong Xừng Phá',
        meaning: 'Ù bằng quân bốc bù sau khi Coong (ở một số luật, cả sau khi hạ hoa).',
      },
    },
    links: [
      pattern('hong-kong', 'kong-replacement', 'Kong Replacement (Hong Kong)'),
      pattern('rainbow-dragon', 'mountaintop', 'Mountaintop (Rainbow Dragon)'),
      pattern('mcr', 'out-with-replacement-tile', 'Out with Replacement Tile (MCR)'),
      pattern('sichuan', 'kong-replacement', 'Kong Replacement (Sichuan)'),
      pattern('vietnamese', 'replacement-win', 'Win on a Replacement Tile (Vietnamese)'),
    ],
  },
  {
    id: 'robbing-kong',
    term: 'Robbing the kong',
    aliases: ['robbing a kong', 'robbing a quad'],
    forms: [yue('搶槓', 'coeng2 gong3'), cmn('抢杠胡', 'qiǎng gàng hú'), vi('Bắt Coong')],
    meaning:
      'Winning on the tile another player adds to an exposed pung to make a kong. A concealed kong cannot be robbed.',
    translations: {
      'zh-cn': { term: '抢杠', meaning: '和的是别人加在已碰出刻子上凑成杠的那张牌。暗杠不能抢。' },
      vi: {
        term: 'Bắt Coong',
        meaning:
          'Ù bằng quân người khác thêm vào một Phỗng đã hạ để thành Coong. Coong úp thì không bắt được.',
      },
    },
    links: [
      pattern('hong-kong', 'robbing-kong', 'Robbing a Kong (Hong Kong)'),
      pattern('rainbow-dragon', 'robbing-a-kong', 'Robbing a Kong (Rainbow Dragon)'),
      pattern('mcr', 'robbing-the-kong', 'Robbing the Kong (MCR)'),
      pattern('sichuan', 'robbing-kong', 'Robbing a Kong (Sichuan)'),
      pattern('vietnamese', 'robbing-quad', 'Robbing a Quad (Vietnamese)'),
    ],
  },
  {
    id: 'last-tile',
    term: 'Last tile',
    aliases: ['under the sea', 'last wall draw', 'last discard'],
    forms: [
      yue('海底撈月', 'hoi2 dai2 laau4 jyut6'),
      yue('河底撈魚', 'ho4 dai2 laau4 jyu4'),
      cmn('海底捞月', 'hǎi dǐ lāo yuè'),
    ],
    meaning: 'Winning on the final tile of the wall, or on the discard after it.',
    translations: {
      'zh-cn': {
        term: '海底捞月',
        meaning: '和的是牌墙的最后一张牌，或者最后一张之后打出的牌（河底捞鱼）。',
      },
      vi: {
        term: 'Quân cuối cùng',
        meaning: 'Ù bằng quân cuối cùng của tường, hoặc bằng quân đánh ra ngay sau nó.',
      },
    },
    links: [
      pattern('hong-kong', 'last-wall-draw', 'Last Wall Draw (Hong Kong)'),
      pattern('rainbow-dragon', 'under-the-sea', 'Under the Sea (Rainbow Dragon)'),
      pattern('mcr', 'last-tile-draw', 'Last Tile Draw (MCR)'),
      pattern('sichuan', 'last-tile', 'Last Tile (Sichuan)'),
      pattern('vietnamese', 'last-tile', 'Win on the Last Tile (Vietnamese)'),
    ],
  },
  {
    id: 'missing-suit',
    term: 'Missing suit',
    aliases: ['void suit', 'declared suit'],
    forms: [],
    meaning:
      'In Sichuan each player declares one of the three suits missing at the start. While any tile of it stays in the hand the player must discard it first and cannot pung, kong or win.',
    translations: {
      'zh-cn': {
        term: '定缺',
        meaning:
          '四川麻将里，每人开局时定下三种花色中缺哪一门。手中还有这一门的牌时，必须先打掉，不能碰、杠，也不能和。',
      },
      vi: {
        term: 'Hoa bỏ',
        meaning:
          'Ở Tứ Xuyên, lúc đầu ván mỗi người chọn bỏ một trong ba hàng. Khi trong bài còn quân của hàng đó, người chơi phải đánh nó ra trước và không được Phỗng, Coong hay ù.',
      },
    },
    links: [
      page('/sichuan/', 'Sichuan: the missing suit', '四川麻将：定缺', 'Tứ Xuyên: hoa bỏ'),
      page(
        '/sichuan/score/',
        'Sichuan hand scorer (asks for the missing suit)',
        '四川算番器（会问定缺哪一门）',
        'Công cụ tính điểm Tứ Xuyên (hỏi hoa bỏ)',
      ),
    ],
  },
  {
    id: 'flower-pig',
    term: 'Flower pig',
    aliases: [],
    forms: [],
    meaning:
      'In Sichuan, a player still holding their missing suit when the wall runs out. A flower pig pays every other player who is not one.',
    translations: {
      'zh-cn': {
        term: '花猪',
        meaning: '四川麻将里，流局时手中还留着定缺那一门牌的人。花猪要赔给每个不是花猪的人。',
      },
      vi: {
        term: 'Heo hoa',
        meaning:
          'Ở Tứ Xuyên, người đến khi hết bài vẫn còn giữ quân của hàng đã bỏ. Heo hoa phải trả cho mỗi người không phải heo hoa.',
      },
    },
    links: [
      page('/sichuan/', 'Sichuan: the wall’s end', '四川麻将：流局', 'Tứ Xuyên: khi hết bài'),
      page('/sichuan/deal/', 'Sichuan deal ledger', '四川一局账本', 'Sổ ván Tứ Xuyên'),
    ],
  },
  {
    id: 'ready-hand',
    term: 'Ready hand',
    aliases: ['waiting hand', 'waits', 'tenpai'],
    forms: [],
    meaning:
      'A hand one tile short of winning; its waits are the tiles that would complete it. In Sichuan, unready players pay ready ones when the wall runs out (the ready-hand check). MCR scores some waits.',
    translations: {
      'zh-cn': {
        term: '听牌',
        meaning:
          '差一张就能和的牌；能让它和的牌就是它听的牌。四川麻将流局时，没听牌的人要赔给听牌的人（查叫）。国标麻将有几种听牌计番。',
      },
      vi: {
        term: 'Chờ',
        meaning:
          'Bài còn thiếu một quân để ù; các quân làm nó ù là các quân nó chờ. Ở Tứ Xuyên, khi hết bài, người chưa chờ phải trả cho người đang chờ (kiểm tra chờ). MCR tính điểm cho một số kiểu chờ.',
      },
    },
    links: [
      pattern('mcr', 'single-wait', 'Single Wait (MCR)'),
      pattern('mcr', 'edge-wait', 'Edge Wait (MCR)'),
      pattern('sichuan', 'golden-wait', 'Golden Single Wait (Sichuan)'),
      page(
        '/sichuan/deal/',
        'Sichuan deal ledger: the ready-hand check',
        '四川一局账本：查叫',
        'Sổ ván Tứ Xuyên: kiểm tra chờ',
      ),
    ],
  },
  {
    id: 'bao',
    term: 'Bao',
    aliases: ['responsibility', 'liability'],
    forms: [yue('包', 'baau1')],
    meaning:
      'A player who made another’s big hand possible (for example by feeding the last set of it) pays for everyone. The Hong Kong payout comparison includes settlement models with a half-responsibility rule.',
    translations: {
      'zh-cn': {
        term: '包',
        meaning:
          '让别人做成大牌的人（例如打出让他凑齐最后一组的牌）要替所有人付钱。香港麻将的支付比较里有几种带“半铳”规则的结算方式。',
      },
      vi: {
        term: 'Bao',
        meaning:
          'Người đã giúp người khác làm thành một bài lớn (chẳng hạn đánh ra quân cho họ đủ bộ cuối) phải trả thay cho mọi người. Trang so sánh cách trả tiền Hồng Kông có những cách thanh toán với luật chịu một nửa.',
      },
    },
    links: [
      page(
        '/compare/',
        'Hong Kong payouts compared',
        '香港麻将的支付比较',
        'So sánh cách trả tiền Hồng Kông',
      ),
      page('/hong-kong/', 'Hong Kong: who pays', '香港麻将：谁付钱', 'Hồng Kông: ai trả'),
    ],
  },
  {
    id: 'seven-pairs',
    term: 'Seven pairs',
    aliases: [],
    forms: [yue('七對子', 'cat1 deoi3 zi2'), cmn('七对', 'qī duì'), vi('Pe Pe')],
    meaning:
      'A special shape of seven pairs instead of four sets and a pair. Sichuan lets four identical tiles count as two pairs.',
    translations: {
      'zh-cn': {
        term: '七对',
        meaning: '由七个对子组成的特殊牌型，不是四组面子加一对将。四川麻将允许四张相同的牌算两对。',
      },
      vi: {
        term: 'Pe Pe',
        meaning:
          'Dạng bài đặc biệt gồm bảy đôi thay vì bốn bộ và một đôi. Tứ Xuyên cho bốn quân giống hệt nhau tính là hai đôi.',
      },
    },
    links: [
      pattern('hong-kong', 'seven-pairs', 'Seven Pairs (Hong Kong)'),
      pattern('rainbow-dragon', 'seven-pairs', 'Seven Pairs (Rainbow Dragon)'),
      pattern('mcr', 'seven-pairs', 'Seven Pairs (MCR)'),
      pattern('sichuan', 'seven-pairs', 'Seven Pairs (Sichuan)'),
      pattern('vietnamese', 'seven-pairs', 'Seven Pairs (Vietnamese)'),
    ],
  },
  {
    id: 'thirteen-orphans',
    term: 'Thirteen orphans',
    aliases: ['thirteen terminals and honours'],
    forms: [yue('十三么', 'sap6 saam1 jiu1'), cmn('十三幺', 'shí sān yāo'), vi('Xâp Xam Xíu')],
    meaning:
      'One of each 1, 9, wind and dragon, plus a second of any of them. Not played in Sichuan, which has no honours.',
    translations: {
      'zh-cn': {
        term: '十三幺',
        meaning:
          '1、9、每种风和箭牌各一张，再加其中任何一张成对。四川麻将没有字牌，所以不打这一牌型。',
      },
      vi: {
        term: 'Xâp Xam Xíu',
        meaning:
          'Mỗi quân 1, 9, mỗi gió và mỗi rồng một quân, thêm một quân thứ hai của bất kỳ quân nào trong số đó. Tứ Xuyên không có quân chữ nên không chơi dạng này.',
      },
    },
    links: [
      pattern('hong-kong', 'thirteen-orphans', 'Thirteen Orphans (Hong Kong)'),
      pattern('rainbow-dragon', 'thirteen-orphans', 'Thirteen Orphans (Rainbow Dragon)'),
      pattern('mcr', 'thirteen-orphans', 'Thirteen Orphans (MCR)'),
      pattern('vietnamese', 'thirteen-orphans', 'Thirteen Orphans (Vietnamese)'),
    ],
  },
  {
    id: 'all-pungs',
    term: 'All pungs',
    aliases: ['all triplets (Rainbow Dragon)', 'all sets (Vietnamese)'],
    forms: [
      yue('對對糊', 'deoi3 deoi3 wu4'),
      cmn('碰碰和', 'pèng pèng hú'),
      cmn('对对胡', 'duì duì hú'),
      vi('Tui Tui'),
    ],
    meaning: 'Four pungs or kongs and a pair, with no chow.',
    translations: {
      'zh-cn': { term: '碰碰和', meaning: '四组刻子或杠加一对将，没有顺子。香港叫“对对糊”。' },
      vi: { term: 'Tui Tui', meaning: 'Bốn Phỗng hoặc Coong và một đôi, không có sảnh.' },
    },
    links: [
      pattern('hong-kong', 'all-pungs', 'All Pungs (Hong Kong)'),
      pattern('rainbow-dragon', 'all-triplets', 'All Triplets (Rainbow Dragon)'),
      pattern('mcr', 'all-pungs', 'All Pungs (MCR)'),
      pattern('sichuan', 'all-pungs', 'All Pungs (Sichuan)'),
      pattern('vietnamese', 'all-sets', 'All Sets (Vietnamese)'),
    ],
  },
  {
    id: 'all-chows',
    term: 'All chows',
    aliases: ['all sequences (Rainbow Dragon)', 'all runs (Vietnamese)', 'common hand'],
    forms: [yue('平糊', 'ping4 wu4'), cmn('平和', 'píng hé'), vi('Phình')],
    meaning: 'Four chows and a pair.',
    translations: {
      'zh-cn': { term: '平和', meaning: '四组顺子加一对将。香港叫“平糊”。' },
      vi: { term: 'Phình', meaning: 'Bốn sảnh và một đôi.' },
    },
    links: [
      pattern('hong-kong', 'all-chows', 'All Chows (Hong Kong)'),
      pattern('rainbow-dragon', 'all-sequences', 'All Sequences (Rainbow Dragon)'),
      pattern('mcr', 'all-chows', 'All Chows (MCR)'),
      pattern('vietnamese', 'all-runs', 'All Runs (Vietnamese)'),
    ],
  },
  {
    id: 'flush',
    term: 'Full flush and half flush',
    aliases: ['pure one suit', 'mixed one suit'],
    forms: [
      yue('清一色', 'cing1 jat1 sik1'),
      yue('混一色', 'wan6 jat1 sik1'),
      cmn('清一色', 'qīng yī sè'),
      vi('Toàn Hàng'),
      vi('Lai Hàng'),
    ],
    meaning: 'A full flush is one suit only; a half flush is one suit with winds and dragons.',
    translations: {
      'zh-cn': {
        term: '清一色和混一色',
        meaning: '清一色是只有一种花色；混一色是一种花色加风牌和箭牌。',
      },
      vi: {
        term: 'Toàn Hàng và Lai Hàng',
        meaning: 'Toàn Hàng là chỉ một hàng; Lai Hàng là một hàng cùng với gió và rồng.',
      },
    },
    links: [
      pattern('hong-kong', 'full-flush', 'Full Flush (Hong Kong)'),
      pattern('hong-kong', 'half-flush', 'Half Flush (Hong Kong)'),
      pattern('rainbow-dragon', 'full-flush', 'Full Flush (Rainbow Dragon)'),
      pattern('mcr', 'full-flush', 'Full Flush (MCR)'),
      pattern('sichuan', 'full-flush', 'Full Flush (Sichuan)'),
      pattern('vietnamese', 'full-flush', 'Full Flush (Vietnamese)'),
      pattern('vietnamese', 'half-flush', 'Half Flush (Vietnamese)'),
    ],
  },
  {
    id: 'joker',
    term: 'Joker',
    aliases: ['wild tile'],
    forms: [vi('Khung')],
    meaning:
      'Vietnamese sets add eight jokers that stand in for other tiles, each for its own range (Tổng for any tile, Thùng for any dots tile …). The Vietnamese scorer on this site plays them.',
    translations: {
      'zh-cn': {
        term: '混儿（Khung）',
        meaning:
          '越南麻将的牌里多了八张混儿，可以代替别的牌，每张能代替的范围不同（Tổng代替任何牌，Thùng代替饼子……）。本站的越南麻将算番器会算混儿。',
      },
      vi: {
        term: 'Khung',
        meaning:
          'Bộ bài Việt Nam có thêm tám Khung thay cho các quân khác, mỗi Khung thay được một phạm vi riêng (Tổng thay mọi quân, Thùng thay quân Văn…). Công cụ tính điểm Việt Nam trên trang này tính cả Khung.',
      },
    },
    links: [
      page(
        '/vietnamese/',
        'Vietnamese mahjong: the jokers',
        '越南麻将：混儿',
        'Mạt chược Việt Nam: Khung',
      ),
      pattern('vietnamese', 'banked-jokers', 'Banked Jokers (Vietnamese)'),
      page('/variants/', 'The tile set of each variant', '各玩法用的牌', 'Bộ bài của mỗi lối chơi'),
    ],
  },
];
