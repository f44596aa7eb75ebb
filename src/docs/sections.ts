/**
 * The site's sections: "Start here" and one per variant, each with its own sidebar. The variant
 * sidebars are read from the catalogue (its categories, in catalogue order, each holding its
 * patterns), so a new pattern or category appears in the menu with its page. astro.config.mjs
 * hands these to starlight-sidebar-topics; the home page's variant list reads `variantLinks`.
 */
import type {
  StarlightSidebarTopicsUserConfig,
  StarlightSidebarTopicsUserOptions,
} from 'starlight-sidebar-topics';
import type { Variant } from '../engine/variant';
import { categoryText, variantText } from '../i18n/catalogue';
import { LOCALES, type Locale, TRANSLATED_LOCALES } from '../i18n/locales';
import { byLangTag, type LocalText } from '../i18n/text';
import { VARIANTS } from '../variants';

type Topic = StarlightSidebarTopicsUserConfig[number];
type SidebarItem = Extract<Topic, { items: unknown }>['items'][number];

/** The general pages every reader may need, whatever they play, in reading order. */
const START_HERE: readonly SidebarItem[] = [
  {
    label: 'Welcome',
    translations: byLangTag({ en: 'Welcome', 'zh-cn': '欢迎', vi: 'Chào mừng' }),
    link: '/',
  },
  { slug: 'how-to-play' },
  { slug: 'notation' },
  { slug: 'glossary' },
  { slug: 'variants' },
  { slug: 'compare' },
  { slug: 'house-rules' },
  { slug: 'scoring-cli' },
  { slug: 'sources' },
  { slug: 'credits' },
];

/**
 * A variant's pages beyond its overview, scorer, practice and patterns (slugs under the variant), in menu
 * order. A page under content/docs/<variant>/ must be named here to appear in the menu
 * (tests/docs/sections.test.ts checks that none is forgotten).
 */
const VARIANT_PAGES: Readonly<Record<string, readonly string[]>> = {
  'hong-kong': ['game'],
  'rainbow-dragon': ['game'],
  vmc: ['game'],
  sichuan: ['game', 'deal'],
  mcr: ['game', 'principles'],
  vietnamese: ['game'],
};

/**
 * Pages deliberately in no menu: a club's rule sheet is opened from the link the club sends, and the
 * offline page is what the service worker shows for a page not on the device.
 */
export const UNLISTED_PAGES: readonly string[] = ['house-rules/view', 'offline'];

/** Where a variant's three main pages live; the page generator writes the patterns index there. */
export function variantLinks(v: Variant) {
  return { learn: `/${v.id}/`, patterns: `/${v.id}/patterns/`, score: `/${v.id}/score/` };
}

/** Starlight's and the sidebar plugin's `translations` of a catalogue's text, by language tag. */
const catalogueLabels = (text: (locale: Locale) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(LOCALES).map(([l, { lang }]) => [lang, text(l as Locale)]));

/** The variant's patterns, one collapsed group per category in catalogue order (Starlight opens the group of the current page). */
function patternGroups(v: Variant): SidebarItem[] {
  return v.categories
    .map((c) => ({
      label: c.name,
      translations: catalogueLabels((l) => categoryText(l, c).name),
      collapsed: true,
      items: v.patterns
        .filter((p) => p.category === c.id)
        .map((p) => ({ slug: `${v.id}/patterns/${p.id}` })),
    }))
    .filter((group) => group.items.length > 0);
}

function variantTopic(v: Variant): Topic {
  return {
    id: v.id,
    label: catalogueLabels((l) => variantText(l, v).shortName),
    link: variantLinks(v).learn,
    items: [
      { label: 'Overview', translations: byLangTag(OVERVIEW), slug: v.id },
      { slug: `${v.id}/score` },
      { slug: `${v.id}/practice` },
      ...(VARIANT_PAGES[v.id] ?? []).map((page) => ({ slug: `${v.id}/${page}` })),
      { slug: `${v.id}/patterns` },
      { slug: `${v.id}/patterns/quick-reference` },
      ...patternGroups(v),
    ],
  };
}

const OVERVIEW: LocalText = { en: 'Overview', 'zh-cn': '概览', vi: 'Tổng quan' };
const START: LocalText = { en: 'Start here', 'zh-cn': '入门', vi: 'Bắt đầu' };

/** Every section, Start here first, then the variants in the registry's order. */
export const SECTIONS: StarlightSidebarTopicsUserConfig = [
  { id: 'start', label: byLangTag(START), link: '/how-to-play/', items: [...START_HERE] },
  ...VARIANTS.map(variantTopic),
];

/** A page glob for English and for every other language's folder. */
const inEveryLanguage = (glob: string) => [glob, ...TRANSLATED_LOCALES.map((l) => `/${l}${glob}`)];

/**
 * A page missing from every menu still gets its section's sidebar (by folder; the rest belong to
 * Start here) rather than failing the build; the sections test names it so it can be listed.
 */
export const SECTION_OPTIONS: StarlightSidebarTopicsUserOptions = {
  topics: {
    ...Object.fromEntries(VARIANTS.map((v) => [v.id, inEveryLanguage(`/${v.id}/**`)])),
    start: ['/**'],
  },
};
