/** axe-core run on a page the way every accessibility check here reads it. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core's script. A file that checks many pages adds it to its tab as an init script, so each
 * page has it from the start instead of being sent its half megabyte again.
 */
export const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The serious and critical violations axe finds in `context` (an axe context, as JavaScript
 * source), each as "impact id: help (up to three elements)". Run on a loaded page whose islands
 * have hydrated.
 */
export async function seriousViolations(page: Page, context = 'document'): Promise<string[]> {
  // Expressive Code makes a code block that scrolls focusable from a ResizeObserver, 250 ms and
  // an idle callback after layout: axe reads the page once it has.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('.expressive-code pre')].every(
        (pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'),
      ),
    null,
    { timeout: 30_000 },
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = (await page.evaluate(
    `axe.run(${context}, { resultTypes: ["violations"] }).then((r) => r.violations)`,
  )) as Violation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')})`,
    );
}
