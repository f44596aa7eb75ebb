/**
 * The islands carry what the scorer runs and shows, not what the pages already say. A catalogue
 * entry (src/variants/<id>/patterns/) holds a pattern's name, value, detector and exclusions beside
 * its definition, explanation, examples, native names, aliases and source: the pages render all of
 * it, a scorer shows only the name, the value and why an exclusion applied. This Vite plugin drops
 * the page-only text from the variants' modules in the browser's build, so each entry stays
 * written in one place and the server build (the pages, the CLI, the tests) keeps every word.
 *
 * What goes is found by parsing with TypeScript's own parser, never by matching text:
 * - a catalogue entry is an object literal with both a `definition` and an `explanation`: its
 *   PAGE_ONLY properties go;
 * - a table option (an object literal with `label`, `description` and `default`) loses its
 *   `source`, which the pages cite, and its `description`, the hint under its field, which a form
 *   fetches when it is drawn (scripts/form-hints.ts); a context field (`label`, `description` and
 *   `choices`) loses its hint likewise;
 * - a row of MCR's fan table (an object literal with `zh` and `pinyin`) loses its Chinese name;
 * - any object literal loses its `translations` (the text in the site's other languages);
 * - an entry made by a helper function (`throwing(kind, id, name, vn, definition, …)`) gets
 *   its text as arguments: a parameter of one of the module's functions that only those
 *   properties read is read by nothing once they go, so the module's own calls pass `0` in its
 *   place. This repeats until nothing more goes (a helper that calls a helper).
 * Whatever the text alone needed (example builders, source helpers) is then unused, and the
 * bundler leaves it out; an import only the text read goes too (the project's TypeScript keeps
 * every import as written, verbatimModuleSyntax), so the module it names is no longer loaded with
 * the island for it: a variant's sources, which its options cite, came with every scorer's first
 * load for nothing. No engine code reads any of it: tests/build/island-catalogue.test.ts
 * scores every page example with the slimmed catalogues and with the full ones.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

/** What only a page shows of a catalogue entry. */
export const PAGE_ONLY: ReadonlySet<string> = new Set([
  'definition',
  'explanation',
  'examples',
  'native',
  'aliases',
  'source',
]);
/**
 * What the islands do not carry of a table option: where its default comes from, which only the
 * pages show, and the hint under its field, which a form fetches (scripts/form-hints.ts).
 */
export const OPTION_PAGE_ONLY: ReadonlySet<string> = new Set(['source', 'description']);
/** What the islands do not carry of a context field: its hint, which the form fetches. */
export const FIELD_HINT_ONLY: ReadonlySet<string> = new Set(['description']);
/** What only a page shows of a fan-table row: the Chinese name and its reading. */
export const NATIVE_ONLY: ReadonlySet<string> = new Set(['zh', 'pinyin']);

const NOTHING: ReadonlySet<string> = new Set();

const nameOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/**
 * The text in the site's other languages, wherever it is declared (a pattern, a category, a unit,
 * the variant's names): the pages say it, and pass an island what it shows in the reader's language.
 */
export const TRANSLATIONS = 'translations';

/** The properties of an object literal that only pages show, by what the literal is. */
function pageOnly(node: ts.ObjectLiteralExpression): ReadonlySet<string> {
  const names = new Set(node.properties.map(nameOf));
  const byKind =
    names.has('definition') && names.has('explanation')
      ? PAGE_ONLY
      : names.has('label') && names.has('description') && names.has('default')
        ? OPTION_PAGE_ONLY
        : names.has('label') && names.has('description') && names.has('choices')
          ? FIELD_HINT_ONLY
          : names.has('zh') && names.has('pinyin')
            ? NATIVE_ONLY
            : NOTHING;
  return names.has(TRANSLATIONS) ? new Set([...byKind, TRANSLATIONS]) : byKind;
}

/** A replacement of the text from `start` to `end`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Is this identifier a read of a variable (not a property name or a declaration's name)? */
function isRead(id: ts.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (ts.isQualifiedName(p) && p.right === id) return false;
  if (
    (ts.isPropertyAssignment(p) ||
      ts.isMethodDeclaration(p) ||
      ts.isPropertySignature(p) ||
      ts.isParameter(p) ||
      ts.isVariableDeclaration(p) ||
      ts.isFunctionDeclaration(p) ||
      ts.isBindingElement(p)) &&
    p.name === id
  )
    return false;
  return !ts.isTypeReferenceNode(p);
}

type Fn = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/** The module's own functions by name: `function f(…)` and `const f = (…) => …`. */
function moduleFunctions(source: ts.SourceFile): Map<string, Fn> {
  const found = new Map<string, Fn>();
  for (const s of source.statements) {
    if (ts.isFunctionDeclaration(s) && s.name && s.body) found.set(s.name.text, s);
    if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        const init = d.initializer;
        if (
          ts.isIdentifier(d.name) &&
          init &&
          (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        )
          found.set(d.name.text, init);
      }
    }
  }
  return found;
}

/** Is `n` inside one of the edits (a cut property or a replaced argument)? */
const within = (edits: readonly Edit[], n: ts.Node) =>
  edits.some((e) => n.getStart() >= e.start && n.end <= e.end);

/** The page-only properties: each goes with the comma after it, so what is left stays valid. */
function propertyCuts(source: ts.SourceFile): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      const drop = pageOnly(node);
      const props = node.properties;
      props.forEach((p, i) => {
        const name = nameOf(p);
        if (name !== undefined && drop.has(name))
          edits.push({ start: p.pos, end: props[i + 1]?.pos ?? props.end, text: '' });
        else ts.forEachChild(p, visit);
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

/**
 * For each function of the module, the positions of its parameters that only the edits read
 * (a rest parameter as -1 - its position): its calls need not pass them.
 */
function textOnlyParameters(functions: Map<string, Fn>, edits: readonly Edit[]) {
  const found = new Map<string, Set<number>>();
  for (const [name, fn] of functions) {
    const reads = new Map<string, { kept: number; cut: number }>();
    for (const p of fn.parameters)
      if (ts.isIdentifier(p.name)) reads.set(p.name.text, { kept: 0, cut: 0 });
    const count = (node: ts.Node): void => {
      const r = ts.isIdentifier(node) && isRead(node) ? reads.get(node.text) : undefined;
      if (r) r[within(edits, node) ? 'cut' : 'kept']++;
      ts.forEachChild(node, count);
    };
    if (fn.body) count(fn.body);
    // A parameter's default may read an earlier one.
    for (const p of fn.parameters) if (p.initializer) count(p.initializer);
    const positions = new Set<number>();
    fn.parameters.forEach((p, i) => {
      const r = ts.isIdentifier(p.name) ? reads.get(p.name.text) : undefined;
      if (r && r.kept === 0 && r.cut > 0) positions.add(p.dotDotDotToken ? -i - 1 : i);
    });
    if (positions.size) found.set(name, positions);
  }
  return found;
}

/** The module's calls of its own functions, with `0` for each argument only page text reads. */
function argumentCuts(
  source: ts.SourceFile,
  textOnly: Map<string, Set<number>>,
  edits: readonly Edit[],
): Edit[] {
  const found: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (within(edits, node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const positions = textOnly.get(node.expression.text);
      node.arguments.forEach((arg, i) => {
        const rest = [...(positions ?? [])].some((p) => p < 0 && i >= -p - 1);
        if (!ts.isSpreadElement(arg) && !within(edits, arg) && (positions?.has(i) || rest))
          found.push({ start: arg.getStart(), end: arg.end, text: '0' });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The module's constants (`const x = …`, one to a statement, not exported) read only inside the
 * edits: text built for the page (an example's note, a source with its note). Reads are counted
 * by name over the whole module, so a name read anywhere else keeps every constant of that name.
 */
function constantCuts(source: ts.SourceFile, edits: readonly Edit[]): Edit[] {
  const reads = new Map<string, { kept: number; cut: number }>();
  const statements: [ts.VariableStatement, string][] = [];
  const visit = (node: ts.Node): void => {
    if (within(edits, node)) return;
    const only = ts.isVariableStatement(node) ? node.declarationList.declarations : [];
    const name = only.length === 1 ? only[0]?.name : undefined;
    if (
      ts.isVariableStatement(node) &&
      node.declarationList.flags & ts.NodeFlags.Const &&
      !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      name &&
      ts.isIdentifier(name)
    )
      statements.push([node, name.text]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!statements.length) return [];
  for (const [, name] of statements) reads.set(name, { kept: 0, cut: 0 });
  const count = (node: ts.Node): void => {
    const r = ts.isIdentifier(node) && isRead(node) ? reads.get(node.text) : undefined;
    if (r) r[within(edits, node) ? 'cut' : 'kept']++;
    ts.forEachChild(node, count);
  };
  count(source);
  return statements
    .filter(([, name]) => reads.get(name)?.kept === 0 && (reads.get(name)?.cut ?? 0) > 0)
    .map(([st]) => ({ start: st.pos, end: st.end, text: '' }));
}

/**
 * The imports only the edits read: each binding of an import that is read inside the cuts and
 * nowhere else goes, and the whole import where no value binding is left (its types, if any,
 * stay as a type-only import). A binding read nowhere at all is left as written.
 */
function importCuts(source: ts.SourceFile, edits: readonly Edit[]): Edit[] {
  const reads = new Map<string, { kept: number; cut: number }>();
  const count = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    const r = ts.isIdentifier(node) && isRead(node) ? reads.get(node.text) : undefined;
    if (r) r[within(edits, node) ? 'cut' : 'kept']++;
    ts.forEachChild(node, count);
  };
  const imports = source.statements.filter(
    (s): s is ts.ImportDeclaration =>
      ts.isImportDeclaration(s) && !!s.importClause && !s.importClause.isTypeOnly,
  );
  for (const s of imports)
    for (const name of importedNames(s)) reads.set(name, { kept: 0, cut: 0 });
  if (!reads.size) return [];
  count(source);
  const onlyCut = (name: string) => reads.get(name)?.kept === 0 && (reads.get(name)?.cut ?? 0) > 0;
  return imports.flatMap((s) => {
    const clause = s.importClause as ts.ImportClause;
    if (!importedNames(s).some(onlyCut)) return [];
    const from = s.moduleSpecifier.getText(source);
    const named = clause.namedBindings;
    const specifiers = named && ts.isNamedImports(named) ? [...named.elements] : [];
    const kept = specifiers.filter((e) => e.isTypeOnly || !onlyCut(e.name.text));
    const keptValues = kept.filter((e) => !e.isTypeOnly);
    const defaultName = clause.name && !onlyCut(clause.name.text) ? clause.name.text : undefined;
    const namespace =
      named && ts.isNamespaceImport(named) && !onlyCut(named.name.text)
        ? named.name.text
        : undefined;
    const list = (es: ts.ImportSpecifier[]) => `{ ${es.map((e) => e.getText(source)).join(', ')} }`;
    let text = '';
    if (defaultName || namespace || keptValues.length) {
      const parts = [
        ...(defaultName ? [defaultName] : []),
        ...(namespace ? [`* as ${namespace}`] : []),
        ...(kept.length ? [list(kept)] : []),
      ];
      text = `import ${parts.join(', ')} from ${from};`;
    } else if (kept.length) {
      const types = kept.map((e) => e.getText(source).replace(/^type\s+/, ''));
      text = `import type { ${types.join(', ')} } from ${from};`;
    }
    return [{ start: s.getStart(), end: s.end, text }];
  });
}

/** The value bindings an import declares: its default, its namespace and its named imports. */
function importedNames(s: ts.ImportDeclaration): string[] {
  const clause = s.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const named = clause.namedBindings;
  return [
    ...(clause.name ? [clause.name.text] : []),
    ...(named && ts.isNamespaceImport(named) ? [named.name.text] : []),
    ...(named && ts.isNamedImports(named)
      ? named.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
      : []),
  ];
}

/** Every edit that drops the module's page text; arguments follow until none is left to drop. */
function pageTextEdits(code: string, fileName: string): Edit[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits = propertyCuts(source);
  if (!edits.length) return edits;
  const functions = moduleFunctions(source);
  for (;;) {
    const more = [
      ...argumentCuts(source, textOnlyParameters(functions, edits), edits),
      ...constantCuts(source, edits),
    ];
    if (!more.length) break;
    edits.push(...more);
  }
  edits.push(...importCuts(source, edits));
  // An argument replaced whole takes the cuts inside it along.
  return edits.filter(
    (e) =>
      !edits.some(
        (o) => o !== e && o.start <= e.start && e.end <= o.end && o.end - o.start > e.end - e.start,
      ),
  );
}

/** `code` without the page-only text of its catalogue entries, or null when it has none. */
export function stripPageText(code: string, fileName: string): string | null {
  const edits = pageTextEdits(code, fileName);
  if (!edits.length) return null;
  let out = code;
  // From the end, so each edit's offsets still hold.
  for (const e of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

const VARIANTS_DIR = /[\\/]src[\\/]variants[\\/].*\.ts$/;

/** The plugin: the browser's build of src/variants/ without the page text (see above). */
export function islandCatalogue(): Plugin {
  return {
    name: 'island-catalogue',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !VARIANTS_DIR.test(id.split('?')[0] ?? '')) return null;
      const out = stripPageText(code, id);
      return out === null ? null : { code: out, map: null };
    },
  };
}
