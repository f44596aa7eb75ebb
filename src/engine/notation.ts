/**
 * The site's hand notation, documented on the "Hand notation" page:
 *
 *   123m456p789s EE 5p [RDRDRD] {WWWW} @5p +F1 S2
 *
 * - standing tiles: runs of digits closed by a suit letter (`123m`), honour codes (`E S W N RD GD WD`);
 * - `[…]` an exposed meld (chow, pung or kong, told apart by its tiles), `{…}` a concealed kong;
 * - `@T` the winning tile (absent while the hand is waiting);
 * - `+` then the bonus tiles `F1`..`F4`, `S1`..`S4`, and any bonus or wild tile a variant's set
 *   registers (tiles.ts `registerTileFamily`);
 * - a registered wild tile `X1` is written like an honour, among the standing tiles or inside a
 *   meld: `45pX1 [5pX1X1]`. One real tile and two wilds read as a pung unless marked `[chow:5pX1X1]`;
 *   `^X1` after a meld's tiles records a wild bounced out of it: `[555p^X1]`.
 * Whether a variant accepts these codes is its validation's business, not the notation's.
 * Spaces are optional between groups. `formatHand` (./notation-write.ts) writes the canonical
 * form, which parses back to the same hand; it lives apart because a scorer writes notation from
 * its first tap but reads it only when the reader types or opens a link.
 */
import { HandError } from './errors';
import { consecutive, type Hand, type Meld, type MeldKind, oneSuit } from './hand';
import {
  compareCodes,
  isBonusCode,
  isExtraBonusCode,
  isExtraCode,
  isSuited,
  isWildCode,
  registeredBonusHints,
  type TileCode,
  tileIndex,
  wildWord,
} from './tiles';

/** Any code the bonus part accepts: flowers, seasons, and the bonus and wild tiles variants register. */
const isBonusPartCode = (code: string): boolean => isBonusCode(code) || isExtraCode(code);
const bonusHelp = (): string =>
  registeredBonusHints()
    .map((h) => ` (${h})`)
    .join('');
const SUIT_LETTERS = 'mps';

/** Reads a run of tile codes (no brackets) from `text`; `bonus` reads flower and season codes. */
function readTiles(text: string, bonus: boolean, context: string): TileCode[] {
  const tiles: TileCode[] = [];
  let i = 0;
  let digits = '';
  let digitsAt = 0;
  const noSuit = () => {
    // "S2" among the standing tiles is South then a 2: the reader most likely meant a season.
    const season =
      /^[1-4]$/.test(digits) && text[digitsAt - 1] === 'S'
        ? ` (for season ${digits}, write it at the end after "+", e.g. "+S${digits}")`
        : '';
    return new HandError(
      'notation',
      `"${digits}" at position ${digitsAt + 1} of ${context} has no suit letter: write it as ${digits}m, ${digits}p or ${digits}s${season}`,
      { reason: 'no-suit', digits, text },
    );
  };
  const flushDigitsError = () => {
    if (digits) throw noSuit();
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s|,/.test(ch)) {
      flushDigitsError();
      i++;
      continue;
    }
    if (!bonus && /[0-9]/.test(ch)) {
      if (ch === '0')
        throw new HandError(
          'notation',
          `"0" in ${context} is not a tile number: suited tiles run 1 to 9`,
          { reason: 'zero', text },
        );
      if (!digits) digitsAt = i;
      digits += ch;
      i++;
      continue;
    }
    if (!bonus && digits && SUIT_LETTERS.includes(ch)) {
      for (const d of digits) tiles.push(`${d}${ch}`);
      digits = '';
      i++;
      continue;
    }
    if (digits && /[A-Za-z]/.test(ch)) {
      throw new HandError(
        'notation',
        `"${digits}${ch}" in ${context}: "${ch}" is not a suit letter; use m (characters), p (dots) or s (bamboo)`,
        { reason: 'not-suit-letter', letter: ch, text },
      );
    }
    flushDigitsError();
    const two = text.slice(i, i + 2);
    if (bonus) {
      if (isBonusPartCode(two)) {
        tiles.push(two);
        i += 2;
        continue;
      }
      const word = text.slice(i).trim().split(/\s/)[0];
      throw new HandError(
        'notation',
        `"${word}" after "+" is not a bonus tile: use F1-F4 for flowers and S1-S4 for seasons${bonusHelp()}`,
        { reason: 'bad-bonus', text: word ?? '' },
      );
    }
    if (isWildCode(two)) {
      tiles.push(two);
      i += 2;
      continue;
    }
    if (two === 'RD' || two === 'GD' || two === 'WD') {
      tiles.push(two);
      i += 2;
      continue;
    }
    // "S1" in the standing tiles reads as South then a run, so only F can be a misplaced bonus tile.
    if (/^F[1-4]$/.test(two) || isExtraBonusCode(two)) {
      throw new HandError(
        'notation',
        `bonus tile ${two} in ${context}: write bonus tiles at the end after "+", e.g. "+${two}"`,
        { reason: 'bonus-not-last', tile: two },
      );
    }
    if ('ESWN'.includes(ch)) {
      tiles.push(ch);
      i++;
      continue;
    }
    throw new HandError(
      'notation',
      `unexpected "${ch}" at position ${i + 1} of ${context}: tiles are written like 123m, 55p, 789s, E S W N, RD GD WD`,
      { reason: 'unexpected', letter: ch, text },
    );
  }
  flushDigitsError();
  return tiles;
}

/**
 * A group holding wild tiles: its kind from its real tiles (identical: a pung, or a kong with four
 * tiles, which validation then refuses by name; otherwise a chow), or `chow:` when marked.
 * The variant's validation checks the rest (domains, runs), so its messages name the wild.
 */
function wildMeld(tiles: TileCode[], concealed: boolean, markedChow: boolean, group: string): Meld {
  const real = tiles.filter((t) => !isWildCode(t));
  const same = real.every((t) => t === real[0]);
  if (tiles.length === 4 && same)
    return { kind: 'kong', tiles: [...tiles].sort(compareCodes), exposed: !concealed };
  if (concealed)
    throw new HandError(
      'notation',
      `concealed group ${group} must be four identical tiles: only kongs are laid down concealed`,
      { reason: 'concealed-group', group },
    );
  if (tiles.length !== 3) {
    throw new HandError(
      'notation',
      `group ${group} has ${tiles.length} tile${tiles.length === 1 ? '' : 's'}; a meld needs 3 (chow or pung) or 4 (kong)`,
      { reason: 'group-size', group, count: tiles.length },
    );
  }
  const kind: MeldKind = markedChow || !same ? 'chow' : 'pung';
  return { kind, tiles: [...tiles].sort(compareCodes), exposed: true };
}

/** Tells a meld's kind from its tiles, or names what is wrong with the group. */
function meldFromGroup(
  tiles: TileCode[],
  concealed: boolean,
  group: string,
  markedChow = false,
): Meld {
  if (tiles.some(isWildCode)) return wildMeld(tiles, concealed, markedChow, group);
  if (concealed) {
    if (tiles.length !== 4 || !tiles.every((t) => t === tiles[0])) {
      throw new HandError(
        'notation',
        `concealed group ${group} must be four identical tiles: only kongs are laid down concealed`,
        { reason: 'concealed-group', group },
      );
    }
    return { kind: 'kong', tiles, exposed: false };
  }
  if (tiles.length < 3 || tiles.length > 4) {
    throw new HandError(
      'notation',
      `group ${group} has ${tiles.length} tile${tiles.length === 1 ? '' : 's'}; a meld needs 3 (chow or pung) or 4 (kong)`,
      { reason: 'group-size', group, count: tiles.length },
    );
  }
  let kind: MeldKind;
  if (tiles.every((t) => t === tiles[0])) kind = tiles.length === 4 ? 'kong' : 'pung';
  else if (tiles.length === 3) kind = 'chow';
  else
    throw new HandError(
      'notation',
      `group ${group} is not a kong: its four tiles are not identical`,
      { reason: 'group-not-kong', group },
    );
  if (kind === 'chow') {
    const idx = tiles.map(tileIndex).sort((a, b) => a - b);
    if (!idx.every(isSuited))
      throw new HandError(
        'bad-meld',
        `group ${group} is not a chow: honours cannot form a sequence`,
        { reason: 'chow-of-honours', meld: group.slice(1, -1), kind: 'chow' },
      );
    if (!oneSuit(idx)) {
      throw new HandError(
        'bad-meld',
        `group ${group} is not a chow: its tiles are from different suits`,
        { reason: 'chow-mixed-suits', meld: group.slice(1, -1), kind: 'chow' },
      );
    }
    if (!consecutive(idx)) {
      throw new HandError(
        'bad-meld',
        `group ${group} is neither a pung nor a chow: the numbers are not consecutive`,
        { reason: 'chow-not-consecutive', meld: group.slice(1, -1), kind: 'chow' },
      );
    }
  }
  return { kind, tiles: [...tiles].sort(compareCodes), exposed: true };
}

/** One bracketed group: an optional `chow:` marker, the tiles, then any `^X1` bounced wild tiles. */
function readGroup(inner: string, concealed: boolean, group: string): Meld {
  let body = inner.trim();
  const markedChow = /^chow:/.test(body);
  if (markedChow) body = body.slice(5);
  const [tilesText = '', ...bounces] = body.split('^');
  const bounced = bounces.map((b) => b.trim());
  for (const b of bounced) {
    if (!isWildCode(b))
      throw new HandError(
        'notation',
        `"^${b}" in group ${group}: a bounce names one ${wildWord()} of the set`,
        { reason: 'bad-bounce-code', text: b, group },
      );
  }
  const tiles = readTiles(tilesText, false, `group ${group}`);
  if (markedChow && !tiles.some(isWildCode)) {
    throw new HandError(
      'notation',
      `group ${group}: "chow:" is only needed for a chow of one real tile and two ${wildWord(undefined, true)}`,
      { reason: 'chow-marker', group },
    );
  }
  const meld = meldFromGroup(tiles, concealed, group, markedChow);
  return bounced.length ? { ...meld, bounced: bounced.sort(compareCodes) } : meld;
}

/** Parses the notation into a Hand. Throws a HandError naming the offending tile or group. */
export function parseHand(input: string): Hand {
  if (typeof input !== 'string')
    throw new HandError('notation', 'the hand must be a string of tiles', {
      reason: 'notation-not-string',
    });
  const text = input.trim();
  if (!text) throw new HandError('notation', 'the hand is empty', { reason: 'empty' });
  const concealed: TileCode[] = [];
  const melds: Meld[] = [];
  const bonus: TileCode[] = [];
  let winningTile: TileCode | undefined;
  let i = 0;
  let plain = '';
  const flushPlain = () => {
    const run = plain.trim();
    if (run) concealed.push(...readTiles(run, false, `"${run}"`));
    plain = '';
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === '[' || ch === '{') {
      flushPlain();
      const close = ch === '[' ? ']' : '}';
      const end = text.indexOf(close, i + 1);
      if (end < 0)
        throw new HandError(
          'notation',
          `"${ch}" at position ${i + 1} is never closed with "${close}"`,
          { reason: 'never-closed', letter: ch, close, position: i + 1 },
        );
      const inner = text.slice(i + 1, end);
      const group = text.slice(i, end + 1);
      if (/[[\]{}@+]/.test(inner))
        throw new HandError(
          'notation',
          `group ${group} contains a bracket or marker; close each meld before the next`,
          { reason: 'nested-group', group },
        );
      melds.push(readGroup(inner, ch === '{', group));
      i = end + 1;
    } else if (ch === ']' || ch === '}') {
      throw new HandError('notation', `"${ch}" at position ${i + 1} closes no meld`, {
        reason: 'closes-no-meld',
        letter: ch,
        position: i + 1,
      });
    } else if (ch === '@') {
      flushPlain();
      if (winningTile)
        throw new HandError(
          'notation',
          `the winning tile is given twice ("@${winningTile}" and another "@")`,
          { reason: 'two-winning-tiles' },
        );
      // Bonus and wild tiles parse here (a variant may win on a discarded one); validation refuses them elsewhere.
      const m = /^@\s*([1-9][mps]|RD|GD|WD|[A-Z][0-9]|[ESWN])/.exec(text.slice(i));
      let [read = '', tile = ''] = m ?? [];
      // A wind then a number ("@E1") is the wind; the number is read next.
      if (/^[A-Z][0-9]$/.test(tile) && !isBonusPartCode(tile) && 'ESWN'.includes(tile.charAt(0))) {
        tile = tile.charAt(0);
        read = read.slice(0, -1);
      }
      if (!tile || (/^[A-Z][0-9]$/.test(tile) && !isBonusPartCode(tile)))
        throw new HandError(
          'notation',
          `"@" at position ${i + 1} must be followed by one tile, e.g. "@5p"`,
          { reason: 'bad-at', position: i + 1 },
        );
      winningTile = tile;
      i += read.length;
      if (i < text.length && /[0-9mps]/.test(text.charAt(i))) {
        throw new HandError(
          'notation',
          `"@" takes a single tile: "${text.slice(i - read.length, i + 1)}…" has more after it`,
          { reason: 'bad-at', position: i - read.length + 1 },
        );
      }
    } else if (ch === '+') {
      flushPlain();
      const rest = text.slice(i + 1);
      if (/[[\]{}@+]/.test(rest))
        throw new HandError('notation', 'the bonus tiles after "+" must come last', {
          reason: 'bonus-last',
        });
      bonus.push(...readTiles(rest, true, 'the bonus tiles'));
      i = text.length;
    } else {
      plain += ch;
      i++;
    }
  }
  flushPlain();
  return { concealed, melds, bonus, ...(winningTile ? { winningTile } : {}) };
}
