/**
 * Who settles with the winner (seed 000, fact sheet §5, §7): on a discard the discarder pays the
 * doubled column and the other two the single; on a self-draw all three pay doubled. Robbing a
 * quad or a bounce: the quad-maker or bouncer is the discarder. When a player is liable (Đền), he
 * alone pays every share.
 */
import type { WinContext } from '../../engine/context';
import { noPayments, opponents, type Payments, transfer } from '../../engine/settlement';
import type { Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
import { vnOptions } from './options';

import { PHAN_PER_MUN } from './phan';

export { formatPhan, PHAN_PER_MUN } from './phan';

export interface Points {
  /** What a player paying the single column pays. */
  single: number;
  /** What a player paying the doubled column pays. */
  double: number;
  mun: number;
  leftover: number;
}

/**
 * Up to 5 phán each phán doubles a half point (rounded up: 0 phán pays 1 either way); each mủn
 * is 32 single / 64 doubled; leftover phán are a flat amount each (6 by default), never doubled.
 */
export function pointsOf(total: number, options: Options): Points {
  const mun = Math.floor(total / PHAN_PER_MUN);
  const leftover = total % PHAN_PER_MUN;
  if (mun === 0) {
    if (total === 0) return { single: 1, double: 1, mun, leftover };
    return { single: 2 ** (total - 1), double: 2 ** total, mun, leftover };
  }
  const flat = Number(vnOptions(options).leftoverPhan) * leftover;
  return { single: 32 * mun + flat, double: 64 * mun + flat, mun, leftover };
}

/** The liable seat computed by checkContext (a discarded flower or joker, or a feeding situation). */
export const liableOf = (win: WinContext): Wind | undefined => win.extra.liable as Wind | undefined;

/** What each opponent's share is before any liability. */
export function shares(total: number, win: WinContext, options: Options): Map<Wind, number> {
  const { single, double } = pointsOf(total, options);
  const out = new Map<Wind, number>();
  for (const o of opponents(win.seat))
    out.set(o, win.selfDrawn || o === win.discarder ? double : single);
  return out;
}

export function settleVietnamese(total: number, win: WinContext, options: Options): Payments {
  const p = noPayments();
  const liable = liableOf(win);
  for (const [payer, amount] of shares(total, win, options))
    transfer(p, liable ?? payer, win.seat, amount);
  return p;
}

export const VN_SETTLEMENT_SUMMARY =
  'Every phán doubles the hand up to 5 phán (0 phán pays 1); each mủn (6 phán) pays 32, doubled 64; leftover phán pay a flat 6 each, never doubled. On a discard the discarder pays the doubled column and the other two the single; on a self-draw all three pay doubled. Robbing a quad or a bounce: the quad-maker or bouncer pays doubled. A liable feeder (Đền) pays every share alone.';
