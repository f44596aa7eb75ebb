/**
 * The rows of the "Variants side by side" page, read from the variant definitions so the page
 * cannot drift from what the engine scores. VariantTable.astro renders them.
 */
import { tileSetSize } from '../engine/tiles';
import type { OptionValue, Variant } from '../engine/variant';
import { VARIANTS } from '../variants';

export interface VariantRow {
  id: string;
  name: string;
  href: string;
  tileSet: { name: string; size: number };
  unit: string;
  /** The `minimum` option's default; null: the variant has no minimum. */
  minimum: OptionValue | null;
  /** The cap: fixed by the rules, else the `cap` option's default; null: no cap. */
  cap: OptionValue | null;
  /** Claims the rules allow, in words; null: the variant does not declare them. */
  claims: string[] | null;
  shapes: string[];
  /** wholeDeal: the variant also settles a whole deal at once (Variant.settleDeal). */
  settlement: { summary: string; models: string[]; wholeDeal: boolean };
  patternCount: number;
}

const optionDefault = (v: Variant, id: string): OptionValue | null =>
  v.options.find((o) => o.id === id)?.default ?? null;

function claimsOf(v: Variant): string[] | null {
  const r = v.rules;
  if (!r) return null;
  const claims: string[] = [];
  if (r.chow) claims.push('chow');
  if (r.pung) claims.push('pung');
  if (r.kong) claims.push('kong');
  if (r.robbingKong) claims.push('robbing the kong');
  return claims;
}

export function variantRow(v: Variant): VariantRow {
  const fixed = v.rules?.fixedCap;
  return {
    id: v.id,
    name: v.name,
    href: `/${v.id}/`,
    tileSet: { name: v.tileSet.name, size: tileSetSize(v.tileSet) },
    unit: v.unit.plural,
    minimum: optionDefault(v, 'minimum'),
    cap: fixed !== undefined ? fixed : optionDefault(v, 'cap'),
    claims: claimsOf(v),
    shapes: v.shapes.map((s) => s.name),
    settlement: {
      summary: v.settlementSummary,
      models: (v.settlementModels ?? []).map((m) => m.name),
      wholeDeal: typeof v.settleDeal === 'function',
    },
    patternCount: v.patterns.length,
  };
}

/** One row per registered variant, in registry order. */
export const variantRows = (variants: readonly Variant[] = VARIANTS): VariantRow[] =>
  variants.map(variantRow);
