/** An in-memory stand-in for one Cache API cache and for the site's server, for the offline unit tests. */
import type { Fetch, PageCache } from '../../src/offline/store';

export const ORIGIN = 'https://atlas.test';

export class MapCache implements PageCache {
  readonly stored = new Map<string, string>();
  /** Set to make the next puts fail as a full device does. */
  full = false;
  async match(key: string) {
    const body = this.stored.get(key);
    return body === undefined ? undefined : new Response(body);
  }
  async put(key: string, response: Response) {
    if (this.full) throw new DOMException('no room', 'QuotaExceededError');
    this.stored.set(key, await response.text());
  }
  async delete(key: string) {
    return this.stored.delete(key);
  }
  async keys() {
    return [...this.stored.keys()].map((url) => new Request(url));
  }
}

/** A site answering from `pages` (path → body); other paths are 404; `down` makes every request fail as offline. */
export interface FakeSite {
  pages: Record<string, string>;
  down: boolean;
  fetch: Fetch;
}

export function fakeSite(pages: Record<string, string>): FakeSite {
  const site: FakeSite = {
    pages,
    down: false,
    fetch: (async (url: string) => {
      const path = new URL(url, ORIGIN).pathname;
      if (site.down) throw new TypeError('Failed to fetch');
      const body = site.pages[path];
      return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
    }) as Fetch,
  };
  return site;
}
