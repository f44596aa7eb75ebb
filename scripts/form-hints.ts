/**
 * The hints under a form's fields, fetched when a form is drawn. A table option's description and a
 * context field's are a sentence or three each (the Vietnamese options and fields 2.2 KiB gzipped),
 * which a reader sees only in the folded "Table rules" and "How the hand was won" panels, the
 * house-rule builder and a game's setup. The islands' catalogues leave them out
 * (scripts/island-catalogue.ts), and this plugin makes one module per variant that holds them
 * (`virtual:atlas/hints/<variant>`, imported by src/components/hand-builder/hints.ts), read from
 * the same declarations, which the server build and the pages keep whole.
 */
import type { Plugin } from 'vite';
import type { FormHints } from '../src/components/hand-builder/hints';
import type { Variant } from '../src/engine/variant';

const PREFIX = 'virtual:atlas/hints/';
/** The id it resolves to, which names the file a reader's network fetches: hints-<variant>.<hash>.js. */
const RESOLVED = '\0virtual:atlas/hints-';

/** A variant's hints: its table options' and game rules' by option id, its context fields' by field id. */
export function hintsOf(variant: Variant): FormHints {
  const options = [...variant.options, ...(variant.game?.options ?? [])];
  return {
    options: Object.fromEntries(options.map((o) => [o.id, o.description])),
    context: Object.fromEntries((variant.contextFields ?? []).map((f) => [f.id, f.description])),
  };
}

/** The variant whose hints a built file holds (hints-<variant>.<hash>.js), or undefined for any other file. */
export const hintsFileVariant = (url: string): string | undefined =>
  /(?:^|\/)hints-([a-z]+(?:-[a-z]+)*)\.[\w-]+\.js$/.exec(url)?.[1];

export function formHintsModule(variants: readonly Variant[]): Plugin {
  return {
    name: 'atlas:form-hints',
    resolveId: (id) => (id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return;
      const wanted = id.slice(RESOLVED.length);
      const variant = variants.find((v) => v.id === wanted);
      if (!variant) throw new Error(`form hints: no variant "${wanted}"`);
      return `export default ${JSON.stringify(hintsOf(variant))};`;
    },
  };
}
