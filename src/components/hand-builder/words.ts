/**
 * The hand scorer's words. English here is what every scorer, and the practice pages built from
 * its views, show by default; a page in another language passes its words from its .astro
 * wrapper (src/components/scorers/Scorer.astro, the tables in src/i18n/islands/scorer.ts), and
 * the views read them from context, so no view takes them as a prop. The English words only the
 * code fetched later says (the result views, the folded forms) are in ./later-words.ts.
 */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { TileCode, Wind } from '../../engine/tiles';
import { valueText } from '../../engine/value';
import type { ContextFlag, VariantHeader } from '../../engine/variant';
import { sayer } from '../../i18n/fill';
import type { LinkNames, LinkSay, LinkWord, LinkWords } from '../../share-words';
import type { CiteWords } from '../citation';
import { type EngineWords, errorTextIn, type TileWord, tileNameIn } from '../engine-words';
import type { DRAWN_WORDS } from './drawn-words';
import type { LATER_WORDS } from './later-words';

export const SCORER_WORDS = {
  // The hand and where taps go.
  'target.standing': 'Standing tiles',
  'target.standing.hint': 'the standing tiles in your hand',
  'target.meld': 'Exposed meld',
  'target.meld.hint':
    'a new exposed meld: 3 tiles for a chow or pung, then Finish; 4 for a kong. Then back to the standing tiles',
  'target.kong': 'Concealed kong',
  'target.kong.hint':
    'a concealed kong: tap one tile and all four are laid down, then back to the standing tiles',
  'target.win': 'Winning tile',
  'target.win.hint': 'the winning tile, the one you won on',
  'targets.legend': 'Tapped tiles go to',
  'targets.hint': 'Tapped tiles go to {place}.',
  'pending.group': 'Meld being built',
  'pending.label': 'New meld:',
  'pending.empty': 'tap 3 or 4 tiles',
  'pending.takeBack': 'Take back {tile} from the new meld',
  'pending.finish': 'Finish meld',
  'pending.finishPung': 'Finish as a pung',
  'pending.finishChow': 'Finish as a chow',
  'pending.cancel': 'Cancel meld',
  'hand.group': 'Your hand, {count} of 14 tiles',
  'hand.label': 'Your hand',
  'hand.count': '{count} / 14 tiles',
  'hand.tapBelow': 'tap tiles below',
  'hand.tapToRemove': 'tap a tile to remove it',
  'hand.standing': 'Standing tiles',
  'hand.remove': 'Remove {tile}',
  'hand.removeExposed': 'Remove the exposed {kind} of {tiles}',
  'hand.removeConcealed': 'Remove the concealed {kind} of {tiles}',
  'hand.winning': 'Winning tile',
  'hand.wonOn': 'won on',
  'hand.removeWinning': 'Remove the winning tile {tile}',
  'hand.bonus': 'Bonus tiles',
  // The notation box and the palette.
  'notation.label': 'Hand in notation',
  'notation.guide': 'Notation guide',
  'notation.unread':
    'The notation could not be read: the reader did not load. Check the connection, then type again.',
  'notation.help':
    'Runs like 123m, honours E S W N RD GD WD, square brackets for an exposed meld, braces for a concealed kong, @ before the winning tile, + before bonus tiles.',
  'palette.label': 'Tile palette',
  'palette.characters': 'Characters',
  'palette.dots': 'Dots',
  'palette.bamboo': 'Bamboo',
  'palette.honours': 'Winds and dragons',
  'palette.bonus': 'Flowers and seasons (always bonus tiles)',
  'palette.bonusNote': 'Flowers and seasons always go to the bonus tiles.',
  'palette.noneLeft': '{tile}: none left',
  'palette.left': '{tile}: {n} left',
  // What a tap did or why it was refused.
  'tap.notInSet': '{tile} is not in the {set}.',
  'tap.onlyOne': '{tile} is already in the hand: the set has only one.',
  'tap.allCopies': 'All {max} copies of {tile} are already in the hand.',
  'tap.banked': '{tile} is banked among the bonus tiles.',
  'tap.onlyJokersBanked':
    'Only jokers are banked; {tile} is a playing tile. Choose another place for tapped tiles.',
  'tap.jokerNoKong': '{tile} cannot make a kong: a quad must be four real tiles.',
  'tap.winning': '{tile} is the winning tile.',
  'tap.full': 'The hand already has 14 tiles: tap a tile in your hand to remove it first.',
  'tap.kongNeedsAll':
    'A concealed kong of {tile} needs all four copies, and the hand already holds {held}. Remove them first.',
  'tap.noRoomKong': 'There is no room for another kong: the hand would have more than 14 tiles.',
  'tap.kongAdded': 'Concealed kong of {tile} added.',
  'tap.meldFull':
    'The meld already has 4 tiles. Finish it or tap one of its tiles to take it back.',
  'tap.meldChecking': 'The meld check is still loading: tap Finish meld again in a moment.',
  'tap.meldTooSmall': 'A meld needs 3 tiles (a chow or pung) or 4 (a kong); this one has {n}.',
  'tap.noRoomMeld': 'There is no room for another meld: the hand would have more than 14 tiles.',
  'tap.added.chow': 'Chow of {tiles} added.',
  'tap.added.pung': 'Pung of {tiles} added.',
  'tap.added.kong': 'Kong of {tiles} added.',
  'tap.back': 'Taps go to the standing tiles again.',
  'link.clear': 'Clear',
  'link.copy': 'Copy link',
  'link.copied': 'Link copied.',
  'link.blocked': 'Copying was blocked; copy the link from here:',
  'link.field': 'Share link',
  'link.problems': 'Parts of this link could not be used:',
  'link.dismiss': 'Dismiss',
  'link.unread': 'This link could not be read: check the connection, then reload the page.',
  // The result.
  'result.heading': 'Result',
  'result.pending': 'The meld being built ({n} tiles) is not in the hand until you finish it.',
  'result.fixNotation': 'Fix the notation above to see the score.',
  'result.empty':
    'Build a hand of 13 tiles to see its waits, or 14 with a winning tile to score it.',
  'result.building':
    '{count} tiles so far: add {waits} more to see the waits, {score} with the winning tile to score.',
  'result.unmarked':
    'The hand has 14 tiles but no winning tile: remove one and tap it back in as the winning tile (or mark it with @ in the notation).',
  'result.tooMany': 'The hand has {count} tiles; a winning hand has 14. Remove {n}.',
  'result.tooManyKongs':
    'The hand has {count} tiles (each kong counted as three); a winning hand has 14. Remove {n}.',
  'result.choose': 'Choose {names} under “How the hand was won” to score this hand.',
  'result.scoring': 'Scoring the hand: the counting is loading…',
  'result.scoringFailed':
    'The counting could not be loaded: check the connection, then tap a tile or press a button again.',
  'result.chooseField': 'the {field}',
  'result.and': ' and ',
  'score.winner': 'winner',
  'score.discarder': 'discarder',
  // The sticky bar.
  'bar.inMeld': '(+{n} in meld)',
  'bar.fixNotation': 'Fix the notation to see the score.',
  'bar.empty': 'Tap tiles or type a hand.',
  'bar.building': 'Add {n} more to see the waits.',
  'bar.unmarked': 'No winning tile: tap one out, then back in.',
  'bar.scoring': 'Scoring…',
  'bar.scoringFailed': 'Could not load: tap again.',
  'bar.notReady': 'Not ready: no tile completes it.',
  'bar.waitingOne': 'Waiting on 1 tile',
  'bar.waitingMany': 'Waiting on {n} tiles',
  'bar.notLegal': '{total} · not a legal win: nobody pays',
  'bar.below': '{total} · below the minimum: nobody pays',
  'bar.payments': 'Payments',
  'bar.full': 'Full result',
  // How the hand was won, and the table rules.
  'context.summary': 'How the hand was won:',
  'context.dealer': '(dealer)',
  'context.round': '{wind} round',
  'context.selfDrawn': 'self-drawn',
  'context.discardOf': "{wind}'s discard",
  'context.notChosen': '{field}: not chosen',
  'event.kongReplacement': 'kong replacement',
  'event.robbingKong': 'robbed a kong',
  'event.lastTile': 'last tile',
  'event.fourthTile': 'fourth tile',
  'rules.summary': 'Table rules ({variant})',
  'rules.changed': '{summary}: {n} changed from the defaults',
  'panel.failed':
    'This panel could not be loaded: check the connection, then close and open it again.',
  'panel.loading': 'Loading…',
  // Winds, named and lettered.
  'windLetter.E': 'E',
  'windLetter.S': 'S',
  'windLetter.W': 'W',
  'windLetter.N': 'N',
  'wind.E': 'East',
  'wind.S': 'South',
  'wind.W': 'West',
  'wind.N': 'North',
} as const;

/**
 * Every word of the scorer: these, and those only code fetched later says (./later-words.ts, with
 * the words of the pieces other islands draw at start, ./drawn-words.ts).
 */
export type ScorerWord =
  | keyof typeof SCORER_WORDS
  | keyof typeof LATER_WORDS
  | keyof typeof DRAWN_WORDS;
export type ScorerWords = Readonly<Record<ScorerWord, string>>;

/** What a page's language gives a scorer: its words, and the engine's words where not English. */
export interface ScorerLanguage {
  words?: ScorerWords;
  engine?: EngineWords;
  /** What a shared link that cannot be used says (src/share.ts). */
  link?: LinkWords;
  /** The page's address prefix ("/vi"), so links stay in the reader's language; "" in English. */
  prefix?: string;
  /** The variant's unit in the page's language ("番"), where it has a word there. */
  unit?: string;
  /** The variant's short name in the page's language. */
  variantName?: string;
  /** The variant's pattern names in the page's language, by pattern id. */
  patterns?: Readonly<Record<string, string>>;
  /**
   * The variant's own declared words (options and their hints, context fields, tap rules, why a
   * pattern is not counted, its settlement and the sources it cites), English → the page's.
   */
  texts?: Readonly<Record<string, string>>;
  /** The words a citation is said in (src/components/citation.ts). */
  cite?: CiteWords;
}

/** The scorer's way of saying things in one language: its phrases, tile names, values and errors. */
export interface Say {
  (key: ScorerWord, values?: Record<string, string | number>): string;
  tile(code: TileCode): string;
  wind(w: Wind): string;
  amount(variant: VariantHeader, n: number): string;
  error(e: unknown): string;
  /** The variant's short name in the page's language. */
  variant(v: VariantHeader): string;
  /** A string the variant declares (an option's name, a choice), in the page's language if written. */
  text(english: string): string;
  /** A pattern's name in the page's language; `english` where it has none there. */
  pattern(id: string, english: string): string;
  /** A meld's kind ("chow", "pung", "kong") in the page's words. */
  meld(kind: string): string;
  /** An address on the site, in the page's language. */
  path(p: string): string;
  /**
   * The words a citation is said in on this page (src/components/citation.ts); undefined in
   * English. Only the views that cite import the citation code, so the score sheets do not.
   */
  citeWords: CiteWords | undefined;
  /**
   * A shared link's problems in the page's words (src/share-read.ts); undefined in English, which
   * the link's reader has (so a scorer fetches those words only with the reader, for a link).
   */
  link: LinkSay | undefined;
}

export function sayIn(lang: ScorerLanguage = {}): Say {
  // In English, the later words join the table when the code that says them arrives.
  const words = lang.words ?? (SCORER_WORDS as ScorerWords);
  return sayer(words, {
    tile: (code: string) => tileNameIn(lang.engine, code),
    wind: (w: Wind) => words[`wind.${w}`],
    amount: (variant: VariantHeader, n: number) => valueText(variant, n, lang.unit),
    error: (e: unknown) => errorTextIn(lang.engine, e),
    variant: (v: VariantHeader) => lang.variantName ?? v.shortName,
    text: (english: string) => lang.texts?.[english] ?? english,
    pattern: (id: string, english: string) => lang.patterns?.[id] ?? english,
    meld: (kind: string) => lang.engine?.tiles[`meld.${kind}` as TileWord] ?? kind,
    path: (p: string) => `${lang.prefix ?? ''}${p}`,
    citeWords: lang.cite,
    link: lang.link ? linkSayIn(lang, lang.link, words) : undefined,
  });
}

/** A link's problems named as the page's form names things: its winds, options and choices. */
function linkSayIn(lang: ScorerLanguage, link: LinkWords, words: ScorerWords): LinkSay {
  const text = (english: string) => lang.texts?.[english] ?? english;
  return sayer<LinkWord, LinkNames>(link, {
    error: (e) => errorTextIn(lang.engine, e),
    wind: (w) => words[`wind.${w}`],
    variant: (v) => lang.variantName ?? v.shortName,
    label: text,
    option: (decl) => text(decl.label),
    value: (decl, value) => {
      const choice = decl.choices?.find((c) => c.value === value);
      return choice ? text(choice.label) : String(value);
    },
  });
}

/** English, the scorer's own words. */
export const ENGLISH: Say = sayIn();

export const SayContext = createContext<Say>(ENGLISH);
export const useSay = (): Say => useContext(SayContext);

/** The few words a win event gets in the one-line summary of how the hand was won. */
export const EVENT_WORD: Readonly<Record<ContextFlag, ScorerWord>> = {
  kongReplacement: 'event.kongReplacement',
  robbingKong: 'event.robbingKong',
  lastTile: 'event.lastTile',
  fourthTile: 'event.fourthTile',
};
