/**
 * Keyboard and screen-reader helpers for the browser tests: walking an island with Tab, moving
 * through the tile palette with the arrow keys, and recording what live regions announce.
 */
import type { Page } from 'playwright-core';

/**
 * Records what a screen reader would hear from live regions, from the page's first script on:
 * a change inside a region that was already on the page (aria-live polite or assertive, or role
 * status, alert or log) is announced; the text is that of the nearest aria-atomic element (role
 * status and alert are atomic), else the text that was added or changed. A region inserted
 * with its content is not announced, except an alert.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const LIVE =
      '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"], [role="log"]';
    const w = window as unknown as { __announced: string[] };
    w.__announced = [];
    const known = new WeakSet<Element>();
    const remember = () => {
      for (const r of document.querySelectorAll(LIVE)) known.add(r);
    };
    const atomicFor = (from: Element, region: Element): Element | null => {
      for (let el: Element | null = from; el; el = el.parentElement) {
        const a = el.getAttribute('aria-atomic');
        if (a === 'true') return el;
        if (a === 'false') return null;
        if (el === region)
          return ['status', 'alert'].includes(el.getAttribute('role') ?? '') ? el : null;
      }
      return null;
    };
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const target = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = target?.closest(LIVE);
        if (!target || !region) continue;
        if (!known.has(region) && region.getAttribute('role') !== 'alert') continue;
        const atomic = atomicFor(target, region);
        const text = atomic
          ? atomic.textContent
          : r.type === 'characterData'
            ? r.target.textContent
            : [...r.addedNodes].map((n) => n.textContent).join(' ');
        const clean = (text ?? '').replace(/\s+/g, ' ').trim();
        if (clean && w.__announced[w.__announced.length - 1] !== clean) w.__announced.push(clean);
      }
      remember();
    });
    const start = () => {
      remember();
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    };
    if (document.body) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

export const announcements = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __announced: string[] }).__announced.slice());

/** Forgets what has been announced so far. */
export const clearAnnouncements = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __announced: string[] }).__announced.length = 0;
  });

/** The focused element: its id, label, tag, and palette position if it is a palette tile. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      label: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      code: el?.dataset.code ?? null,
      row: el?.dataset.row === undefined ? null : Number(el.dataset.row),
      col: el?.dataset.col === undefined ? null : Number(el.dataset.col),
      value: (el as HTMLInputElement | HTMLSelectElement | null)?.value ?? null,
    };
  });

/**
 * Moves focus with Tab (or Shift+Tab) to the next (or previous) control matching `target`: the
 * number of presses is counted from the page's tab stops in document order, the keys go in one
 * batch, and the element reached is checked; if the count was off it goes on one key at a time.
 */
export async function tabTo(page: Page, target: string, backwards = false): Promise<void> {
  const presses = await page.evaluate(
    ({ target, backwards }) => {
      const stops = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ].filter((el) => {
        const input = el as HTMLInputElement;
        if (el.tabIndex < 0 || input.disabled || el.matches(':disabled') || !el.checkVisibility())
          return false;
        if (input.type === 'radio' && input.name) {
          const group = [
            ...document.querySelectorAll<HTMLInputElement>(
              `input[type="radio"][name="${input.name}"]`,
            ),
          ];
          return (group.find((r) => r.checked) ?? group[0]) === input;
        }
        return el.tagName !== 'SUMMARY' || el.parentElement?.querySelector('summary') === el;
      });
      const here = stops.indexOf(document.activeElement as HTMLElement);
      const matches = stops.map((el, k) => (el.matches(target) ? k : -1)).filter((k) => k >= 0);
      const to = backwards ? matches.filter((k) => k < here).at(-1) : matches.find((k) => k > here);
      return to === undefined || here < 0 ? 0 : Math.abs(to - here);
    },
    { target, backwards },
  );
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < presses; i++) await page.keyboard.press(key);
  const on = () => page.evaluate((t) => !!document.activeElement?.matches(t), target);
  for (let i = 0; i < 120 && !(await on()); i++) await page.keyboard.press(key);
  if (!(await on()))
    throw new Error(
      `${target} was not reached with ${key}; focus is on ${JSON.stringify(await focused(page))}`,
    );
}

/** Focuses the last focusable element before `selector`, so the next Tab enters it as a reader's would. */
export async function focusBefore(page: Page, selector: string): Promise<void> {
  await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ].filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLButtonElement).disabled &&
          el.checkVisibility() &&
          root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING,
      );
      const before = all[all.length - 1];
      if (before) before.focus();
      else (document.activeElement as HTMLElement | null)?.blur();
    });
}

/** Picks an option of the focused <select> with the arrow keys alone. */
export async function chooseWithArrows(page: Page, value: string): Promise<void> {
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 12; i++) {
      if ((await focused(page)).value === value) return;
      await page.keyboard.press(key);
    }
  }
  const f = await focused(page);
  if (f.value !== value)
    throw new Error(
      `could not choose "${value}" in #${f.id} with the arrow keys (it shows "${f.value}")`,
    );
}

/**
 * With focus on a palette tile, moves with the arrow keys to the tile `code` and presses
 * `key` (Enter or Space) on it. The path follows the palette's own rule (up and down keep the
 * column, clamped to a shorter row), so the keys go in one batch and focus is checked once.
 */
export async function pressTile(
  page: Page,
  code: string,
  key: 'Enter' | ' ' = 'Enter',
): Promise<void> {
  const { rows, from, to } = await page.locator('.hb-palette').evaluate((palette, c) => {
    const pos = (el: Element | null) =>
      el instanceof HTMLElement && el.dataset.row !== undefined
        ? [Number(el.dataset.row), Number(el.dataset.col)]
        : null;
    const lengths: number[] = [];
    for (const b of palette.querySelectorAll<HTMLElement>('button[data-row]')) {
      const row = Number(b.dataset.row);
      lengths[row] = Math.max(lengths[row] ?? 0, Number(b.dataset.col) + 1);
    }
    return {
      rows: lengths,
      from: pos(document.activeElement),
      to: pos(palette.querySelector(`button[data-code="${c}"]`)),
    };
  }, code);
  if (!from)
    throw new Error(
      `focus is not on the palette while moving to ${code}: ${JSON.stringify(await focused(page))}`,
    );
  if (!to) throw new Error(`the palette has no ${code}`);
  const [toRow = 0, toCol = 0] = to;
  let [r = 0, c = 0] = from;
  const keys: string[] = [];
  const down = r < toRow;
  while (r !== toRow) {
    r += down ? 1 : -1;
    c = Math.min(c, (rows[r] ?? 0) - 1);
    keys.push(down ? 'ArrowDown' : 'ArrowUp');
  }
  for (let k = Math.abs(toCol - c); k > 0; k--) keys.push(c < toCol ? 'ArrowRight' : 'ArrowLeft');
  for (const k of keys) await page.keyboard.press(k);
  const f = await focused(page);
  if (f.code !== code)
    throw new Error(
      `the arrow keys ${keys.join(' ')} led to ${f.code ?? JSON.stringify(f)}, not ${code}`,
    );
  await page.keyboard.press(key);
}

export interface TabWalk {
  /**
   * What Tab should reach: every visible, enabled control, even one taken out of the tab order
   * with tabindex="-1"; a radio group or a composite widget (toolbar, grid, listbox, tablist,
   * menu, tree), where arrow keys move inside, counts once and any of its members will do.
   */
  expected: string[];
  /** The island's controls (or groups) Tab reached, in order, until focus left the island. */
  visited: string[];
  /** Whether focus left the island again after entering it (no keyboard trap). */
  left: boolean;
}

/**
 * Tabs from the control just before `selector` through the island and out of it, and lists
 * what Tab should reach. Open <details> first to include what they hold. Focus moves are
 * logged in the page, so the walk costs one key press per control.
 */
export async function tabThrough(page: Page, selector: string): Promise<TabWalk> {
  const { expected, stops } = await page
    .locator(selector)
    .first()
    .evaluate((root) => {
      const COMPOSITE =
        '[role="toolbar"], [role="grid"], [role="listbox"], [role="tablist"], [role="menu"], [role="tree"]';
      const controls = [
        ...root.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, summary, [tabindex]',
        ),
      ];
      for (const [k, el] of controls.entries()) el.dataset.kb = String(k);
      const label = (el: HTMLElement) =>
        `${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}${el.id ? `#${el.id}` : ''}:${el.tagName.toLowerCase()}`;
      const name = (el: HTMLElement): string => {
        const input = el as HTMLInputElement;
        if (input.type === 'radio' && input.name) return `radio group ${input.name}`;
        const composite = el.parentElement?.closest<HTMLElement>(COMPOSITE);
        if (composite && root.contains(composite))
          return `${composite.getAttribute('role')} ${composite.getAttribute('aria-label') ?? ''}`;
        return `${el.dataset.kb}:${label(el)}`;
      };
      const w = window as unknown as { __focusLog: string[] };
      w.__focusLog = [];
      document.addEventListener('focusin', (e) => {
        const el = e.target as HTMLElement;
        w.__focusLog.push(root.contains(el) ? name(el) : '(outside)');
      });
      const out = new Set<string>();
      for (const el of controls) {
        // A plain element made focusable with tabindex="-1" is meant for scripts, not for Tab.
        const native = el.matches('a[href], button, input, select, textarea, summary');
        if (!native && el.tabIndex < 0) continue;
        if ((el as HTMLInputElement).disabled || el.matches(':disabled') || !el.checkVisibility())
          continue;
        if (el.tagName === 'SUMMARY' && el.parentElement?.querySelector('summary') !== el) continue;
        out.add(name(el));
      }
      const stops = controls.filter(
        (el) =>
          el.tabIndex >= 0 &&
          !(el as HTMLInputElement).disabled &&
          !el.matches(':disabled') &&
          el.checkVisibility(),
      ).length;
      return { expected: [...out], stops };
    });
  await focusBefore(page, selector);
  await page.evaluate(() => {
    (window as unknown as { __focusLog: string[] }).__focusLog.length = 0;
  });
  // Enough presses to pass every control once, and a few more to leave the island.
  for (let i = 0; i < stops + 4; i++) await page.keyboard.press('Tab');
  const log = await page.evaluate(() =>
    (window as unknown as { __focusLog: string[] }).__focusLog.slice(),
  );
  const first = log.findIndex((x) => x !== '(outside)');
  const out = first < 0 ? -1 : log.indexOf('(outside)', first);
  const visited = first < 0 ? [] : log.slice(first, out < 0 ? undefined : out);
  return { expected, visited, left: first >= 0 && out >= 0 };
}
