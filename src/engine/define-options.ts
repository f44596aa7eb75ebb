/**
 * A variant's table options, declared once (each variant's options.ts): the declarations the
 * pages, forms and links read, and the options typed by them. Apart from the engine's reading of a
 * request's options (./options.ts), which only scoring needs, so a scorer's first load has these alone.
 */
import type { OptionDecl, Options } from './variant';

/** The value a declaration gives its option: a number, true or false, one of its choices, or text. */
type ValueOf<D extends OptionDecl> = D['type'] extends 'integer'
  ? number
  : D['type'] extends 'boolean'
    ? boolean
    : D extends { type: 'choice'; choices: readonly { value: infer V }[] }
      ? V
      : string;

/** The options a list of declarations gives, each typed by its declaration. */
export type OptionsOf<Ds extends readonly OptionDecl[]> = {
  readonly [D in Ds[number] as D['id']]: ValueOf<D>;
};

/**
 * A variant's one declaration of its options: `decls` is the table the engine validates requests
 * against (resolveOptions) and the pages show; `read` gives the resolved options typed by that
 * same table, so a detector reads `read(options).cap` as a number.
 */
export function defineOptions<const Ds extends readonly OptionDecl[]>(
  decls: Ds,
): { decls: Ds; read(options: Options): OptionsOf<Ds> } {
  const filled = new WeakMap<Options, OptionsOf<Ds>>();
  const read = (options: Options): OptionsOf<Ds> => {
    let out = filled.get(options);
    if (!out) {
      // resolveOptions has checked each value against its declaration; an option a caller left
      // out (a page's example, a partial record) reads as its default.
      const all: Options = {};
      for (const d of decls) all[d.id] = options[d.id] ?? d.default;
      out = all as OptionsOf<Ds>;
      filled.set(options, out);
    }
    return out;
  };
  return { decls, read };
}
