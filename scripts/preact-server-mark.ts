/**
 * Our Preact components, marked as Preact's for the pages' server render. Astro finds a framework
 * component's renderer by asking each renderer in turn, and Preact answers by rendering the
 * component once to see what comes out, so every Preact component on a page was rendered twice:
 * an example hand on each of about 1,200 pattern pages, 1.1 s of one build's 25 s of rendering.
 * A component that carries Astro's renderer mark is not asked. Every .tsx file under
 * src/components/ is a Preact component module, so each of its exported functions named as a
 * component (a capital first) gets the mark; the browser's build is left alone.
 */
import type { Plugin } from 'vite';

/** The mark Astro reads (astro/dist/runtime/server/render/common.js), with its renderer's name. */
const MARK = "Symbol.for('astro:renderer')";
const RENDERER = '@astrojs/preact';

interface Node {
  type: string;
  [key: string]: unknown;
}
type Named = { id?: { name?: string } | null } | undefined;

/** The module's own bindings that it exports (not what it re-exports from another module). */
export function exportedBindings(program: { body: Node[] }): string[] {
  return program.body.flatMap((node): string[] => {
    if (node.type === 'ExportDefaultDeclaration') {
      const name = (node.declaration as Named)?.id?.name;
      return name ? [name] : [];
    }
    if (node.type !== 'ExportNamedDeclaration' || node.source) return [];
    const declaration = node.declaration as
      | (Node & { id?: { name: string }; declarations?: { id: Node & { name?: string } }[] })
      | null;
    if (declaration?.declarations)
      return declaration.declarations.flatMap((d) => (d.id.name ? [d.id.name] : []));
    if (declaration?.id) return [declaration.id.name];
    const specifiers = node.specifiers as { local: { name?: string } }[];
    return specifiers.flatMap((s) => (s.local.name ? [s.local.name] : []));
  });
}

export function preactServerMark(): Plugin {
  return {
    name: 'atlas:preact-server-mark',
    enforce: 'post',
    transform(code, id, options) {
      if (!options?.ssr || !/\/src\/components\/.+\.tsx$/.test(id.split('?')[0]!)) return;
      const components = exportedBindings(this.parse(code) as unknown as { body: Node[] }).filter(
        (name) => /^[A-Z]/.test(name),
      );
      if (!components.length) return;
      const mark = `for (const c of [${components.join(', ')}]) if (typeof c === 'function') c[${MARK}] = '${RENDERER}';`;
      return { code: `${code}\n${mark}\n`, map: null };
    },
  };
}
