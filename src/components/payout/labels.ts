import type { SettlementBase } from '../../engine/variant';
import { citation } from '../../sources/cite';

/** "24 — Source: “VMC rules explained” …" / "32 — Our reconstruction, not published; …": reconstructed values always say so. */
export const baseLabel = (base: SettlementBase): string =>
  `${base.amount} — ${citation(base.source)}`;
