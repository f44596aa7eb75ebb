/** The seed's 4-, 6- and 8-fan hands (seed 001), with the exclusions its footnotes 2 and 3 set. */
import {
  allHonours,
  allPungs,
  allTerminalsAndHonours,
  bigFourWinds,
  bigThreeDragons,
  flush,
  littleFourWinds,
  littleThreeDragons,
} from '../../../engine/detectors';
import type { Exclusion, PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../hk-family/contexts';
import { footnote, RD_SHEET } from '../sources';
import { mandarin } from './names';

const NO_VALUED: Exclusion = {
  id: 'valued-honors',
  why: 'this hand does not count the fan given by Valued Honors (the club sheet’s footnote 2)',
};
const NO_TRIPLETS: Exclusion = {
  id: 'all-triplets',
  why: 'this hand does not count the fan given by All Triplets (the club sheet’s footnote 3)',
};

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
      },
      {
        hand: '6666m 55p 88p 22s EE RD @RD',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'Four 6 Characters are not two pairs, so the hand is not a win.',
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
      },
      {
        hand: '123p 555p 678p 999p E @E',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'A pair of East makes it a Half Flush 2, with Fully Concealed 1.',
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
      },
      {
        hand: '123m 456p 9s [GDGDGD] [RDRDRD] @9s',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'The pair is not a dragon: two Valued Honors, 1 each.',
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
      },
      {
        hand: '11m 99m 11p EE SS RDRD GD @GD',
        context: ON_DISCARD,
        scores: true,
        total: 9,
        note: 'As Seven Pairs: All Orphans 4, Seven Pairs 4, Fully Concealed 1.',
      },
      {
        hand: '111m 999s NNN RD [222p] @RD',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'A triplet of 2 Dots: All Triplets 2 and Rainbow 1.',
      },
    ],
  },
];

export const SIX_FAN: PatternDef[] = [
  {
    id: 'four-little-winds',
    name: 'Four Little Winds',
    native: [mandarin('小四喜', 'xiǎo sì xǐ')],
    aliases: ['Little Four Winds', 'Small Four Winds', 'Shousuushii'],
    value: 6,
    category: 'fan-6',
    definition: 'Triplets of three winds and a pair of the fourth.',
    explanation: 'Does not also count Valued Honors, for any of its triplets (footnote 2).',
    excludes: [NO_VALUED],
    source: footnote(2),
    detect: ({ reading }) => (littleFourWinds(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m N [EEE] [SSS] [WWW] @N',
        context: ON_DISCARD,
        scores: true,
        total: 8,
        note: 'The club sheet’s winds with a sequence of characters: Four Little Winds 6, Half Flush 2.',
      },
      {
        hand: '123m 456p N [EEE] [SSS] @N',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'Only two wind triplets: South (seat) and East (round) as Valued Honors.',
      },
    ],
  },
  {
    id: 'three-big-dragons',
    name: 'Three Big Dragons',
    native: [mandarin('大三元', 'dà sān yuán')],
    aliases: ['Big Three Dragons', 'Great Dragons', 'Daisangen'],
    value: 6,
    category: 'fan-6',
    definition: 'Triplets of all three dragons.',
    explanation: 'The three dragon triplets do not also score Valued Honors (footnote 2).',
    excludes: [NO_VALUED],
    source: footnote(2),
    detect: ({ reading }) => (bigThreeDragons(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 5p [GDGDGD] [RDRDRD] [WDWDWD] @5p',
        context: ON_DISCARD,
        scores: true,
        total: 6,
        note: 'The club sheet’s three dragon triplets: 6, with no Valued Honors.',
      },
      {
        hand: '123m 456p WD [GDGDGD] [RDRDRD] @WD',
        context: ON_DISCARD,
        scores: false,
        total: 4,
        note: 'White only as the pair: Three Little Dragons.',
      },
    ],
  },
  {
    id: 'fully-concealed-triplets',
    name: 'Fully Concealed Triplets',
    native: [mandarin('四暗刻', 'sì àn kè')],
    aliases: ['Four Concealed Triplets', 'Four Concealed Pungs', 'Suuankou'],
    value: 6,
    category: 'fan-6',
    definition: 'All triplets and a pair, and Fully Concealed: no open meld.',
    explanation:
      'The club sheet asks for a Fully Concealed hand, which it defines as no open melds, so the hand may be won on a discard and a concealed quad keeps it concealed. It does not also count All Triplets (footnote 3). The club sheet shows no tiles for it; these examples are ours.',
    excludes: [NO_TRIPLETS],
    source: footnote(3),
    detect: ({ facts, reading }) => (allPungs(reading) && facts.concealedHand ? 1 : 0),
    examples: [
      {
        hand: '222m 444p 666s 888s 9m @9m',
        context: ON_DISCARD,
        scores: true,
        total: 7,
        note: 'Four concealed triplets won on a discard: 6, with Fully Concealed 1.',
      },
      {
        hand: '222m 444p 666s 888s 9m @9m',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 6,
        note: 'With the table option off, it replaces Fully Concealed.',
      },
      {
        hand: '222m 444p 666s 9m [888s] @9m',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'One exposed triplet: All Triplets only.',
      },
    ],
  },
];

export const EIGHT_FAN: PatternDef[] = [
  {
    id: 'four-big-winds',
    name: 'Four Big Winds',
    native: [mandarin('大四喜', 'dà sì xǐ')],
    aliases: ['Big Four Winds', 'Great Winds', 'Daisuushii'],
    value: 8,
    category: 'fan-8',
    definition: 'Triplets of all four winds.',
    explanation: 'Does not also count Valued Honors (footnote 2) or All Triplets (footnote 3).',
    excludes: [NO_VALUED, NO_TRIPLETS],
    source: footnote([2, 3]),
    detect: ({ reading }) => (bigFourWinds(reading) ? 1 : 0),
    examples: [
      {
        hand: '5p [EEE] [SSS] [WWW] [NNN] @5p',
        context: ON_DISCARD,
        scores: true,
        total: 10,
        note: 'The club sheet’s four wind triplets and a pair of 5 Dots: Four Big Winds 8, Half Flush 2.',
      },
      {
        hand: '555p N [EEE] [SSS] [WWW] @N',
        context: ON_DISCARD,
        scores: false,
        total: 10,
        note: 'North only as the pair: Four Little Winds 6, All Triplets 2, Half Flush 2.',
      },
    ],
  },
  {
    id: 'all-honors',
    name: 'All Honors',
    native: [mandarin('字一色', 'zì yī sè')],
    aliases: ['All Honours', 'All Winds and Dragons', 'Tsuuiisou'],
    value: 8,
    category: 'fan-8',
    definition: 'Only winds and dragons.',
    explanation:
      'Does not also count Valued Honors (footnote 2) or All Triplets (footnote 3). Seven pairs of honours also qualify. Its tiles are all honours, so read as written it also scores All Orphans (4), which the club sheet does not exclude; a table option stops that.',
    excludes: [NO_VALUED, NO_TRIPLETS],
    source: footnote([2, 3]),
    detect: ({ facts }) => (allHonours(facts) ? 1 : 0),
    examples: [
      {
        hand: 'N [EEE] [SSS] [RDRDRD] [WDWDWD] @N',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s honours, the triplets exposed: 8, and All Orphans 4 as the club sheet is written.',
      },
      {
        hand: 'N [EEE] [SSS] [RDRDRD] [WDWDWD] @N',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 8,
        note: 'With the table option off, All Orphans is not added: 8 alone.',
      },
      {
        hand: 'EEE SSS RDRDRD WDWDWD N @N',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s hand fully concealed: 8, All Orphans 4, Fully Concealed Triplets 6 and Fully Concealed 1 make 19, capped at 12.',
      },
      {
        hand: '5p [EEE] [SSS] [RDRDRD] [WDWDWD] @5p',
        context: ON_DISCARD,
        scores: false,
        total: 8,
        note: 'A pair of 5 Dots: Half Flush 2, All Triplets 2 and four Valued Honors.',
      },
    ],
  },
  {
    id: 'thirteen-orphans',
    shapes: ['thirteen-orphans'],
    name: 'Thirteen Orphans',
    native: [mandarin('十三么', 'shí sān yāo')],
    aliases: ['Thirteen Terminals', 'Kokushi Musou', 'Shi San Yao'],
    value: 8,
    category: 'fan-8',
    definition: 'One of every 1, 9, wind and dragon, with one of them paired.',
    explanation:
      'Other fan add to it up to the 12-fan cap, as to every pattern on this list (in Hong Kong it is worth the cap outright). It never scores Rainbow. Its tiles are all 1s, 9s and honours, so by default it also scores All Orphans; a table option stops that.',
    source: RD_SHEET,
    detect: ({ reading }) => (reading.shape === 'thirteen-orphans' ? 1 : 0),
    examples: [
      {
        hand: '19m 19p 19s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s hand: 8, All Orphans 4 and Fully Concealed 1 make 13, capped at 12.',
      },
      {
        hand: '19m 19p 19s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 9,
        note: 'With the table option off, All Orphans is not added: 8 and Fully Concealed 1.',
      },
      {
        hand: '19m 19p 18s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'An 8 Bamboo in place of the 9: not a winning hand.',
      },
    ],
  },
];
