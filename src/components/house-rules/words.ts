/**
 * The house-rule builder's and club page's own words. English is the islands' default; a page in
 * another language passes its words from its .astro wrapper (HouseRules.astro, the tables in
 * src/i18n/islands/house-rules.ts), with the scorer's language and, since the variant is read
 * from the link only in the browser, every variant's names, unit, pattern and category names and
 * declared words; the views read them from context.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { Category, Variant } from '../../engine/variant';
import { HOUSE_LINK_WORDS } from '../../house-rules-link';
import { fill, sayer } from '../../i18n/fill';
import { type Say, type ScorerLanguage, sayIn } from '../hand-builder/words';

export const HOUSE_WORDS = {
  // Why a link holds no rules that can be read (src/house-rules-link.ts).
  ...HOUSE_LINK_WORDS,
  // The builder.
  'builder.notice': 'Parts of the rules in this address could not be used:',
  'builder.loading': 'Loading the catalogue…',
  'club.legend': 'The club and its game',
  'club.variant': 'Variant',
  'club.name': 'Club name',
  'club.hint': "Shown as the heading of the club's page; up to {max} characters.",
  'options.legend': 'Table options ({variant})',
  'options.none': '{variant} has no table options.',
  'model.label': 'Settlement model',
  'model.published': 'Published: {name}',
  'patterns.legend': 'Patterns',
  'patterns.hint':
    "Untick a pattern the club does not play; change a value (1 to {max} {unit}) to value it the club's way. The new value counts everywhere: the total, the cap, the minimum and the payments.",
  'patterns.caption': 'Patterns of {variant}',
  'patterns.pattern': 'Pattern',
  'patterns.published': 'Published',
  'patterns.played': 'Played',
  'patterns.clubValue': 'Club value',
  'patterns.limit': ' (limit)',
  'patterns.valueOf': '{name}: club value',
  'patterns.badValue':
    '{name}: "{raw}" is not a value from 1 to {max}; the value before it is kept until it is fixed',
  'link.heading': "The club's page",
  'link.changes': '{off} switched off, {revalued} revalued, {options} changed{model}.',
  'link.patternOne': '{n} pattern',
  'link.patternMany': '{n} patterns',
  'link.optionOne': '{n} option',
  'link.optionMany': '{n} options',
  'link.ownModel': ', own settlement model',
  'link.fix': 'Fix these before the link can be made:',
  'link.label': "Link to the club's page (the link holds all the rules)",
  'link.copy': 'Copy link',
  'link.open': "Open the club's page",
  'link.copied': 'Link copied.',
  'link.blocked': 'Copying was blocked; select the link above and copy it.',
  // The club's page.
  'view.reading': 'Reading the house rules in this link…',
  'view.cannotShow': "This link's house rules could not be shown:",
  'view.about': "This page shows a club's rules from a link made in the ",
  'view.builder': 'house-rule builder',
  'view.aboutEnd': '. Make the rules there, then open the link it gives you.',
  'view.noName': 'A club without a name',
  'view.title': '{club}: house rules | Mahjong Atlas',
  'view.rulesFor': 'House rules for ',
  'view.values': ', values in {unit} (catalogue version {version}).',
  'view.print': 'Print these rules',
  'view.change': 'Change these rules in the builder',
  'view.problems': 'Parts of this link could not be used; the published rule stands in for each:',
  'view.scorer': 'Score a hand under these rules',
  'view.scorerNote':
    "The scorer below plays by this club's options, pattern values and settlement; the table rules cannot be changed here.",
  // The rules sheet.
  'sheet.options': 'Table options',
  'sheet.rule': 'Rule',
  'sheet.thisClub': 'This club',
  'sheet.default': 'Published default',
  'sheet.clubRule': ' (club rule)',
  'sheet.yes': 'Yes',
  'sheet.no': 'No',
  'sheet.settlement': 'Settlement: {model}',
  'sheet.onlyModel': '{variant} settlement',
  'sheet.pays': 'What a hand pays',
  'sheet.paysCaption': 'What a hand pays (South wins; on a discard West discards)',
  'sheet.base': 'Base',
  'sheet.discarder': 'Discarder pays',
  'sheet.other': 'Each other player pays',
  'sheet.east': 'Self-draw: East pays',
  'sheet.north': 'Self-draw: North pays',
  'sheet.winner': 'Self-draw: winner gets',
  'sheet.noCap':
    '{variant} has no cap, so there is no table of every value: the rule above gives the payments for any total.',
  'sheet.capped': " (the club's cap; {value} without it)",
  'sheet.patterns': 'Patterns and their values',
  'sheet.counts':
    '{off} switched off, {revalued} valued differently from the published {variant} table.',
  'sheet.offNote':
    ' A switched-off pattern is never counted, so the smaller patterns it would have replaced count instead.',
  'sheet.shapesOff':
    ' A hand of a shape the club does not play ({shapes}) is not a winning hand at all.',
  'sheet.cappedNote': " A pattern worth more than the club's cap shows what the cap leaves of it.",
  'sheet.every': 'Every pattern',
  'sheet.everyCaption': 'Every pattern, in {unit}',
  'sheet.notPlayed': 'Not played',
  'list.joiner': ', ',
  'scroll.name': '{label} (table; scrolls sideways)',
  'scroll.hint': 'scroll →',
} as const;

export type HouseWord = keyof typeof HOUSE_WORDS;
export type HouseWords = Readonly<Record<HouseWord, string>>;

/** One variant's words on a house-rule page: it is chosen in the browser, so each is passed. */
export type HouseVariantLanguage = Pick<
  ScorerLanguage,
  'variantName' | 'unit' | 'patterns' | 'texts'
> & {
  /** The variant's full name. */
  name?: string;
  /** Its categories' names, by category id. */
  categories?: Readonly<Record<string, string>>;
};

/** What a house-rule page in one language passes to its island; nothing on an English page. */
export interface HouseLanguage {
  words: HouseWords;
  /** The scorer's words and the engine's, and the address prefix; no variant's own. */
  scorer: ScorerLanguage;
  variants: Readonly<Record<string, HouseVariantLanguage>>;
}

export interface HouseSay {
  (key: HouseWord, values?: Record<string, string | number>): string;
  /** The scorer's language for `variant`: its names, unit, patterns and declared words. */
  lang(variant: Variant): ScorerLanguage | undefined;
  /** The scorer's way of saying things for `variant`. */
  in(variant: Variant): Say;
  /** The variant's full name. */
  fullName(variant: { id: string; name: string }): string;
  category(variant: Variant, category: Category): string;
  /** The variant's unit, as values are counted in ("points", "番"). */
  unit(variant: Variant): string;
  list(items: readonly string[]): string;
  /** An address on the site, in the page's language. */
  path(p: string): string;
  /** A sideways-scrolling table box's name and hint (ScrollRegion), in the page's words. */
  scroll(label: string): { name: string; hint: string };
}

export function houseSayIn(lang?: HouseLanguage): HouseSay {
  const words = lang?.words ?? HOUSE_WORDS;
  const each = new Map<string, Say>();
  const langOf = (v: Variant): ScorerLanguage | undefined => {
    if (!lang) return undefined;
    const { name: _, categories: __, ...own } = lang.variants[v.id] ?? {};
    return { ...lang.scorer, ...own, texts: { ...lang.scorer.texts, ...own.texts } };
  };
  const say = sayer(words, {
    lang: langOf,
    in: (v: Variant) => {
      const made = each.get(v.id) ?? sayIn(langOf(v));
      each.set(v.id, made);
      return made;
    },
    fullName: (v: Variant) => lang?.variants[v.id]?.name ?? v.name,
    category: (v: Variant, c: Category) => lang?.variants[v.id]?.categories?.[c.id] ?? c.name,
    unit: (v: Variant) => lang?.variants[v.id]?.unit ?? v.unit.plural,
    list: (items: readonly string[]) => items.join(words['list.joiner']),
    path: (p: string) => `${lang?.scorer.prefix ?? ''}${p}`,
    scroll: (label: string) => ({
      name: fill(words['scroll.name'], { label }),
      hint: words['scroll.hint'],
    }),
  });
  return say;
}

export const HouseSayContext = createContext<HouseSay>(houseSayIn());
export const useHouseSay = (): HouseSay => useContext(HouseSayContext);
