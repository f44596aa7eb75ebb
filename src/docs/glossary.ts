/**
 * The glossary's data: one entry per idea, with the English words each variant's page uses for
 * it, its native forms, and where the site uses it. content/docs/glossary.mdx renders this, and
 * tests/docs/glossary.test.ts checks that every link names a real page or pattern.
 *
 * Native forms come from the seeds, ../shared/rules (Vietnamese: rules/vietnamese.md) and the
 * native names the catalogues already carry; a form is left out rather than guessed.
 */

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
}

const pattern = (variant: string, id: string, label: string): GlossaryLink => ({
  label,
  href: `/${variant}/patterns/${id}/`,
});
const page = (href: string, label: string): GlossaryLink => ({ label, href });

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
    links: [
      page('/how-to-play/', 'How to play: sets'),
      pattern('hong-kong', 'all-pungs', 'All Pungs (Hong Kong)'),
      pattern('rainbow-dragon', 'all-triplets', 'All Triplets (Rainbow Dragon)'),
      pattern('mcr', 'all-pungs', 'All Pungs (MCR)'),
      pattern('sichuan', 'all-pungs', 'All Pungs (Sichuan)'),
    ],
  },
  {
    id: 'kong',
    term: 'Kong',
    aliases: ['quad', 'four of a kind'],
    forms: [yue('槓', 'gong3'), cmn('杠', 'gàng'), vi('Coong')],
    meaning:
      'Four identical tiles, declared as a set: exposed (from a discard), added (a fourth tile on an exposed pung) or concealed. The player draws a replacement tile after it. In Sichuan four identical tiles in a hand also count as a root (根, gēn).',
    links: [
      page('/how-to-play/', 'How to play: sets'),
      pattern('hong-kong', 'four-kongs', 'Four Kongs (Hong Kong)'),
      pattern('mcr', 'melded-kong', 'Melded Kong (MCR)'),
      pattern('sichuan', 'root', 'Root (Sichuan)'),
      page('/sichuan/deal/', 'Sichuan kong payments in the deal ledger'),
    ],
  },
  {
    id: 'chow',
    term: 'Chow',
    aliases: ['run', 'sequence (Rainbow Dragon)'],
    forms: [cmn('吃', 'chī'), vi('Ăn')],
    meaning:
      'Three consecutive numbers in one suit. Only the player after the discarder may claim a discard for one. Sichuan allows no chow claims, though a hand may still hold runs it drew.',
    links: [
      page('/how-to-play/', 'How to play: sets'),
      pattern('hong-kong', 'all-chows', 'All Chows (Hong Kong)'),
      pattern('rainbow-dragon', 'all-sequences', 'All Sequences (Rainbow Dragon)'),
      pattern('mcr', 'all-chows', 'All Chows (MCR)'),
      page('/variants/', 'Which variants allow chow claims'),
    ],
  },
  {
    id: 'pair',
    term: 'Pair',
    aliases: ['eyes'],
    forms: [yue('眼', 'ngaan5'), cmn('将', 'jiàng')],
    meaning: 'Two identical tiles: the fifth part of a standard hand of four sets and a pair.',
    links: [
      page('/how-to-play/', 'How to play: winning'),
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
    links: [
      page('/hong-kong/patterns/', 'Hong Kong faan'),
      page('/rainbow-dragon/patterns/', 'Rainbow Dragon fan'),
      page('/sichuan/patterns/', 'Sichuan fan'),
      page('/mcr/patterns/', 'MCR fans, in points'),
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
    links: [
      pattern('hong-kong', 'thirteen-orphans', 'Thirteen Orphans, a Hong Kong limit hand'),
      page('/hong-kong/', 'Hong Kong: faan, the minimum and the cap'),
      page('/variants/', 'Every variant’s cap'),
    ],
  },
  {
    id: 'minimum',
    term: 'Minimum',
    aliases: ['threshold', 'minimum faan'],
    forms: [yue('起糊', 'hei2 wu4')],
    meaning:
      'The least a hand must be worth before it may be declared: 3 faan in Hong Kong by default, 8 points before flowers in MCR, none in Sichuan.',
    links: [
      page('/hong-kong/', 'Hong Kong: the minimum'),
      page('/mcr/', 'MCR: the 8-point minimum'),
      page('/variants/', 'Every variant’s minimum'),
    ],
  },
  {
    id: 'self-draw',
    term: 'Self-draw',
    aliases: ['self-drawn win', 'tsumo'],
    forms: [yue('自摸', 'zi6 mo1'), cmn('自摸', 'zì mō'), vi('Chỉ Mó'), vi('Tự ù')],
    meaning: 'Winning on a tile you drew from the wall yourself. Usually everyone pays.',
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
    links: [
      pattern('hong-kong', 'last-discard', 'Last Discard (Hong Kong)'),
      page('/compare/', 'Who pays, compared across Hong Kong rule sets'),
    ],
  },
  {
    id: 'concealed',
    term: 'Concealed hand',
    aliases: ['fully concealed', 'closed hand'],
    forms: [yue('門前清', 'mun4 cin4 cing1'), vi('Kín')],
    meaning: 'A hand with no set made from a claimed discard. A concealed kong does not open it.',
    links: [
      pattern('hong-kong', 'concealed-hand', 'Concealed Hand (Hong Kong)'),
      pattern('rainbow-dragon', 'fully-concealed', 'Fully Concealed (Rainbow Dragon)'),
      pattern('mcr', 'concealed-hand', 'Concealed Hand (MCR)'),
    ],
  },
  {
    id: 'dealer',
    term: 'Dealer',
    aliases: ['East', 'banker'],
    forms: [yue('莊家', 'zong1 gaa1'), cmn('庄家', 'zhuāng jiā')],
    meaning:
      'The player who sits East for the deal, starts with fourteen tiles and discards first.',
    links: [page('/how-to-play/', 'How to play: seats, the dealer and the rounds')],
  },
  {
    id: 'prevailing-wind',
    term: 'Prevailing wind',
    aliases: ['round wind', 'prevalent wind (MCR)'],
    forms: [yue('圈風', 'hyun1 fung1'), cmn('圈风', 'quān fēng')],
    meaning:
      'The wind of the current round, shared by all players; a pung of it scores. Your own seat wind (門風) is another.',
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
    links: [
      pattern('hong-kong', 'own-flower', 'Own Flower (Hong Kong)'),
      pattern('hong-kong', 'all-flowers', 'All Flowers (Hong Kong)'),
      pattern('rainbow-dragon', 'seat-flower', 'Seat Flower (Rainbow Dragon)'),
      pattern('mcr', 'flower-tiles', 'Flower Tiles (MCR)'),
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
    links: [
      pattern('hong-kong', 'kong-replacement', 'Kong Replacement (Hong Kong)'),
      pattern('rainbow-dragon', 'mountaintop', 'Mountaintop (Rainbow Dragon)'),
      pattern('mcr', 'out-with-replacement-tile', 'Out with Replacement Tile (MCR)'),
      pattern('sichuan', 'kong-replacement', 'Kong Replacement (Sichuan)'),
    ],
  },
  {
    id: 'robbing-kong',
    term: 'Robbing the kong',
    aliases: ['robbing a kong', 'robbing a quad'],
    forms: [yue('搶槓', 'coeng2 gong3'), cmn('抢杠胡', 'qiǎng gàng hú'), vi('Bắt Coong')],
    meaning:
      'Winning on the tile another player adds to an exposed pung to make a kong. A concealed kong cannot be robbed.',
    links: [
      pattern('hong-kong', 'robbing-kong', 'Robbing a Kong (Hong Kong)'),
      pattern('rainbow-dragon', 'robbing-a-kong', 'Robbing a Kong (Rainbow Dragon)'),
      pattern('mcr', 'robbing-the-kong', 'Robbing the Kong (MCR)'),
      pattern('sichuan', 'robbing-kong', 'Robbing a Kong (Sichuan)'),
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
    links: [
      pattern('hong-kong', 'last-wall-draw', 'Last Wall Draw (Hong Kong)'),
      pattern('rainbow-dragon', 'under-the-sea', 'Under the Sea (Rainbow Dragon)'),
      pattern('mcr', 'last-tile-draw', 'Last Tile Draw (MCR)'),
      pattern('sichuan', 'last-tile', 'Last Tile (Sichuan)'),
    ],
  },
  {
    id: 'missing-suit',
    term: 'Missing suit',
    aliases: ['void suit', 'declared suit'],
    forms: [],
    meaning:
      'In Sichuan each player declares one of the three suits missing at the start. While any tile of it stays in the hand the player must discard it first and cannot pung, kong or win.',
    links: [
      page('/sichuan/', 'Sichuan: the missing suit'),
      page('/sichuan/score/', 'Sichuan hand scorer (asks for the missing suit)'),
    ],
  },
  {
    id: 'flower-pig',
    term: 'Flower pig',
    aliases: [],
    forms: [],
    meaning:
      'In Sichuan, a player still holding their missing suit when the wall runs out. A flower pig pays every other player who is not one.',
    links: [
      page('/sichuan/', 'Sichuan: the wall’s end'),
      page('/sichuan/deal/', 'Sichuan deal ledger'),
    ],
  },
  {
    id: 'ready-hand',
    term: 'Ready hand',
    aliases: ['waiting hand', 'waits', 'tenpai'],
    forms: [],
    meaning:
      'A hand one tile short of winning; its waits are the tiles that would complete it. In Sichuan, unready players pay ready ones when the wall runs out (the ready-hand check). MCR scores some waits.',
    links: [
      pattern('mcr', 'single-wait', 'Single Wait (MCR)'),
      pattern('mcr', 'edge-wait', 'Edge Wait (MCR)'),
      pattern('sichuan', 'golden-wait', 'Golden Single Wait (Sichuan)'),
      page('/sichuan/deal/', 'Sichuan deal ledger: the ready-hand check'),
    ],
  },
  {
    id: 'bao',
    term: 'Bao',
    aliases: ['responsibility', 'liability'],
    forms: [yue('包', 'baau1')],
    meaning:
      'A player who made another’s big hand possible (for example by feeding the last set of it) pays for everyone. The Hong Kong payout comparison includes settlement models with a half-responsibility rule.',
    links: [
      page('/compare/', 'Hong Kong payouts compared'),
      page('/hong-kong/', 'Hong Kong: who pays'),
    ],
  },
  {
    id: 'seven-pairs',
    term: 'Seven pairs',
    aliases: [],
    forms: [yue('七對子', 'cat1 deoi3 zi2'), cmn('七对', 'qī duì'), vi('Pe Pe')],
    meaning:
      'A special shape of seven pairs instead of four sets and a pair. Sichuan lets four identical tiles count as two pairs.',
    links: [
      pattern('hong-kong', 'seven-pairs', 'Seven Pairs (Hong Kong)'),
      pattern('rainbow-dragon', 'seven-pairs', 'Seven Pairs (Rainbow Dragon)'),
      pattern('mcr', 'seven-pairs', 'Seven Pairs (MCR)'),
      pattern('sichuan', 'seven-pairs', 'Seven Pairs (Sichuan)'),
    ],
  },
  {
    id: 'thirteen-orphans',
    term: 'Thirteen orphans',
    aliases: ['thirteen terminals and honours'],
    forms: [yue('十三么', 'sap6 saam1 jiu1'), cmn('十三幺', 'shí sān yāo'), vi('Xâp Xam Xíu')],
    meaning:
      'One of each 1, 9, wind and dragon, plus a second of any of them. Not played in Sichuan, which has no honours.',
    links: [
      pattern('hong-kong', 'thirteen-orphans', 'Thirteen Orphans (Hong Kong)'),
      pattern('rainbow-dragon', 'thirteen-orphans', 'Thirteen Orphans (Rainbow Dragon)'),
      pattern('mcr', 'thirteen-orphans', 'Thirteen Orphans (MCR)'),
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
    links: [
      pattern('hong-kong', 'all-pungs', 'All Pungs (Hong Kong)'),
      pattern('rainbow-dragon', 'all-triplets', 'All Triplets (Rainbow Dragon)'),
      pattern('mcr', 'all-pungs', 'All Pungs (MCR)'),
      pattern('sichuan', 'all-pungs', 'All Pungs (Sichuan)'),
    ],
  },
  {
    id: 'all-chows',
    term: 'All chows',
    aliases: ['all sequences (Rainbow Dragon)', 'all runs (Vietnamese)', 'common hand'],
    forms: [yue('平糊', 'ping4 wu4'), cmn('平和', 'píng hé'), vi('Phình')],
    meaning: 'Four chows and a pair.',
    links: [
      pattern('hong-kong', 'all-chows', 'All Chows (Hong Kong)'),
      pattern('rainbow-dragon', 'all-sequences', 'All Sequences (Rainbow Dragon)'),
      pattern('mcr', 'all-chows', 'All Chows (MCR)'),
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
    links: [
      pattern('hong-kong', 'full-flush', 'Full Flush (Hong Kong)'),
      pattern('hong-kong', 'half-flush', 'Half Flush (Hong Kong)'),
      pattern('rainbow-dragon', 'full-flush', 'Full Flush (Rainbow Dragon)'),
      pattern('mcr', 'full-flush', 'Full Flush (MCR)'),
      pattern('sichuan', 'full-flush', 'Full Flush (Sichuan)'),
    ],
  },
  {
    id: 'joker',
    term: 'Joker',
    aliases: ['wild tile'],
    forms: [vi('Khung')],
    meaning:
      'Vietnamese sets add eight jokers that stand in for other tiles. None of the variants scored on this site uses them yet.',
    links: [page('/variants/', 'The tile set of each variant')],
  },
];
