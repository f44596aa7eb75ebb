/** Winds and dragons (fact sheet §6.1, §6.2, Family A). */
import { isDragon, isWind, windIndex } from '../../../engine/tiles';
import { ruleset } from '../sources';
import { type VnPattern, ON_DISCARD, ex, heldTiles, pairOf, pungLike, sets } from './helpers';

const dragonSets = (input: Parameters<VnPattern['detect']>[0]) => sets(input).filter((g) => pungLike(g) && isDragon(g.tile)).length;
const windSets = (input: Parameters<VnPattern['detect']>[0]) => sets(input).filter((g) => pungLike(g) && isWind(g.tile)).length;

export const HONOUR_PATTERNS: VnPattern[] = [
  {
    id: 'dragon-pung',
    name: 'Dragon Triplet',
    native: [{ text: 'Bạch / Phát / Trung', language: 'Vietnamese' }],
    aliases: ['Dragon Pung', 'Dragon Pong'],
    value: 1,
    category: 'honours',
    definition: 'A triplet or quad of any dragon: 1 phán for each.',
    explanation: 'Named after the dragon: Bạch (white), Phát (green), Trung (red). A joker of the dragon\'s domain may stand in the triplet. Big Three Dragons replaces these phán.',
    source: ruleset('single'),
    detect: dragonSets,
    examples: [
      ex('123m 456p 789s 5s [RDRDRD] @5s', true, 1, 'A red dragon triplet: 1 phán.'),
      ex('123m 5s J7 GDGD [RDRDRD] [NNN] @5s', true, 2, 'Two dragon triplets, one of them finished by the dragon joker Nguyên (J7) standing for a dragon.'),
      ex('123m 456p 789s RD [NNN] @RD', false, 6, 'Only a pair of red dragons: no phán, so the jokerless hand is a No-Jokers Mosquito Hand (1 mủn).'),
    ],
  },
  {
    id: 'prevalent-wind-pung',
    name: 'Prevalent Wind Triplet',
    native: [{ text: 'Tài Phao Gió', language: 'Vietnamese' }],
    aliases: ['Round Wind Pung'],
    value: 1,
    category: 'honours',
    definition: 'A triplet or quad of the round\'s wind.',
    explanation: 'In the East round, a triplet of East. When the round wind is also your seat wind, the triplet scores both.',
    source: ruleset('single'),
    detect: ({ reading, win }) => (reading.groups.some((g) => pungLike(g) && g.tile === windIndex(win.round)) ? 1 : 0),
    examples: [
      ex('123m 456p 789s 5s [EEE] @5s', true, 1, 'East triplet in the East round.'),
      ex('123m 456p 789s 5s [EEE] @5s', true, 2, 'East wins in the East round: prevalent and seat wind, 1 phán each.', { seat: 'E', round: 'E', discarder: 'W' }),
      ex('123m 456p 789s 5s [WWW] @5s', false, 6, 'West is neither the round wind nor South\'s seat: a jokerless hand with no phán (No-Jokers Mosquito, 1 mủn).'),
    ],
  },
  {
    id: 'seat-wind-pung',
    name: 'Seat Wind Triplet',
    native: [{ text: 'Tài Phao Cửa', language: 'Vietnamese' }],
    aliases: ['Seat Wind Pung', 'Own Wind'],
    value: 1,
    category: 'honours',
    definition: 'A triplet or quad of your own seat\'s wind.',
    explanation: 'East is the dealer\'s seat, then South, West, North.',
    source: ruleset('single'),
    detect: ({ reading, win }) => (reading.groups.some((g) => pungLike(g) && g.tile === windIndex(win.seat)) ? 1 : 0),
    examples: [
      ex('123m 456p 789s 5s [SSS] @5s', true, 1, 'South holds a South triplet.'),
      ex('123m 456p 789s 5s SS J6 @5s', true, 1, 'The wind joker Hỉ (J6) completes the South triplet among the standing tiles.'),
      ex('123m 456p 789s 5s [NNN] @5s', false, 6, 'North is another seat\'s wind: no phán, a jokerless No-Jokers Mosquito Hand.'),
    ],
  },
  {
    id: 'little-three-dragons',
    name: 'Little Three Dragons',
    native: [{ text: 'Tiểu Tam Nguyên', language: 'Vietnamese' }],
    aliases: ['Small Three Dragons'],
    value: 6,
    category: 'honours',
    definition: 'Triplets of two dragons and a pair of the third: 1 mủn.',
    explanation: 'The two dragon triplets also score their phán. With all three dragons as triplets the hand is Big Three Dragons instead.',
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: (input) => {
      const pair = pairOf(input);
      return pair && isDragon(pair.tile) && dragonSets(input) === 2 ? 1 : 0;
    },
    examples: [
      ex('123m 456p WD [RDRDRD] [GDGDGD] @WD', true, 14, 'Red and green triplets, a white pair: 1 mủn, +1 mủn with no joker, 2 phán for the dragon triplets = 2 mủn 2 phán.'),
      ex('123m 456p 5s [RDRDRD] [GDGDGD] @5s', false, 2, 'The pair is not a dragon: only the two dragon triplets.'),
    ],
  },
  {
    id: 'big-three-dragons',
    name: 'Big Three Dragons',
    native: [{ text: 'Đại Tam Nguyên', language: 'Vietnamese' }],
    aliases: ['Great Three Dragons'],
    value: 9,
    category: 'honours',
    definition: 'Triplets or quads of all three dragons: 9 phán (option: 2 mủn).',
    explanation:
      'Worth 9 phán in the 2026 manual as riichi_advanced encodes it, 2 mủn in the older rules (the table rule “Big Three Dragons value”). It replaces Little Three Dragons and the dragon-triplet phán.',
    excludes: [
      { id: 'dragon-pung', why: 'Big Three Dragons replaces the dragon-triplet phán' },
      { id: 'little-three-dragons', why: 'the bigger pattern replaces the smaller, as the guide says' },
    ],
    source: ruleset('single', 'the older rules give 2 mủn', ['riichi-advanced-vietnamese-older']),
    valueFor: ({ options }) => (options.bigThreeDragons === '2-mun' ? 12 : 9),
    detect: (input) => (dragonSets(input) === 3 ? 1 : 0),
    examples: [
      ex('123m 5s J7 RDRD [GDGDGD] [WDWDWD] @5s', true, 9, 'All three dragons, the red one finished by the dragon joker: 9 phán, and no dragon-triplet phán.'),
      ex('123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s', true, 15, 'Without jokers the no-joker bonus adds 1 mủn: 2 mủn 3 phán.'),
      ex('123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s', true, 18, 'Valued at 2 mủn by the table rule, plus the no-joker mủn: 3 mủn.', ON_DISCARD, { bigThreeDragons: '2-mun' }),
      ex('123m 456p WD [RDRDRD] [GDGDGD] @WD', false, 14, 'Only a white pair: Little Three Dragons (with its no-joker mủn) and two dragon triplets.'),
    ],
  },
  {
    id: 'little-four-winds',
    name: 'Little Four Winds',
    native: [{ text: 'Tiểu Tứ Hỉ', language: 'Vietnamese' }],
    aliases: ['Small Four Winds', 'Small Four Happiness'],
    value: 24,
    category: 'honours',
    definition: 'Triplets of three winds and a pair of the fourth: 4 mủn (option: 5 mủn).',
    explanation: '4 mủn in riichi_advanced, 5 mủn in the older rules (the table rule “Little Four Winds value”). The wind triplets still score their seat and round phán.',
    source: ruleset('single', 'the older rules give 5 mủn', ['riichi-advanced-vietnamese-older']),
    valueFor: ({ options }) => (options.littleFourWinds === '5-mun' ? 30 : 24),
    detect: (input) => {
      const pair = pairOf(input);
      return pair && isWind(pair.tile) && windSets(input) === 3 ? 1 : 0;
    },
    examples: [
      ex('12mJ4 N [EEE] [WWW] [SSS] @N', true, 29, 'East, West and South triplets with a North pair; the characters joker Màn (J4) stands for 3m: 4 mủn, Half Flush 3, round and seat winds 2.'),
      ex('123m N [EEE] [WWW] [SSS] @N', true, 35, 'Without jokers: 4 mủn + 1 mủn, Half Flush 3, round and seat winds 2.'),
      ex('123m 5s [EEE] [WWW] [SSS] @5s', false, 2, 'Three wind triplets but no wind pair: only the round and seat wind phán.'),
    ],
  },
  {
    id: 'big-four-winds',
    name: 'Big Four Winds',
    native: [{ text: 'Đại Tứ Hỉ', language: 'Vietnamese' }],
    aliases: ['Great Four Winds', 'Big Four Happiness'],
    value: 48,
    category: 'honours',
    definition: 'Triplets or quads of all four winds: 8 mủn.',
    explanation: 'It replaces Little Four Winds.',
    excludes: [{ id: 'little-four-winds', why: 'the bigger pattern replaces the smaller' }],
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: (input) => (windSets(input) === 4 ? 1 : 0),
    examples: [
      ex('5s J6 EE [SSS] [WWW] [NNN] @5s', true, 56, 'Four wind triplets, East finished by the wind joker: 8 mủn, All Sets 3, Half Flush 3, round and seat winds 2.'),
      ex('123m N [EEE] [WWW] [SSS] @N', false, 35, 'A North pair, not a triplet: Little Four Winds.'),
    ],
  },
  {
    id: 'all-honours',
    name: 'All Honours',
    native: [{ text: 'Toàn Chử', language: 'Vietnamese' }, { text: 'Toàn Chữ', language: 'Vietnamese (tsumo.io)' }],
    aliases: ['All Honors'],
    value: 24,
    category: 'honours',
    definition: 'Only winds and dragons: 4 mủn.',
    explanation:
      'All Sets and the wind and dragon phán still count. It replaces All Terminals and Honours, the smaller pattern it always contains (the guide’s “bigger replaces smaller”; no source ranks this pair).',
    excludes: [{ id: 'all-terminals-honours', why: 'every all-honours hand is also terminals-and-honours: the bigger pattern replaces the smaller, as the guide says' }],
    source: ruleset('agreed', 'the older rules give 1 mủn', ['tsumo-vietnamese', 'riichi-advanced-vietnamese-older']),
    detect: (input) => (heldTiles(input).every((t) => t >= 27) ? 1 : 0),
    examples: [
      ex('GD J7 RDRDRD SS [EEE] [NNN] @GD', true, 30, 'Winds and dragons only, the green dragon triplet finished by the dragon joker: 4 mủn, All Sets 3, East round 1, two dragon triplets 2.'),
      ex('123m GD RDRDRD [EEE] [NNN] @GD', false, 5, 'One run of characters: not all honours; Half Flush 3, East round 1, red dragon 1.'),
    ],
  },
];
