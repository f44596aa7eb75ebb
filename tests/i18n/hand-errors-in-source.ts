/**
 * Every `new HandError(…)` the site's source makes, read from the source itself: where it is,
 * whether it carries parameters, and the `reason` and parameter names it gives. The test of the
 * engine's words reads this, so an error added without parameters, or with a reason no language
 * has a sentence for, fails it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface HandErrorSite {
  /** The file, from the repository's root, and the line of the `new`. */
  where: string;
  /** The call as written. */
  source: string;
  /** False: the error is made with a code and an English message only. */
  hasParams: boolean;
  /** Each `{ reason: '…', … }` the call can give, with the names of its parameters. */
  reasons: { reason: string; names: string[] }[];
}

/** One set of an error's parameters written in the source: its reason and the names it gives. */
export interface GivenReason {
  where: string;
  reason: string;
  names: string[];
}

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The parameter objects an argument can be: a literal, either branch of a `?:`. */
function literals(node: ts.Expression): ts.ObjectLiteralExpression[] {
  if (ts.isParenthesizedExpression(node)) return literals(node.expression);
  if (ts.isObjectLiteralExpression(node)) return [node];
  if (ts.isConditionalExpression(node))
    return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  return [];
}

/** Spreads of a helper that returns known names (hand.ts's meldParams: the meld and its kind). */
const SPREAD_NAMES: Record<string, string[]> = { meldParams: ['kind', 'meld'] };

/** The strings a value can be: a literal, either branch of a `?:`. */
function strings(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node))
    return [...strings(node.whenTrue), ...strings(node.whenFalse)];
  return [];
}

function reasonOf(o: ts.ObjectLiteralExpression, sf: ts.SourceFile) {
  let reasons: string[] = [];
  const names: string[] = [];
  for (const p of o.properties) {
    if (ts.isSpreadAssignment(p)) {
      const callee = ts.isCallExpression(p.expression) ? p.expression.expression.getText(sf) : '';
      names.push(...(SPREAD_NAMES[callee] ?? []));
      continue;
    }
    const name = p.name?.getText(sf).replace(/^['"]|['"]$/g, '');
    if (!name) continue;
    names.push(name);
    if (name === 'reason' && ts.isPropertyAssignment(p)) reasons = strings(p.initializer);
  }
  return reasons.map((reason) => ({ reason, names }));
}

/**
 * Every `new HandError(…)` in the source, and every set of parameters (`{ reason: … }`) its
 * files give, whether straight to the error or through a helper that makes it.
 */
export function handErrorSites(): { sites: HandErrorSite[]; given: GivenReason[] } {
  const sites: HandErrorSite[] = [];
  const given: GivenReason[] = [];
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('new HandError(')) continue;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        for (const r of reasonOf(node, sf))
          given.push({ where: `${relative(ROOT, file)}:${line}`, ...r });
      }
      if (ts.isNewExpression(node) && node.expression.getText(sf) === 'HandError') {
        const params = node.arguments?.[2];
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        sites.push({
          where: `${relative(ROOT, file)}:${line}`,
          source: node.getText(sf),
          hasParams: params !== undefined,
          reasons: params ? literals(params).flatMap((o) => reasonOf(o, sf)) : [],
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { sites, given };
}
