/**
 * Every sentence a settled Sichuan deal says, in English, by key: the step summaries, notes and
 * transfer reasons, and the deal's refusals. settle.ts writes each as a phrase (key + values) and
 * its English text from this table; an island says the same phrase from its language's table
 * (src/i18n/islands/deal-phrases.ts), with the same {placeholders}.
 *
 * What a value is follows from its parameter's name: `seat`, `from`, `to`, `payer`, `by` and each
 * of `seats` are seats (E S W N); `tile` is a tile code said with its name ("5p (5 Dots)"),
 * `kongTile` and `wonOn` a bare code; `suit` a suit letter; `kind` a kong's kind; `label` and
 * `choice` an option's and a choice's English name; `meldKind` a meld's kind and `shown` whether it is
 * exposed; `waits`, `held` and `tiles` are codes as written; `rule`, `fan` and `players` are smaller phrases; `where` is English only (the tiles a
 * deal shows too many of, hand by hand). Other values are numbers.
 */
import { HandError } from '../../../engine/errors';
import {
  flatParams,
  type Phrase,
  type PhraseValue,
  type PhraseVoice,
  sayPhrase,
} from '../../../engine/phrase';
import { tileName } from '../../../engine/tiles';
import { SUIT_NAMES } from '../tiles';

export const DEAL_PHRASES = {
  // What happened at each event.
  'kong.exposed': "{seat} declares an exposed kong of {tile} on {from}'s discard.",
  'kong.added': '{seat} adds {tile} to his exposed pung: an added kong.',
  'kong.addedPostponed':
    '{seat} adds {tile} to his exposed pung: an added kong (postponed: the tile was already in hand).',
  'kong.concealed': '{seat} declares a concealed kong of {tile}.',
  'win.discard': "{seat} wins on {from}'s discard.",
  'win.discardMany': "{seats} win on {from}'s discard.",
  'win.robbing': '{seat} wins on the tile {from} added to his pung (robbing the kong).',
  'win.robbingMany': '{seats} win on the tile {from} added to his pung (robbing the kong).',
  'win.self': '{seat} wins by self-draw.',
  'win.selfReplacement': '{seat} wins by self-draw on a kong replacement.',
  wallEnd: 'The wall runs out: {players}.',
  'end.ready': '{seat} ready (waits on {waits}, best {total} fan = {value})',
  'end.pig': '{seat} a flower pig',
  'end.notReady': '{seat} not ready',
  // Notes beside the transfers.
  'note.robbed': 'The kong is robbed at event {at}: a robbed added kong earns no kong payment.',
  'note.postponedFree':
    'A postponed added kong (its fourth tile was already in hand) pays nothing at this table ({rule}, as in the international rules).',
  'note.outOne': '{seats} has already won and pays nothing.',
  'note.outMany': '{seats} have already won and pay nothing.',
  'note.severalWinners': 'Several winners on one discard: {from} pays each of them separately.',
  'note.threeWon': 'Three players have won: the deal ends.',
  'note.noIncome': '{seat} shot right after a kong but has no kong income to hand on.',
  'note.nobodyReady': 'Nobody still in is ready, so no unready payments are due.',
  // Why each transfer is made.
  'pay.exposedKong': "{seat}'s exposed kong of {tile}: {from} supplied the tile and pays {amount}",
  'pay.kong':
    "{seat}'s {kind} kong of {tile}: {payer}, still in, pays {amount}, as each player still in does",
  'pay.discardWin': "{seat} wins on {from}'s discard: {fan}, so {from} pays the base {amount}",
  'pay.robbedWin':
    '{seat} wins on the tile {from} added to his kong: {fan}, so {from} pays the base {amount}',
  'pay.selfDraw': '{seat} wins by self-draw: {fan}, so {payer}, still in, pays the base {amount}',
  'pay.selfDrawPlus':
    '{seat} wins by self-draw: {fan}, so {payer}, still in, pays the base {base} + 1 = {amount}',
  fan: '{total} fan',
  'fan.capped': '{total} fan (capped from {uncapped})',
  'pay.shootRefund':
    "{seat} discarded the winning tile right after his {kind} kong of {kongTile}: that kong's {amount} goes back to {to} ({rule})",
  'pay.shootTransfer':
    '{seat} discarded the winning tile right after a kong, so he hands all his kong income, {amount}, to {to} ({rule})',
  'pay.refundPig':
    '{seat} is a flower pig when the wall runs out, so he returns the {amount} {payer} paid for his {kind} kong of {kongTile} (event {at})',
  'pay.refundNotReady':
    '{seat} is not ready when the wall runs out, so he returns the {amount} {payer} paid for his {kind} kong of {kongTile} (event {at})',
  'pay.pigForfeit':
    '{seat} still holds his missing suit, {suit} ({held}): a flower pig forfeits {amount}, paid to nobody ({rule})',
  'pay.pigEach':
    '{seat} still holds his missing suit, {suit} ({held}): a flower pig pays {amount} to each other player',
  'pay.pigNonPig':
    '{seat} still holds his missing suit, {suit} ({held}): a flower pig pays {amount} to each player who is not a pig',
  'pay.notReady':
    "{seat} is not ready and pays {to}, who is ready, the most {to}'s hand can win: {total} fan = {amount}",
  'pay.pigNotReady':
    "{seat} is a flower pig, which counts as not ready ({rule}), and pays {to}, who is ready, the most {to}'s hand can win: {total} fan = {amount}",
  rule: 'the table rule “{label}”',
  'rule.choice': 'the table rule “{label}: {choice}”',
  // Why the deal is refused; "event {event}: " comes before each but the last.
  'err.wonKong':
    '{seat} already won at event {won} and takes no further part: a winner cannot declare a kong',
  'err.wonSupply':
    '{seat} already won at event {won} and takes no further part: a winner cannot supply a kong: winners no longer discard',
  'err.wonWin':
    '{seat} already won at event {won} and takes no further part: a winner cannot win again',
  'err.wonDiscard':
    '{seat} already won at event {won} and takes no further part: a winner cannot discard: winners no longer discard',
  'err.wonShow':
    "{seat} already won at event {won} and takes no further part: a winner cannot show a hand at the wall's end",
  'err.endedWall': 'the deal already ended at event {won} (the wall ran out); nothing can follow',
  'err.endedThree':
    'the deal already ended at event {won} (three players had won); nothing can follow',
  'err.kongNoWall': "{seat}'s kong of {kongTile} has no tile left in the wall for its replacement",
  'err.wallLeft': 'wallLeft is {wallLeft}, but the wall can hold at most {max} tiles by now',
  'err.kongMissingSuit': "{seat} cannot kong {tile}: {suit} is {seat}'s missing suit",
  'err.secondKong':
    'a second kong of {tile}: {by} already declared one at event {won}, and the set has only four',
  'err.robExposed': 'only an added kong can be robbed, and event {kong} is an exposed kong',
  'err.robConcealed': 'only an added kong can be robbed, and event {kong} is a concealed kong',
  'err.ownDiscard': '{seat} cannot win on his own discard',
  'err.selfMany':
    'a self-drawn win has one winner; several winners need one discard (context.discarder)',
  'err.afterLastDiscard':
    "the discard after the last tile has already been won on: only the wall's end can follow",
  'err.emptySelf': 'the wall is empty: there is no tile left to draw',
  'err.emptyNotLast':
    'the wall is empty, so a win on this discard is a last-tile win: set context.lastTile',
  'err.lastWallLeft': 'a last-tile win leaves no tile in the wall, but wallLeft is {wallLeft}',
  'err.noWallNotLast':
    'with no tile left in the wall this is a last-tile win: set context.lastTile',
  'err.replacement': "a win on a kong replacement must directly follow {seat}'s own kong",
  'err.robFollow': "robbing a kong must directly follow {from}'s added kong",
  'err.robTile':
    "{seat} robs {from}'s kong of {kongTile}, so must win on {kongTile} (the hand wins on {wonOn})",
  'err.robNoTile':
    "{seat} robs {from}'s kong of {kongTile}, so must win on {kongTile} (the hand wins on nothing)",
  'err.kongDiscard':
    "context.kongDiscard marks a discard made right after the discarder's kong, but event {kong} is not a kong by {from}",
  'err.sameTile': 'winners on one discard win on the same tile, but these win on {tiles}',
  'err.transferSplit':
    'under the table rule “{label}: {choice}” the kong income goes to the winner, and the sources do not say how to split it between several winners: settle this deal with the income refunded or kept',
  'err.kongNotShownWin':
    "{seat} declared an {kind} kong of {kongTile} earlier in the deal, but {seat}'s winning hand does not show it",
  'err.kongNotShownEnd':
    "{seat} declared an {kind} kong of {kongTile} earlier in the deal, but {seat}'s hand at the wall's end does not show it",
  'err.kongUndeclaredWin':
    "{seat}'s winning hand shows an {kind} kong of {kongTile} that no kong event declared: add the kong to the deal, since kongs pay as they are made",
  'err.kongUndeclaredEnd':
    "{seat}'s hand at the wall's end shows an {kind} kong of {kongTile} that no kong event declared: add the kong to the deal, since kongs pay as they are made",
  'err.needHand': "{seat} has not won, so the wall's end needs {seat}'s 13-tile hand",
  'err.missingMeld':
    "the {shown} {meldKind} [{tiles}] is of {seat}'s missing suit, {suit}: a player cannot pung or kong his missing suit",
  'err.heldMeld':
    '{seat} still holds his missing suit ({held}), so he cannot have declared the {shown} {meldKind} [{tiles}]: a player holding his missing suit cannot pung or kong',
  'err.wallRange':
    'wallLeft must be a whole number from 0 to {max}, the tiles left to draw (got {got})',
  'err.copies': 'the deal shows {count} copies of {tile}: {where}; the set has only four',
  // Where in the deal a refused hand is: before the hand's own reason.
  'at.event': 'event {event}: {why}',
  'at.win': "event {event}, {seat}'s win: {why}",
  'at.hand': "event {event}, {seat}'s hand: {why}",
} as const;

export type DealPhraseKey = keyof typeof DEAL_PHRASES;

/** A phrase of this table: its key is checked, its values are the table's. */
export const phrase = (
  key: DealPhraseKey,
  params: Readonly<Record<string, PhraseValue>> = {},
): Phrase => ({ key, params });

/** Names of the parameters that hold a seat. */
export const SEAT_PARAMS: ReadonlySet<string> = new Set([
  'seat',
  'seats',
  'from',
  'to',
  'payer',
  'by',
]);

/** English, as the engine writes it. */
export const ENGLISH_VOICE: PhraseVoice = {
  template: (key) => DEAL_PHRASES[key as DealPhraseKey],
  value: (name, v) => {
    if (name === 'tile') return `${v} (${tileName(String(v))})`;
    if (name === 'suit') return SUIT_NAMES[v as keyof typeof SUIT_NAMES] ?? String(v);
    return String(v);
  },
  list: (xs) =>
    xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`,
};

export const english = (p: Phrase): string => sayPhrase(p, ENGLISH_VOICE);

/** A refusal of the deal's: the phrase's English, its parameters kept for an island to say. */
export function dealError(code: HandError['code'], p: Phrase): HandError {
  return new HandError(code, english(p), { ...flatParams(p), reason: p.key });
}
