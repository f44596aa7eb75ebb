import { defineOptions } from '../../engine/define-options';
import { KONG_DISCARD_FAN, SC_SUMMARY } from './sources';

/**
 * Every rule where the three rule families (the international rules, Tencent-style apps,
 * Chengdu) differ, with our rules summary's reading as the default.
 */
const SC_TABLE = defineOptions([
  {
    id: 'cap',
    label: 'Fan cap',
    description:
      'Fan above the cap count as the cap, so a hand is worth at most 2 to the cap in points. Our rules summary caps at 5 fan (32 points). The international rules and the World Mahjong Tour cap at 3 (8 points), “Russia/MahjongSoft” and Chengdu tables at 4, and apps offer 2 to 5.',
    type: 'integer',
    default: 5,
    min: 2,
    max: 6,
    source: {
      ...SC_SUMMARY,
      also: [
        'sichuan-international-rules',
        'world-mahjong-tour-sichuan',
        'sichuan-chengdu-rules',
        'sichuan-app-rules',
      ],
      confidence: 'disputed',
      note: 'the international rules cap at 3 or 4, Chengdu at 4, apps from 2 to 5; 5 is an app setting',
    },
  },
  {
    id: 'selfDraw',
    label: 'Self-draw bonus',
    description:
      'Base + 1 point: each remaining opponent pays the base plus 1 point (our rules summary; the international rules). +1 fan: a self-drawn win scores 1 more fan instead, within the cap (Chengdu; the apps’ 自摸加番). No bonus: self-draw pays the base like a discard, from each remaining opponent.',
    type: 'choice',
    default: 'plus-one',
    choices: [
      {
        value: 'plus-one',
        label: 'Base + 1 point from each (our rules summary, international rules)',
      },
      { value: 'plus-fan', label: '+1 fan (Chengdu, apps)' },
      { value: 'none', label: 'No bonus (apps)' },
    ],
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-international-rules', 'sichuan-chengdu-rules', 'sichuan-app-rules'],
      note: 'the apps and the Chengdu rules differ',
    },
  },
  {
    id: 'outsideHand',
    label: 'Outside hand (带幺九) scores',
    description:
      'Our rules summary scores a hand with a 1 or 9 in every set and the pair at 2 fan, as Tencent-style apps do. The international and Chengdu rules do not score it.',
    type: 'boolean',
    default: true,
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-app-rules'],
      note: 'not in the international or Chengdu rules',
    },
  },
  {
    id: 'allTwoFiveEight',
    label: 'All 2/5/8 pungs (将对) scores',
    description:
      'Our rules summary scores all pungs of 2, 5 and 8 with a 2/5/8 pair at 3 fan, replacing all pungs, as Tencent-style apps do. The international and Chengdu rules score it as all pungs (1).',
    type: 'boolean',
    default: true,
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-app-rules'],
      note: 'not in the international or Chengdu rules',
    },
  },
  {
    id: 'dragonSevenPairs',
    label: 'Dragon seven pairs (龙七对)',
    description:
      'Added up: seven pairs holding four identical tiles is seven pairs 2 + root 1 = 3 fan (our rules summary by construction, the international and Chengdu rules). 4 fan: the apps’ 龙七对 ×16 is worth 4 fan, so the first root of a seven-pairs hand counts one fan more.',
    type: 'choice',
    default: 'additive',
    choices: [
      {
        value: 'additive',
        label: 'Seven pairs 2 + each root 1 (our rules summary, international rules)',
      },
      { value: 'tencent', label: '4 fan with its first root (Tencent)' },
    ],
    source: {
      ...SC_SUMMARY,
      status: 'table-option',
      also: ['sichuan-app-rules'],
      note: 'our rules summary has no separate item, so it is 3 by adding up (the default); the apps value it at 4',
    },
  },
  {
    id: 'kongDiscardFan',
    label: 'Win on the discard after a kong (杠上炮) scores 1 fan',
    description:
      'The international rules, the apps and the Chengdu rules all add 1 fan for winning on the tile a player discards right after his kong replacement; our rules summary does not list it. In the deal ledger, mark such a win “on a discard made right after a kong”.',
    type: 'boolean',
    default: false,
    source: KONG_DISCARD_FAN,
  },
  {
    id: 'shootAfterKong',
    label: 'Kong income after shooting (呼叫转移)',
    description:
      'Kept: our rules summary says nothing, so a player who discards a winning tile right after his kong keeps that kong’s income. Refunded: the international rules return that kong’s income to the players who paid it. To the winner: Tencent-style apps hand all of the shooter’s kong income to the winner (with several winners on that discard the site refuses the deal: the sources do not say how to split it).',
    type: 'choice',
    default: 'none',
    choices: [
      { value: 'none', label: 'Kept (our rules summary)' },
      { value: 'refund', label: 'Refunded to the payers (international rules)' },
      { value: 'transfer', label: 'All kong income to the winner (apps)' },
    ],
    source: {
      ...SC_SUMMARY,
      status: 'table-option',
      also: ['sichuan-international-rules', 'sichuan-app-rules'],
      note: 'our rules summary is silent, so the income is kept (the default); the international rules refund it, the apps transfer it',
    },
  },
  {
    id: 'addedKongFreshOnly',
    label: 'An added kong pays only with a freshly drawn tile',
    description:
      'Our rules summary pays 1 from each active opponent for every added kong. The international rules pay only when the fourth tile was just drawn; a postponed kong (the fourth tile already in hand) pays nothing. Mark such a kong as postponed in the deal.',
    type: 'boolean',
    default: false,
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-international-rules'],
      note: 'the international rules pay only for a freshly drawn tile',
    },
  },
  {
    id: 'flowerPig',
    label: 'Flower pig penalty',
    description:
      'The cap to each: a player still holding the missing suit when the wall runs out pays the capped maximum (2 to the cap, 32 by default) to each player who is not a pig (our rules summary; apps). 16 to each: 16 to each other player (riichi_advanced). 48 to nobody: 48 points deducted and paid to nobody (the international rules), so the deal no longer sums to zero.',
    type: 'choice',
    default: 'cap',
    choices: [
      { value: 'cap', label: 'The cap (2 to the cap) to each non-pig (our rules summary)' },
      { value: 'sixteen', label: '16 to each other player' },
      { value: 'forfeit', label: '48 to nobody (international rules)' },
    ],
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-app-rules', 'riichi-advanced-sichuan', 'sichuan-international-rules'],
      confidence: 'disputed',
      note: 'the rule that varies most between tables',
    },
  },
  {
    id: 'pigPaysReady',
    label: 'A flower pig also pays the ready players',
    description:
      'Our rules summary has only the other unready players pay each ready player his hand’s highest value. In the international rules a flower pig counts as not ready, so it pays that too.',
    type: 'boolean',
    default: false,
    source: {
      ...SC_SUMMARY,
      also: ['sichuan-international-rules'],
      note: 'the international rules count the pig as not ready',
    },
  },
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const SC_OPTIONS = SC_TABLE.decls;
/** Sichuan's resolved options, each typed by its declaration (`scOptions(options).cap` is a number). */
export const scOptions = SC_TABLE.read;
