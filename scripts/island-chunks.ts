/**
 * How the islands' code is cut into files. Left alone, Rollup makes one file for every set of
 * islands that share modules, and then some: a scorer loaded 18 files, and as each file is
 * gzipped on its own, many small ones cost more than the same code in a few. This Vite plugin
 * (the browser's build only) puts the shared code in a few files:
 * - preact: Preact and Astro's Preact renderer, which every island runs;
 * - engine: what every island that scores a hand runs (those whose imports reach the engine's
 *   score.ts) and no other island does: notation, the hand model, the counting, shared views;
 * - hand-builder: what every island with the hand builder (Builder.tsx) runs beyond that;
 * - the rest shared by several islands: one file per set of islands that run it, but that a small
 *   one goes into the file of the same islands and at most one more (mergeSmallFiles).
 * So no page loads code its islands do not run, but for the practice drills (GUESTS): they run
 * the scorers' views, so rather than cut the scorers' files by each of them, a practice page loads
 * whole the files that hold what it runs at start. Those files are cut once, for all the practice
 * islands together: what any of them runs at start apart from what none does (the scorer's
 * builder, palette and notation box, which a practice page fetches later if at all). A module one
 * island alone runs and the stylesheets are left to Rollup and Astro.
 *
 * What an island fetches later (its dynamic imports: a scorer's scoring part, a folded panel's
 * form) counts as a part of its own, `<island>#later`: the modules those imports reach that the
 * island does not load at start. So a scorer, whose start-up no longer reaches the engine's
 * score.ts, is no user of the engine group, and the group's files (which its later part needs)
 * stay out of its first load; what it needs at start is grouped by the islands that load it then.
 *
 * A shared file is named by its hash alone: every import of it, and every list of files a
 * dynamic import preloads, spells its name, and the group names made those about 0.4 KiB
 * gzipped of a scorer's first load. A file an island fetches later (a panel's form, the practice
 * breakdown, the search dialog's code) keeps its name, which says what a reader's network fetched
 * and lets a test cut that one file off, unless it is a group's (the engine's, which a scorer
 * fetches later and other islands load at start); so does an island's own file, which the pages
 * name and scripts/island-preload.ts reads.
 */

import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GetManualChunk, GetModuleInfo, ManualChunksOption } from 'rollup';
import type { Plugin } from 'vite';

/** A shared group: the islands whose static imports reach `anchor` use it. */
const GROUPS: readonly { name: string; anchor: RegExp }[] = [
  { name: 'engine', anchor: /[\\/]src[\\/]engine[\\/]score\.ts$/ },
  { name: 'hand-builder', anchor: /[\\/]src[\\/]components[\\/]hand-builder[\\/]Builder\.tsx$/ },
];
const GROUP_NAMES = new Set(GROUPS.map((g) => g.name));
/** Islands that load other islands' files whole for the part they run, and so never cut them. */
const GUESTS = /[\\/]src[\\/]components[\\/]practice[\\/]islands[\\/]/;
/** Astro's folder for built assets (its build.assets default). */
const ASSETS = '_astro';
/** The suffix naming an island's later part (see above). */
const LATER = '#later';
const PREACT = /[\\/]node_modules[\\/](preact|@astrojs[\\/]preact)[\\/]/;
/** Script modules only: a stylesheet an island imports goes where Astro puts it. */
const SCRIPT = /\.[cm]?[jt]sx?$/;
const STYLESHEET = /\.(css|scss|sass|less|styl)(\?|$)/;

/** Modules and everything they import statically. */
function closure(entry: string | string[], info: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = Array.isArray(entry) ? [...entry] : [entry];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Each island module's file: its group, or else one file per set of islands that run it (as
 * Rollup would cut it; named explicitly, as Rollup would otherwise pull a grouped module's
 * ungrouped imports into the group's file).
 */
export function filesOf(ids: Iterable<string>, info: GetModuleInfo): Map<string, string> {
  // Every entry counts: the islands, Astro's renderer and the pages' own scripts. In one order
  // whatever order Rollup met them in, so each build names and cuts the files alike (the names
  // are in the files' imports, so their weight would change from one build to the next).
  const entries = [...ids].filter((id) => info(id)?.isEntry).sort();
  const reach = new Map(entries.map((id) => [id, closure(id, info)]));
  // And each entry's later part: what its dynamic imports reach beyond what it loads at start.
  for (const entry of entries) {
    const atStart = reach.get(entry) ?? new Set<string>();
    const targets = [...atStart].flatMap((m) => [...(info(m)?.dynamicallyImportedIds ?? [])]);
    const later = [...closure(targets, info)].filter((m) => !atStart.has(m));
    if (later.length) reach.set(`${entry}${LATER}`, new Set(later));
  }
  const islands = [...reach.keys()];
  const usersOf = new Map<string, string[]>();
  for (const [island, modules] of reach)
    for (const m of modules)
      if (SCRIPT.test(m)) usersOf.set(m, [...(usersOf.get(m) ?? []), island]);
  const files = new Map<string, string>();
  for (const { name, anchor } of GROUPS) {
    const users = islands.filter((i) => [...(reach.get(i) ?? [])].some((m) => anchor.test(m)));
    const welcome = (i: string) => users.includes(i) || GUESTS.test(i);
    for (const [m, using] of usersOf) {
      const same = users.every((i) => using.includes(i)) && using.every(welcome);
      if (same && !files.has(m) && !PREACT.test(m)) files.set(m, name);
    }
  }
  // The rest: a file per set of islands, named after the module a dynamic import asks for where
  // the file holds one (what a reader's network fetched: ContextForm-<n>), else its first module.
  const sets = new Map<string, string[]>();
  for (const [m, using] of usersOf) {
    if (files.has(m) || PREACT.test(m) || using.length === 1) continue;
    // A guest joins the file of the islands it shares the module with, where they are two or more:
    // the file of what some guest runs at start, or of what none does.
    const hosts = using.filter((i) => !GUESTS.test(i));
    const guests = using.some((i) => GUESTS.test(i) && !i.endsWith(LATER)) ? [GUESTS.source] : [];
    const set = (hosts.length > 1 ? [...hosts, ...guests] : using).join('|');
    sets.set(set, [...(sets.get(set) ?? []), m]);
  }
  for (const [n, modules] of [...sets.values()].entries()) {
    const named = modules.find((m) => info(m)?.dynamicImporters?.length) ?? modules[0] ?? '';
    // Unique names: Rollup puts every module given one name in one file.
    const file = `${basename(named).replace(/\W.*$/, '')}-${n}`;
    for (const m of modules) files.set(m, file);
  }
  for (const m of usersOf.keys()) if (PREACT.test(m)) files.set(m, PREACT_FILE);
  mergeSmallFiles(files, usersOf, info);
  return files;
}

/** The island a later part is of (`<island>#later`), or the island itself. */
const islandOf = (user: string) => (user.endsWith(LATER) ? user.slice(0, -LATER.length) : user);

/**
 * Whether the loaders of file `into` (`u`) already load everything of a file with loaders `own`
 * merged into it: each of those loads `into` too, or its later part's island does at start (and
 * then loads that small code sooner, one fetch fewer later). An island that loads `into` only
 * later is no loader of it at start, so a file it runs at start never pulls `into` into its first
 * load.
 */
function covers(u: ReadonlySet<string>, own: ReadonlySet<string>): boolean {
  return [...own].every((user) => u.has(user) || (user.endsWith(LATER) && u.has(islandOf(user))));
}

/** The islands that would load a merged file's code at start for nothing. */
const extraIslands = (u: ReadonlySet<string>, own: ReadonlySet<string>) =>
  [...u].filter((user) => !user.endsWith(LATER) && !own.has(user)).length;

/** The file Preact and its hooks go in, which every island loads. */
const PREACT_FILE = 'preact';
/**
 * A file this small (its modules' code gzipped together, before minifying: about 0.8 KiB once
 * minified) is merged into the file of nearly the same islands (see mergeSmallFiles).
 */
export const SMALL_FILE = 1000;

/**
 * Small shared files go into the file of nearly the same islands. Each file is gzipped on its own,
 * with its own import list, and the islands' cut left a scorer loading six files of under 0.6 KiB
 * each beside the large ones, because one island more or less ran each (the offline control, the
 * deal ledger, a page's script). A file under SMALL_FILE joins the file that every island loading
 * it loads too, with at most one island more (the nearest: fewest islands, then the most code):
 * its islands load one file less, and the one other island loads its code for nothing. Smallest
 * first, until none is left to merge. A file a dynamic import asks for by name (a form fetched
 * later, which a reader's network names and a test can cut off) and the groups keep theirs.
 */
function mergeSmallFiles(
  files: Map<string, string>,
  usersOf: ReadonlyMap<string, readonly string[]>,
  info: GetModuleInfo,
): void {
  const code = (modules: readonly string[]) => modules.map((m) => info(m)?.code ?? '').join('\n');
  const known = (modules: readonly string[]) => modules.every((m) => info(m)?.code != null);
  for (;;) {
    const byFile = new Map<string, string[]>();
    for (const [m, f] of files) byFile.set(f, [...(byFile.get(f) ?? []), m]);
    const users = new Map(
      [...byFile].map(([f, ms]) => [f, new Set(ms.flatMap((m) => usersOf.get(m) ?? []))]),
    );
    const movable = [...byFile]
      .filter(
        ([f, ms]) =>
          f !== PREACT_FILE &&
          !GROUP_NAMES.has(f) &&
          known(ms) &&
          !ms.some((m) => info(m)?.dynamicImporters?.length),
      )
      .map(([f, ms]) => ({ f, size: gzipSync(code(ms), { level: 9 }).length }))
      .filter(({ size }) => size < SMALL_FILE)
      .sort((a, b) => a.size - b.size || a.f.localeCompare(b.f));
    const merge = movable.flatMap(({ f }) => {
      const own = users.get(f) ?? new Set<string>();
      // The files this one imports, which every loader of the merged file would then load.
      const modules = byFile.get(f) ?? [];
      const imported = modules.flatMap((m) => info(m)?.importedIds ?? []);
      const outside = imported.filter((d) => files.get(d) !== f);
      if (outside.some((d) => !files.has(d) && SCRIPT.test(d))) return [];
      const deps = [...new Set(outside.flatMap((d) => files.get(d) ?? []))];
      const into = [...users]
        .filter(
          ([g, u]) =>
            g !== f &&
            covers(u, own) &&
            extraIslands(u, own) <= 1 &&
            deps.every((d) => d === g || covers(users.get(d) ?? new Set(), u)),
        )
        .sort(
          ([g, u], [h, v]) =>
            u.size - v.size ||
            code(byFile.get(h) ?? []).length - code(byFile.get(g) ?? []).length ||
            g.localeCompare(h),
        )[0];
      return into ? [{ f, into: into[0] }] : [];
    })[0];
    if (!merge) return;
    for (const [m, f] of files) if (f === merge.f) files.set(m, merge.into);
  }
}

/** The plugin: the groups above, ahead of any manualChunks Astro or Vite already set. */
export function islandChunks(): Plugin {
  return {
    name: 'island-chunks',
    // After Astro's own plugins, so this wraps the file names Astro gives stylesheets.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    outputOptions(options) {
      const before: ManualChunksOption | undefined = options.manualChunks;
      let groups: Map<string, string> | undefined;
      const manualChunks: GetManualChunk = (id, meta) => {
        if (PREACT.test(id) && SCRIPT.test(id)) return PREACT_FILE;
        groups ??= filesOf(meta.getModuleIds(), meta.getModuleInfo);
        const group = groups.get(id);
        if (group) return group;
        const named =
          typeof before === 'function'
            ? before(id, meta)
            : Object.entries(before ?? {}).find(([, members]) => members.includes(id))?.[0];
        // A stylesheet an island imports gets a file of its own (Vite drops a file of styles
        // only from the scripts), never a group's, whose scripts would then load with it.
        if (named || !STYLESHEET.test(id)) return named ?? null;
        return `style-${basename(id).replace(/\W.*$/, '')}`;
      };
      return {
        ...options,
        manualChunks,
        // A group's file is shared, so named by its hash alone even where some island fetches it
        // later (the engine, or a practice page's notice box in the hand builder's file).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry && !GROUP_NAMES.has(chunk.name)
            ? `${ASSETS}/[name].[hash].js`
            : `${ASSETS}/[hash].js`,
      };
    },
  };
}
