/**
 * How each island's Preact component takes over the HTML the server rendered for it: the
 * renderer entry Astro's island element calls (`renderer-url`), in place of @astrojs/preact's,
 * by scripts/island-client.ts. Preact's own entry also restores Preact signals passed as props
 * and wraps slotted children, which no island here takes (their props are plain data); it cost
 * every page with an island about 0.4 KiB gzipped. An island given either is refused by name
 * rather than hydrated without it.
 */
import { type ComponentType, h, hydrate, render } from 'preact';

type Hydrate = (
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slots: Record<string, string>,
  meta: { client: string | null },
) => Promise<void>;

export default (element: HTMLElement): Hydrate =>
  async (Component, props, slots, { client }) => {
    // Astro calls the renderer again when the island's props change; only a server-rendered
    // island, not yet hydrated, is hydrated.
    if (!element.hasAttribute('ssr')) return;
    const given = [
      ...Object.keys(slots).map((name) => `the slot "${name}"`),
      ...(element.dataset.preactSignals ? ['signals as props'] : []),
    ];
    if (given.length)
      throw new Error(
        `The island ${element.getAttribute('component-url')} was given ${given.join(' and ')}, which this site's island renderer (src/components/island-client.ts) does not pass on`,
      );
    const island = h(Component, props);
    if (client === 'only') {
      element.innerHTML = '';
      render(island, element);
    } else hydrate(island, element);
    element.addEventListener('astro:unmount', () => render(null, element), { once: true });
  };
