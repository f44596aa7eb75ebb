import { HandError } from './errors';
import type { OptionDecl, Options, Variant } from './variant';

/**
 * An option as a player reads it in a message, by its label: the table rule “Fan cap”. A value
 * that is one of its choices reads as that choice's label: “Flower pig penalty: 48 to nobody”.
 */
export function ruleName(decls: readonly OptionDecl[], id: string, value?: string): string {
  const decl = decls.find((d) => d.id === id);
  if (!decl) throw new Error(`no option "${id}"`);
  const choice = value === undefined ? undefined : decl.choices?.find((c) => c.value === value);
  return `the table rule “${decl.label}${choice ? `: ${choice.label}` : ''}”`;
}

/**
 * Fills defaults and checks every option a request sets against the variant's declarations, and
 * `extra` ones (a game's own table rules, such as the starting bank).
 */
export function resolveOptions(
  variant: OptionHolder,
  raw: unknown,
  extra: readonly OptionDecl[] = [],
): Options {
  if (extra.length || !isUnset(raw)) return readOptions(variant, raw, extra);
  // Most requests set no option: they share one frozen copy of the defaults, so a variant's typed
  // reading of them (defineOptions) is made once, not once per hand.
  let defaults = DEFAULTS.get(variant);
  if (!defaults) {
    defaults = Object.freeze(readOptions(variant, {}, extra));
    DEFAULTS.set(variant, defaults);
  }
  return defaults;
}

/** What reading a request's options needs of a variant (a scorer's header has all but the cross-option check). */
type OptionHolder = Pick<Variant, 'name' | 'options' | 'checkOptions'>;

const DEFAULTS = new WeakMap<OptionHolder, Options>();
const isUnset = (raw: unknown) =>
  raw === undefined ||
  raw === null ||
  (typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).length === 0);

function readOptions(variant: OptionHolder, raw: unknown, extra: readonly OptionDecl[]): Options {
  const decls = extra.length ? [...variant.options, ...extra] : variant.options;
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new HandError('bad-option', 'options must be an object', { reason: 'options-object' });
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const out: Options = {};
  for (const key of Object.keys(given)) {
    if (!decls.some((o) => o.id === key)) {
      const known = decls.map((o) => o.id).join(', ') || 'none';
      throw new HandError(
        'bad-option',
        `unknown option "${key}" for ${variant.name} (its options: ${known})`,
        { reason: 'option-unknown', key, variant: variant.name },
      );
    }
  }
  for (const decl of decls) {
    const v = given[decl.id];
    if (v === undefined) {
      out[decl.id] = decl.default;
      continue;
    }
    if (decl.type === 'integer') {
      if (typeof v !== 'number' || !Number.isInteger(v))
        throw new HandError(
          'bad-option',
          `${ruleName(decls, decl.id)} must be a whole number (got ${JSON.stringify(v)})`,
          { reason: 'option-integer', option: decl.id, value: JSON.stringify(v) },
        );
      if (decl.min !== undefined && v < decl.min)
        throw new HandError(
          'bad-option',
          `${ruleName(decls, decl.id)} is ${v}; it cannot be below ${decl.min}`,
          { reason: 'option-below', option: decl.id, value: v, min: decl.min },
        );
      if (decl.max !== undefined && v > decl.max)
        throw new HandError(
          'bad-option',
          `${ruleName(decls, decl.id)} is ${v}; it cannot be above ${decl.max}${decl.maxWhy ? ` (${decl.maxWhy})` : ''}`,
          { reason: 'option-above', option: decl.id, value: v, max: decl.max },
        );
    } else if (decl.type === 'boolean') {
      if (typeof v !== 'boolean')
        throw new HandError(
          'bad-option',
          `${ruleName(decls, decl.id)} must be true or false (got ${JSON.stringify(v)})`,
          { reason: 'option-boolean', option: decl.id, value: JSON.stringify(v) },
        );
    } else if (decl.type === 'text') {
      // A list of numbers may arrive as a JSON array; the variant's checkOptions reads the text.
      if (Array.isArray(v)) {
        out[decl.id] = v.map((x) => (x === null || x === undefined ? '' : String(x))).join(',');
        continue;
      }
      if (typeof v !== 'string')
        throw new HandError(
          'bad-option',
          `${ruleName(decls, decl.id)} must be text (got ${JSON.stringify(v)})`,
          { reason: 'option-text', option: decl.id, value: JSON.stringify(v) },
        );
    } else if (!decl.choices?.some((c) => c.value === v)) {
      const allowed = decl.choices?.map((c) => c.value).join(', ');
      throw new HandError(
        'bad-option',
        `${ruleName(decls, decl.id)} cannot be ${JSON.stringify(v)}: ${variant.name} has ${allowed}`,
        {
          reason: 'option-choice',
          option: decl.id,
          value: JSON.stringify(v),
          choices: allowed ?? '',
        },
      );
    }
    out[decl.id] = v as Options[string];
  }
  variant.checkOptions?.(out);
  return out;
}
