/**
 * VMC's two settlement models (seed 002). Modern: the discarder pays, from base points P.
 * Classical: everyone pays, from base points Q, with ×2 doublings that stack.
 */
import type { WinContext } from '../../engine/context';
import { ruleName } from '../../engine/options';
import { readPayoutTable } from '../../engine/payout-table';
import { writePayoutTable } from '../../engine/payout-table-write';
import { discarderPays, eachOpponentPays, type Payments } from '../../engine/settlement';
import type { Options, SettlementBase, SettlementModel } from '../../engine/variant';
import { lookup } from '../shared/hk-family/payouts';
import { VMC_OPTIONS, vmcOptions } from './options';
import { CLASSICAL_Q, KNOWN_FAAN, MODERN_P, VMC_EXPLAINED } from './sources';

type TableId = 'modernTable' | 'classicalTable';
const DEFAULTS: Record<TableId, readonly number[]> = {
  modernTable: MODERN_P,
  classicalTable: CLASSICAL_Q,
};

export const vmcTable = (id: TableId, options: Options): number[] =>
  readPayoutTable(String(options[id] ?? writePayoutTable(DEFAULTS[id])), {
    rule: ruleName(VMC_OPTIONS, id),
    option: id,
    unit: 'faan',
    cap: vmcOptions(options).cap,
  });

/**
 * The base for a hand and where it comes from: the club description's worked example at 5 faan, the
 * reconstruction everywhere else, or the club's own table.
 */
export function vmcBase(id: TableId, total: number, options: Options): SettlementBase {
  const amount = lookup(vmcTable(id, options), total);
  const custom = options[id] !== undefined && options[id] !== writePayoutTable(DEFAULTS[id]);
  if (custom)
    return {
      amount,
      source: {
        ...VMC_EXPLAINED,
        status: 'table-option',
        note: 'the club’s own table, in place of the reconstruction',
      },
    };
  const letter = id === 'modernTable' ? 'P' : 'Q';
  if (total === KNOWN_FAAN) {
    return {
      amount,
      source: {
        ...VMC_EXPLAINED,
        section: 'the worked example',
        confidence: 'unconfirmed',
        note: `${letter}(5), the one value the club’s description gives`,
      },
    };
  }
  const how = id === 'modernTable' ? 'the Hong Kong half-spicy table' : '2 to the power (faan − 1)';
  return {
    amount,
    source: {
      ...VMC_EXPLAINED,
      section: 'the worked example',
      status: 'reconstructed',
      note: `${letter}(${total}) is our reconstruction as ${how}, which matches the one known value; the club has not published it`,
    },
  };
}

/**
 * Modern: on a discard the discarder alone pays 2P, or 4P when East wins or discards. On a
 * self-draw East pays 2P and the others P; when East self-draws, each opponent pays 2P.
 */
export function settleModern(total: number, win: WinContext, options: Options): Payments {
  const p = vmcBase('modernTable', total, options).amount;
  if (!win.selfDrawn) {
    const east = win.seat === 'E' || win.discarder === 'E';
    return discarderPays(win.seat, win.discarder!, (east ? 4 : 2) * p);
  }
  if (win.seat === 'E') return eachOpponentPays(win.seat, () => 2 * p);
  return eachOpponentPays(win.seat, (payer) => (payer === 'E' ? 2 * p : p));
}

/**
 * Classical: every opponent pays Q, doubled if he discarded the winning tile, doubled on a
 * self-draw, and doubled if he or the winner is East; the doublings stack.
 */
export function settleClassical(total: number, win: WinContext, options: Options): Payments {
  const q = vmcBase('classicalTable', total, options).amount;
  return eachOpponentPays(win.seat, (payer) => {
    let amount = q;
    if (!win.selfDrawn && payer === win.discarder) amount *= 2;
    if (win.selfDrawn) amount *= 2;
    if (payer === 'E' || win.seat === 'E') amount *= 2;
    return amount;
  });
}

export const VMC_MODERN_SUMMARY =
  'Modern, base P: on a discard the discarder alone pays 2P, or 4P if East is the winner or the discarder. On a self-draw East pays 2P and the other two P each; if East self-draws, each opponent pays 2P.';
export const VMC_CLASSICAL_SUMMARY =
  'Classical, base Q: every opponent pays Q, then ×2 for the player who discarded the winning tile, ×2 on every payment for a self-draw, and ×2 on any payment involving East. The doublings stack.';

export const VMC_SETTLEMENT_MODELS: SettlementModel[] = [
  {
    id: 'modern',
    name: 'VMC Modern (the discarder pays)',
    source: {
      ...VMC_EXPLAINED,
      note: 'base points P: only P(5) = 24 is known; the rest are our reconstruction',
    },
    summary: VMC_MODERN_SUMMARY,
    settle: settleModern,
    base: (total, options) => vmcBase('modernTable', total, options),
  },
  {
    id: 'classical',
    name: 'VMC Classical (everyone pays)',
    source: {
      ...VMC_EXPLAINED,
      note: 'base points Q: only Q(5) = 16 is known; the rest are our reconstruction',
    },
    summary: VMC_CLASSICAL_SUMMARY,
    settle: settleClassical,
    base: (total, options) => vmcBase('classicalTable', total, options),
  },
];

export const settleVmc = (total: number, win: WinContext, options: Options): Payments =>
  options.settlement === 'classical'
    ? settleClassical(total, win, options)
    : settleModern(total, win, options);

export const VMC_SETTLEMENT_SUMMARY = `${VMC_MODERN_SUMMARY} ${VMC_CLASSICAL_SUMMARY} The table option "settlement" chooses the model (Modern by default). The dealer (East) stays after a dealer win or a draw.`;
