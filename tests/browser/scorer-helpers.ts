import type { Locator, Page } from 'playwright-core';

/** Opens "How the hand was won", which the scorer folds behind its one-line summary. */
export async function openContext(scope: Page | Locator): Promise<void> {
  const details = scope.locator('details.hb-context');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}
