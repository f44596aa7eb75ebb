/**
 * The deal's books: every transfer in order, each player's balance, and each kong's income so
 * that it can be refunded or handed on later.
 */
import type { DealTransfer } from '../../../engine/deal';
import type { Phrase } from '../../../engine/phrase';
import { noPayments, type Payments } from '../../../engine/settlement';
import type { TileCode, Wind } from '../../../engine/tiles';
import { english } from './phrases';
import type { KongKind } from './types';

export interface KongRecord {
  /** 0-based index of the kong event. */
  event: number;
  seat: Wind;
  kind: KongKind;
  tile: TileCode;
  robbed: boolean;
  /** The transfers that paid for this kong. */
  income: DealTransfer[];
  /** Its income has already been refunded or handed on, so the wall's end leaves it alone. */
  settled: boolean;
}

export class Ledger {
  readonly transfers: DealTransfer[] = [];
  readonly balances: Payments = noPayments();

  pay(
    event: number,
    from: Wind,
    to: Wind | null,
    amount: number,
    rule: string,
    says: Phrase,
  ): DealTransfer {
    const t: DealTransfer = { event, from, to, amount, rule, reason: english(says), says };
    this.transfers.push(t);
    this.balances[from] -= amount;
    if (to) this.balances[to] += amount;
    return t;
  }

  /** Transfers made since `mark` (a length of `transfers`). */
  since(mark: number): DealTransfer[] {
    return this.transfers.slice(mark);
  }

  snapshot(): Payments {
    return { ...this.balances };
  }
}
