/**
 * Starlight's page layout loads a script that remembers the sidebar between pages (which groups
 * were opened, how far it was scrolled) for the markup its Sidebar wraps around the links. Our
 * Sidebar (src/components/Sidebar.astro) draws the links without that markup, so the script
 * would have nothing to do on any page, yet every page would fetch it. This plugin reads the
 * layout without that one line before Astro compiles it, and fails the build if the line is not
 * there (a Starlight update that moved it needs a look, not a silent no-op).
 */
import { rewriteOnLoad } from './rewrite-on-load';

export const LAYOUT = /@astrojs[/\\]starlight[/\\]components[/\\]Page\.astro$/;
export const MEMORY_SCRIPT = '<script src="./SidebarPersistState"></script>';

/** The layout's source without the sidebar memory's script. */
export function withoutSidebarMemory(source: string, id: string): string {
  if (!source.includes(MEMORY_SCRIPT))
    throw new Error(`${id}: no sidebar memory script to leave out (${MEMORY_SCRIPT})`);
  return source.replace(MEMORY_SCRIPT, '');
}

export const dropSidebarMemory = () =>
  rewriteOnLoad('atlas:drop-sidebar-memory', LAYOUT, withoutSidebarMemory);
