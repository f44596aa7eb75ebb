import type { SettlementBase, SourceRef } from '../../engine/variant';
import { citation } from '../../sources/cite';

/**
 * "24 — Source: “VMC rules explained” …" / "32 — Our reconstruction, not published; …":
 * reconstructed values always say so. `cite` says the citation in the page's language (citeIn).
 */
export const baseLabel = (
  base: SettlementBase,
  cite: (ref: SourceRef) => string = citation,
): string => `${base.amount} — ${cite(base.source)}`;
