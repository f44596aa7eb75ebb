import type { OptionDecl } from '../../engine/variant';
import { FACTS_SC } from './sources';

/**
 * Every rule where the fact sheet's three families (SBR/Novikov, Tencent-style apps, Chengdu)
 * differ, with the seed's reading as the default.
 */
export const SC_OPTIONS: OptionDecl[] = [
  {
    id: 'cap',
    label: 'Fan cap',
    description:
      'Fan above the cap count as the cap, so a hand is worth at most 2^cap points. The seed caps at 5 fan (32). The international (SBR/MIL, World Mahjong Tour) rules cap at 3 (8 points), "Russia/MahjongSoft" and Chengdu tables at 4, and apps offer 2 to 5.',
    type: 'integer',
    default: 5,
    min: 2,
    max: 6,
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `SBR 3 or 4, Chengdu 4, apps 2-5 (${FACTS_SC} §3)` },
  },
  {
    id: 'selfDraw',
    label: 'Self-draw bonus',
    description:
      'plus-one: each remaining opponent pays the base plus 1 point (the seed; SBR). plus-fan: a self-drawn win scores 1 more fan instead, within the cap (Chengdu; the apps\' 自摸加番). none: self-draw pays the base like a discard, from each remaining opponent.',
    type: 'choice',
    default: 'plus-one',
    choices: [
      { value: 'plus-one', label: 'Base + 1 point from each (seed, SBR)' },
      { value: 'plus-fan', label: '+1 fan (Chengdu, apps)' },
      { value: 'none', label: 'No bonus (apps)' },
    ],
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `apps and Chengdu differ (${FACTS_SC} §4)` },
  },
  {
    id: 'outsideHand',
    label: 'Outside hand (带幺九) scores',
    description: 'The seed scores a hand with a 1 or 9 in every set and the pair at 2 fan, as Tencent-style apps do. SBR and the Chengdu rules do not score it.',
    type: 'boolean',
    default: true,
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `not in SBR or Chengdu (${FACTS_SC} §2)` },
  },
  {
    id: 'allTwoFiveEight',
    label: 'All 2/5/8 pungs (将对) scores',
    description: 'The seed scores all pungs of 2, 5 and 8 with a 2/5/8 pair at 3 fan, replacing all pungs, as Tencent-style apps do. SBR and the Chengdu rules score it as all pungs (1).',
    type: 'boolean',
    default: true,
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `not in SBR or Chengdu (${FACTS_SC} §2)` },
  },
  {
    id: 'dragonSevenPairs',
    label: 'Dragon seven pairs (龙七对)',
    description:
      'additive: seven pairs holding four identical tiles is seven pairs 2 + root 1 = 3 fan (the seed by construction, SBR, Chengdu). tencent: the apps\' 龙七对 ×16 is worth 4 fan, so the first root of a seven-pairs hand counts one fan more.',
    type: 'choice',
    default: 'additive',
    choices: [
      { value: 'additive', label: 'Seven pairs 2 + each root 1 (seed, SBR)' },
      { value: 'tencent', label: '4 fan with its first root (Tencent)' },
    ],
    source: { doc: 'seed 003 (no separate item: 3 by construction)', status: 'table-option', note: `Tencent values it at 4 (${FACTS_SC} §2)` },
  },
  {
    id: 'kongDiscardFan',
    label: 'Win on the discard after a kong (杠上炮) scores 1 fan',
    description:
      'SBR, the apps and Chengdu all add 1 fan for winning on the tile a player discards right after his kong replacement; the seed does not list it. Mark such a win with context.kongDiscard.',
    type: 'boolean',
    default: false,
    source: { doc: 'seed 003 (not listed)', status: 'table-option', note: `1 fan in all three families (${FACTS_SC} §2)` },
  },
  {
    id: 'shootAfterKong',
    label: 'Kong income after shooting (呼叫转移)',
    description:
      'none: the seed says nothing, so a player who discards a winning tile right after his kong keeps that kong\'s income. refund: SBR returns that kong\'s income to the players who paid it. transfer: Tencent-style apps hand all of the shooter\'s kong income to the winner (with several winners on that discard the site refuses the deal: the sources do not say how to split it).',
    type: 'choice',
    default: 'none',
    choices: [
      { value: 'none', label: 'Kept (seed)' },
      { value: 'refund', label: 'Refunded to the payers (SBR)' },
      { value: 'transfer', label: 'All kong income to the winner (apps)' },
    ],
    source: { doc: 'seed 003 (silent)', status: 'table-option', note: `SBR refunds, apps transfer (${FACTS_SC} §4)` },
  },
  {
    id: 'addedKongFreshOnly',
    label: 'An added kong pays only with a freshly drawn tile',
    description:
      'The seed pays 1 from each active opponent for every added kong. SBR pays only when the fourth tile was just drawn; a postponed kong (the fourth tile already in hand) pays nothing. Mark a postponed kong with "postponed": true in the deal.',
    type: 'boolean',
    default: false,
    source: { doc: 'seed 003', status: 'seed', note: `SBR: fresh tile only (${FACTS_SC} §4)` },
  },
  {
    id: 'flowerPig',
    label: 'Flower pig penalty',
    description:
      'cap: a player still holding the missing suit when the wall runs out pays the capped maximum (2^cap, 32 by default) to each player who is not a pig (the seed; apps). sixteen: 16 to each other player (riichi_advanced). forfeit: 48 points deducted and paid to nobody (canonical SBR), so the deal no longer sums to zero.',
    type: 'choice',
    default: 'cap',
    choices: [
      { value: 'cap', label: '2^cap to each non-pig (seed)' },
      { value: 'sixteen', label: '16 to each other player' },
      { value: 'forfeit', label: '48 to nobody (SBR)' },
    ],
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `the most variable rule (${FACTS_SC} §4)` },
  },
  {
    id: 'pigPaysReady',
    label: 'A flower pig also pays the ready players',
    description:
      'The seed has only the other unready players pay each ready player his hand\'s highest value. In SBR a flower pig counts as not ready, so it pays that too.',
    type: 'boolean',
    default: false,
    source: { doc: 'seed 003, Sichuan Bloody section', status: 'seed', note: `SBR counts the pig as not ready (${FACTS_SC} §4)` },
  },
];
