import type { SourceRef } from '../../engine/variant';

/** Seed 001: the Rainbow Dragon club's Hong Kong house rules. */
export const SEED_RD: SourceRef = { doc: 'seed 001, Rainbow Dragon house rules', status: 'seed' };
/** A footnote of seed 001's pattern list, e.g. footnote 2. */
export const footnote = (n: number, note?: string): SourceRef => ({ ...SEED_RD, note: `footnote ${n}${note ? `; ${note}` : ''}` });

/** The seed's fan-to-points table, 0 to 12 fan. */
export const SEED_POINTS: readonly number[] = [2, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256, 384, 512];
/** "A hand can score no more than 12 Fan." */
export const CAP = 12;
