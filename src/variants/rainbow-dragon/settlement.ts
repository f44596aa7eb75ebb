import type { WinContext } from '../../engine/context';
import { readPayoutTable, writePayoutTable } from '../../engine/payout-table';
import { type Payments, eachOpponentPays } from '../../engine/settlement';
import type { Options, SettlementBase, SettlementModel } from '../../engine/variant';
import { CAP, SEED_POINTS, SEED_RD } from './sources';

/** The table in force: the seed's, or the one the table supplied as `pointsTable`. */
export const pointsTable = (options: Options): number[] =>
  readPayoutTable(String(options.pointsTable ?? writePayoutTable(SEED_POINTS)), { option: 'pointsTable', unit: 'fan', cap: CAP });

export function pointsFor(total: number, options: Options): SettlementBase {
  const custom = options.pointsTable !== undefined && options.pointsTable !== writePayoutTable(SEED_POINTS);
  return {
    amount: pointsTable(options)[total],
    source: custom ? { doc: 'the table\'s own points table', status: 'table-option' } : { ...SEED_RD, note: 'the "Scoring" table' },
  };
}

/** The discarder pays the whole and the other two half; on a self-draw everyone pays the whole. */
export function settleRainbowDragon(total: number, win: WinContext, options: Options): Payments {
  const whole = pointsFor(total, options).amount;
  if (win.selfDrawn) return eachOpponentPays(win.seat, () => whole);
  return eachOpponentPays(win.seat, (payer) => (payer === win.discarder ? whole : whole / 2));
}

export const RD_SETTLEMENT_SUMMARY =
  'Each fan value has a whole number of points, from 2 at 0 fan to 512 at the 12-fan cap. On a discard the discarder pays the whole and the other two players half each; on a self-draw all three pay the whole.';

export const RD_SETTLEMENT_MODELS: SettlementModel[] = [
  {
    id: 'seed',
    name: 'Rainbow Dragon: discarder pays the whole, others half',
    source: { ...SEED_RD, note: 'the "Scoring" section' },
    summary: RD_SETTLEMENT_SUMMARY,
    settle: settleRainbowDragon,
    base: pointsFor,
  },
];
