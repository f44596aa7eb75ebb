import type { SettlementBase, SourceRef } from '../../engine/variant';

/** How a figure's source reads beside it: reconstructed values always say so. */
export function sourceLabel(source: SourceRef): string {
  const note = source.note ? `; ${source.note}` : '';
  switch (source.status) {
    case 'reconstructed':
      return `reconstructed, not published (${source.doc}${note})`;
    case 'table-option':
      return `${source.doc}${note}`;
    default:
      return `from ${source.doc}${note}`;
  }
}

/** "24 — from seed 002 …" / "32 — reconstructed, not published (…)". */
export const baseLabel = (base: SettlementBase): string => `${base.amount} — ${sourceLabel(base.source)}`;
