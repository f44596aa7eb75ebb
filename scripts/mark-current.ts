/**
 * A page's sidebar with its own link marked, made without copying the rest
 * (scripts/sidebar-current.ts has Starlight use it).
 */

export interface Link {
  type: 'link';
  href: string;
  isCurrent?: boolean;
}
export interface Group<E> {
  type: 'group';
  entries: E[];
}
export type Entry = Link | Group<Entry>;

/**
 * The sidebar with its first link that `current` accepts marked as the current page, as
 * Starlight marks it (depth first, in order), in new objects along the path to that link only.
 * Null when no link is the current page.
 */
export function markCurrent<E extends Entry>(
  entries: readonly E[],
  current: (href: string) => boolean,
): E[] | null {
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    let copy: E | null = null;
    if (entry.type === 'link') {
      if (current(entry.href)) copy = { ...entry, isCurrent: true };
    } else {
      const inner = markCurrent(entry.entries as E[], current);
      if (inner) copy = { ...entry, entries: inner };
    }
    if (copy) {
      const out = entries.slice();
      out[i] = copy;
      return out;
    }
  }
  return null;
}
