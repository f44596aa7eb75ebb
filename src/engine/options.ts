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

/** Fills defaults and checks every option a request sets against the variant's declarations. */
export function resolveOptions(variant: Variant, raw: unknown): Options {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    throw new HandError('bad-option', 'options must be an object');
  }
  const given = (raw ?? {}) as Record<string, unknown>;
  const out: Options = {};
  for (const key of Object.keys(given)) {
    if (!variant.options.some((o) => o.id === key)) {
      const known = variant.options.map((o) => o.id).join(', ') || 'none';
      throw new HandError(
        'bad-option',
        `unknown option "${key}" for ${variant.name} (its options: ${known})`,
      );
    }
  }
  for (const decl of variant.options) {
    const v = given[decl.id];
    if (v === undefined) {
      out[decl.id] = decl.default;
      continue;
    }
    if (decl.type === 'integer') {
      if (typeof v !== 'number' || !Number.isInteger(v))
        throw new HandError(
          'bad-option',
          `${ruleName(variant.options, decl.id)} must be a whole number (got ${JSON.stringify(v)})`,
        );
      if (decl.min !== undefined && v < decl.min)
        throw new HandError(
          'bad-option',
          `${ruleName(variant.options, decl.id)} is ${v}; it cannot be below ${decl.min}`,
        );
      if (decl.max !== undefined && v > decl.max)
        throw new HandError(
          'bad-option',
          `${ruleName(variant.options, decl.id)} is ${v}; it cannot be above ${decl.max}${decl.maxWhy ? ` (${decl.maxWhy})` : ''}`,
        );
    } else if (decl.type === 'boolean') {
      if (typeof v !== 'boolean')
        throw new HandError(
          'bad-option',
          `${ruleName(variant.options, decl.id)} must be true or false (got ${JSON.stringify(v)})`,
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
          `${ruleName(variant.options, decl.id)} must be text (got ${JSON.stringify(v)})`,
        );
    } else if (!decl.choices?.some((c) => c.value === v)) {
      const allowed = decl.choices?.map((c) => c.value).join(', ');
      throw new HandError(
        'bad-option',
        `${ruleName(variant.options, decl.id)} cannot be ${JSON.stringify(v)}: ${variant.name} has ${allowed}`,
      );
    }
    out[decl.id] = v as Options[string];
  }
  variant.checkOptions?.(out);
  return out;
}
