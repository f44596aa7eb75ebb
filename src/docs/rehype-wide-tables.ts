/**
 * A rehype step for every Markdown and MDX page: a table of four or more columns goes in a box
 * that scrolls sideways on a phone, with a visible "scroll →" hint, and the box takes keyboard
 * focus and has a name, so it can be scrolled without a mouse (src/styles/tables.css). Narrower
 * tables are left alone: they fit a 360 px screen by wrapping their text.
 *
 * Tables written as JSX inside MDX (their rows made by a map over a list) arrive as MDX JSX
 * nodes rather than HTML elements; both are handled.
 */

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
}

/** Tables of this many columns or more scroll in their own box. */
const WIDE = 4;

const tagOf = (n: Node): string | null =>
  n.type === 'element'
    ? (n.tagName ?? null)
    : n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement'
      ? (n.name ?? null)
      : null;

function find(n: Node, tag: string): Node | null {
  if (tagOf(n) === tag) return n;
  for (const c of n.children ?? []) {
    const hit = find(c, tag);
    if (hit) return hit;
  }
  return null;
}

function textOf(n: Node): string {
  if (n.type === 'text') return n.value ?? '';
  return (n.children ?? []).map(textOf).join('');
}

/** The columns of the table's first row; 0 when the rows are made by code and cannot be counted. */
function columns(table: Node): number {
  const row = find(table, 'tr');
  return row ? (row.children ?? []).filter((c) => ['th', 'td'].includes(tagOf(c) ?? '')).length : 0;
}

/** The table's caption, or the heading above it, for the scroll box's name. */
function nameOf(table: Node, siblings: Node[], at: number): string {
  const caption = find(table, 'caption');
  if (caption) return textOf(caption).trim();
  for (const sibling of siblings.slice(0, at).reverse()) {
    const tag = tagOf(sibling);
    if (tag && /^h[1-6]$/.test(tag)) return textOf(sibling).trim();
  }
  return 'Table';
}

function wrap(table: Node, label: string): Node {
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['mj-scroll'],
      tabIndex: 0,
      role: 'region',
      ariaLabel: `${label} (table; scrolls sideways)`,
    },
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: { className: ['mj-scroll__hint'], ariaHidden: 'true' },
        children: [{ type: 'text', value: 'scroll →' }],
      },
      table,
    ],
  };
}

function walk(parent: Node): void {
  const kids = parent.children ?? [];
  kids.forEach((child, i) => {
    if (tagOf(child) === 'table') {
      const n = columns(child);
      if (n === 0 || n >= WIDE) kids[i] = wrap(child, nameOf(child, kids, i));
      return;
    }
    walk(child);
  });
}

export default function rehypeWideTables() {
  // The tree is hast with MDX's JSX nodes; only the fields above are read.
  return (tree: unknown) => walk(tree as Node);
}
