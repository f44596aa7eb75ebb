import type { WinContext } from '../../engine/context';
import { ruleName } from '../../engine/options';
import { readPayoutTable } from '../../engine/payout-table';
import { writePayoutTable } from '../../engine/payout-table-write';
import { eachOpponentPays, type Payments } from '../../engine/settlement';
import type { Options, SettlementBase, SettlementModel } from '../../engine/variant';
import { lookup } from '../shared/hk-family/payouts';
import { RD_OPTIONS, rdOptions } from './options';
import { CAP, RD_SHEET, SHEET_POINTS } from './sources';

/** The table in force: the club sheet's, or the one the table supplied as `pointsTable`. */
export const pointsTable = (options: Options): number[] =>
  readPayoutTable(rdOptions(options).pointsTable, {
    rule: ruleName(RD_OPTIONS, 'pointsTable'),
    option: 'pointsTable',
    unit: 'fan',
    cap: CAP,
  });

export function pointsFor(total: number, options: Options): SettlementBase {
  const custom =
    options.pointsTable !== undefined && options.pointsTable !== writePayoutTable(SHEET_POINTS);
  return {
    amount: lookup(pointsTable(options), total),
    source: custom
      ? {
          ...RD_SHEET,
          status: 'table-option',
          note: 'this table’s own points, in place of the club sheet’s',
        }
      : { ...RD_SHEET, section: 'the “Scoring” table' },
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
    source: { ...RD_SHEET, section: 'the “Scoring” section' },
    summary: RD_SETTLEMENT_SUMMARY,
    settle: settleRainbowDragon,
    base: pointsFor,
  },
];
