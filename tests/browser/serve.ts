/**
 * A tiny static server for the built site (dist/), for the browser tests: 127.0.0.1 on a random
 * port, the content types the site uses, and a directory served as its index.html. `npm run bench`
 * asks it to gzip text as a real host does (level 9), so throttled load times see served sizes.
 * The browser tests' shared server lets a tab keep the hashed scripts and styles, the tiles and
 * the search index (`cacheAssets`), as a real host does; the offline tests serve without it, so
 * only the service worker can answer with the network cut.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// SITE_DIST points the tests at another build (e.g. `astro build --outDir /tmp/x`).
export const DIST = resolve(
  process.env.SITE_DIST ?? fileURLToPath(new URL('../../dist', import.meta.url)),
);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  // Pagefind's index fragments.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

export interface StaticServer {
  /** e.g. http://127.0.0.1:43123 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** Throws a clear message when the site has not been built. */
export function assertBuilt(root = DIST): void {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `${join(root, 'index.html')} is missing: run \`npm run build\` (or \`npx astro build\`) before the browser tests.`,
    );
  }
}

async function fileFor(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(root + sep)) return null; // no escaping dist/
  try {
    const s = await stat(path);
    if (s.isDirectory()) {
      const index = join(path, 'index.html');
      return (await stat(index).catch(() => null))?.isFile() ? index : null;
    }
    return s.isFile() ? path : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml))|^image\/svg/;

/** What a host lets the browser keep: files named by their content, the tiles and the search index. */
const CACHEABLE = /^\/(_astro|tiles|pagefind)\//;

export async function serve(
  root = DIST,
  { gzip = false, cacheAssets = false } = {},
): Promise<StaticServer> {
  assertBuilt(root);
  const gzipped = new Map<string, Buffer>();
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // A directory without its trailing slash redirects, as static hosts do.
    const file = await fileFor(root, url.pathname);
    if (
      file?.endsWith(`${sep}index.html`) &&
      !url.pathname.endsWith('/') &&
      !url.pathname.endsWith('.html')
    ) {
      res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const found = file ?? (await fileFor(root, '/404.html'));
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    let body: Buffer = await readFile(found);
    const type = TYPES[extname(found).toLowerCase()] ?? 'application/octet-stream';
    const zipped =
      gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']));
    if (zipped) {
      if (!gzipped.has(found)) gzipped.set(found, gzipSync(body, { level: 9 }));
      body = gzipped.get(found)!;
    }
    res.writeHead(file ? 200 : 404, {
      'content-type': type,
      'content-length': body.length,
      'cache-control':
        cacheAssets && CACHEABLE.test(url.pathname) ? 'max-age=3600, immutable' : 'no-store',
      ...(zipped ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
