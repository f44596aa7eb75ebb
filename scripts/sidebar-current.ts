/**
 * Starlight gives each page its sidebar by deep-copying the whole sidebar (every variant's links
 * in the page's language) and marking the current page's link in the copy. Over a build of 1,210
 * pages those copies took about 1.5 s of the main thread, and the garbage they leave more. Nothing
 * after that writes to the sidebar (Starlight, starlight-sidebar-topics and our Sidebar only read
 * it), so this plugin has Starlight copy only the path to the current link instead: the groups
 * that hold it and the link itself, marked, with every other entry shared between pages. The
 * build fails if Starlight's function is not written as this plugin expects (an update needs a
 * look, not a silent no-op).
 */
import { fileURLToPath } from 'node:url';
import { rewriteOnLoad } from './rewrite-on-load';

export const NAVIGATION = /@astrojs[/\\]starlight[/\\]utils[/\\]navigation\.ts$/;

/** Starlight's body of getSidebarFromIntermediateSidebar, which this plugin replaces. */
export const DEEP_COPY = `	const sidebar = structuredClone(intermediateSidebar);
	setIntermediateSidebarCurrentEntry(sidebar, pathname);
	return sidebar;`;

/** Imported by Starlight's module as it is read: the server build bundles it like Starlight's own. */
const HELPER = fileURLToPath(new URL('./mark-current.ts', import.meta.url));

/** Starlight's navigation module with the current link marked on a copy of its path only. */
export function withPathCopy(source: string, id: string): string {
  if (!source.includes(DEEP_COPY))
    throw new Error(`${id}: getSidebarFromIntermediateSidebar is not the deep copy expected`);
  const body = `	return markCurrent(intermediateSidebar, (href) => pathsMatch(encodeURI(href), pathname)) ?? intermediateSidebar.slice();`;
  return `import { markCurrent } from ${JSON.stringify(HELPER)};\n${source.replace(DEEP_COPY, body)}`;
}

export const sidebarCurrent = () =>
  rewriteOnLoad('atlas:sidebar-current', NAVIGATION, withPathCopy);
