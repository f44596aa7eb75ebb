/**
 * The search dialog's contents at work: runs the query as the reader types, lists the ranked
 * results with where each belongs, announces the count, and lets the arrow keys move between
 * the box and the results. Loaded the first time the dialog opens.
 */
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import type { SearchWords } from '../../i18n/search-words';
import type { ShownResult } from '../../search/rank';
import { type Found, find, loadPagefind } from './find';

/** Pages ranked per search; "More results" adds as many again. */
const STEP = 20;

/** What the dialog needs in each language: its words and the glossary (one file each). */
const LANGUAGES: Record<Locale, () => Promise<typeof import('virtual:atlas/search/root')>> = {
  root: () => import('virtual:atlas/search/root'),
  'zh-cn': () => import('virtual:atlas/search/zh-cn'),
  'zh-hk': () => import('virtual:atlas/search/zh-hk'),
  vi: () => import('virtual:atlas/search/vi'),
};
const TYPING_PAUSE_MS = 120;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function link(href: string, ...children: Node[]): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.append(...children);
  return a;
}

function resultItem(r: ShownResult): HTMLLIElement {
  const li = el('li', 'mj-search__result');
  const excerpt = el('p', 'mj-search__excerpt');
  // Pagefind escapes the page text; its <mark> tags are the only markup.
  excerpt.innerHTML = r.excerptHtml;
  li.append(
    link(r.url, el('span', 'mj-search__title', r.title), el('span', 'mj-search__where', r.where)),
    excerpt,
  );
  if (r.sections.length) {
    const sections = el('ul', 'mj-search__sections');
    for (const s of r.sections) {
      const item = el('li', 'mj-search__section');
      item.append(link(s.url, new Text(s.title)));
      sections.append(item);
    }
    li.append(sections);
  }
  return li;
}

function statusText(words: SearchWords, text: string, found: Found, here: string | null): string {
  if (found.total === 0) return fill(words.noMatch, { text });
  const count = fill(found.total === 1 ? words.oneMatch : words.matches, { n: found.total, text });
  const order = here ? fill(words.orderHere, { variant: words.variants[here] ?? here }) : '';
  const listed =
    found.results.length < found.total ? fill(words.listed, { n: found.results.length }) : '';
  return `${count}${order}${listed}${words.end}`;
}

export async function startSearch(root: HTMLElement): Promise<void> {
  // Pagefind starts loading beside the page's language; its errors show when a search runs.
  loadPagefind().catch(() => {});
  // The page's language, which Search.astro writes on the dialog.
  const language = LANGUAGES[root.dataset.locale as Locale] ?? LANGUAGES.root;
  const { words, glossary } = (await language()).default;
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  const list = root.querySelector<HTMLOListElement>('.mj-search__results')!;
  const status = root.querySelector<HTMLElement>('.mj-search__status')!;
  const more = root.querySelector<HTMLButtonElement>('.mj-search__more')!;
  const hereBox = root.querySelector<HTMLInputElement>(
    'input[name="mj-search-scope"][value="here"]',
  );
  const onlyBoxes = [...root.querySelectorAll<HTMLInputElement>('input[name="mj-search-only"]')];
  const onlyCount = root.querySelector<HTMLElement>('.mj-search__only-count');
  let limit = STEP;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    const text = input.value.trim();
    const only = onlyBoxes.filter((b) => b.checked).map((b) => b.value);
    if (onlyCount)
      onlyCount.textContent = only.length ? fill(words.chosen, { n: only.length }) : '';
    const ticket = ++latest;
    if (!text) {
      list.replaceChildren();
      status.textContent = '';
      more.hidden = true;
      return;
    }
    const here = hereBox?.checked ? (root.dataset.here ?? null) : null;
    try {
      const found = await find({ text, here, only, limit, where: words, glossary });
      if (ticket !== latest) return;
      list.replaceChildren(...found.results.map(resultItem));
      status.textContent = statusText(words, text, found, here);
      more.hidden = found.results.length >= found.total;
    } catch (e) {
      if (ticket !== latest) return;
      list.replaceChildren();
      more.hidden = true;
      status.textContent = import.meta.env.DEV
        ? 'Search needs the built site: run npm run build, then npm run preview.'
        : fill(words.noIndex, { error: e instanceof Error ? e.message : String(e) });
    }
  };
  const restart = () => {
    limit = STEP;
    void run();
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(restart, TYPING_PAUSE_MS);
  });
  for (const box of root.querySelectorAll<HTMLInputElement>(
    'input[name="mj-search-scope"], input[name="mj-search-only"]',
  )) {
    box.addEventListener('change', restart);
  }
  more.addEventListener('click', () => {
    limit += STEP;
    void run();
  });
  // Down from the box into the results and between them; up from the first result back to the box.
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
    const at = e.target === input ? -1 : links.indexOf(e.target as HTMLAnchorElement);
    if (at === -1 && e.target !== input) return;
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    e.preventDefault();
    if (next < 0) input.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  });
  void run();
}
