/**
 * The hints under the forms' fields (a table option's description, a context field's), which the
 * islands fetch when a form is drawn rather than carry from the start: one small module per
 * variant, made from the declarations where the site is built (scripts/form-hints.ts).
 */
import { useEffect } from 'preact/hooks';
import { type Lazy, lazy, useLazy } from '../lazy';

export interface FormHints {
  /** By option id: the variant's table options and its game rules. */
  options: Readonly<Record<string, string>>;
  /** By context field id. */
  context: Readonly<Record<string, string>>;
}

const hints = (load: () => Promise<{ default: FormHints }>) =>
  lazy(() => load().then((m) => m.default));

const BY_VARIANT: Readonly<Record<string, Lazy<FormHints>>> = {
  'hong-kong': hints(() => import('virtual:atlas/hints/hong-kong')),
  'rainbow-dragon': hints(() => import('virtual:atlas/hints/rainbow-dragon')),
  vmc: hints(() => import('virtual:atlas/hints/vmc')),
  sichuan: hints(() => import('virtual:atlas/hints/sichuan')),
  mcr: hints(() => import('virtual:atlas/hints/mcr')),
  vietnamese: hints(() => import('virtual:atlas/hints/vietnamese')),
};

/** The variants with hints: every variant the site scores (a test holds them to the list). */
export const HINTED = Object.keys(BY_VARIANT);

const NONE: Lazy<FormHints> = {
  loaded: { value: { options: {}, context: {} } },
  load: async () => ({ options: {}, context: {} }),
};

/**
 * A variant's hints, fetched when a form is first drawn: `settled` once they have arrived or could
 * not be fetched (a form is then drawn without them, and its fields work all the same).
 */
export function useHints(variantId: string): { hints?: FormHints; settled: boolean } {
  const { loaded, failed, fetch } = useLazy(BY_VARIANT[variantId] ?? NONE);
  useEffect(fetch, [variantId]);
  return { hints: loaded?.value, settled: loaded !== undefined || failed };
}
