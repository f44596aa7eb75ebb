/**
 * Reading a score sheet's link (./link.ts says what it holds): fetched by the sheet only when the
 * address holds a game or the browser kept one, so a first visit does not load it.
 */
import { ROUND_LENGTHS, type RoundCount } from '../../engine/game/rules';
import { WINDS, type Wind } from '../../engine/tiles';
import type { ContextFlag, Variant } from '../../engine/variant';
import { WIN_EVENT_LINKS } from '../../share';
import { decodeRules } from '../../share-read';
import { ENGLISH_LINK, type LinkSay } from '../../share-words';
import type { DealLinks } from './deal-links';
import { withGameRules } from './link';
import { type Entry, emptySheet, handNoun, PLAYERS, type Player, type Sheet } from './sheet';

const isPlayer = (x: string | undefined): x is Player =>
  x !== undefined && (WINDS as readonly string[]).includes(x);

/** The longest name a link may set; a longer one is cut. */
const NAME_LENGTH = 24;

/** A running-bank player (1–4, player 1 dealing first) as the sheet's player. */
const BANK_PLAYER: Record<string, Player> = { '1': 'E', '2': 'S', '3': 'W', '4': 'N' };

/**
 * Reads one `hand` value; throws a message naming what is wrong. `round`: a bank link's round
 * wind. `deals`: the deal link format, where the game's hands are whole deals.
 */
export function decodeEntry(raw: string, deals?: DealLinks): { entry: Entry; round?: Wind } {
  if (raw === 'draw') return { entry: { kind: 'draw' } };
  if (raw.startsWith('deal.')) {
    if (!deals)
      throw new Error(`"${raw.slice(0, 20)}" is a whole deal, and this game's hands are not`);
    const read = deals.decodeMissingSuits(raw.slice(5), { E: 'm', S: 'm', W: 'm', N: 'm' });
    if (read.problems.length || raw.length !== 9)
      throw new Error(
        `"${raw.slice(0, 20)}" must give four missing suits, m, p or s, East's first (deal.mpsm)`,
      );
    return { entry: { kind: 'deal', deal: { missingSuits: read.suits, events: [] } } };
  }
  const bar = raw.indexOf('|');
  if (bar < 0)
    throw new Error(`"${raw.slice(0, 40)}" is neither "draw" nor a win (winner.from.events|hand)`);
  const parts = raw.slice(0, bar).split('.');
  const bank = /^[1-4]$/.test(parts[0] ?? '');
  const [w, f, ...rest] = bank ? parts.map((x, i) => (i < 2 ? (BANK_PLAYER[x] ?? x) : x)) : parts;
  const round = bank ? rest.shift() : undefined;
  const [ev = '', fields = '', ...extraParts] = rest;
  if (!isPlayer(w) || extraParts.length)
    throw new Error(`"${raw.slice(0, bar)}" does not start with a winner E, S, W or N`);
  if (!(f === 's' || isPlayer(f)))
    throw new Error(`who discarded must be E, S, W, N or s (self-drawn), not "${f}"`);
  if (round !== undefined && !isPlayer(round))
    throw new Error(`the round wind must be E, S, W or N, not "${round}"`);
  const events: ContextFlag[] = [];
  for (const name of ev ? ev.split(',') : []) {
    const hit = WIN_EVENT_LINKS.find(([, n]) => n === name);
    if (!hit) throw new Error(`unknown win event "${name}"`);
    events.push(hit[0] as ContextFlag);
  }
  const extra: Record<string, string> = {};
  for (const pair of fields ? fields.split(',') : []) {
    const [k, v] = pair.split('=');
    if (!k || v === undefined) throw new Error(`"${pair}" is not a context field (name=value)`);
    extra[k] = v;
  }
  const from = f === 's' ? null : (f as Player);
  const entry: Entry = {
    kind: 'win',
    winner: w,
    from,
    events,
    extra,
    notation: raw.slice(bar + 1),
  };
  return round === undefined ? { entry } : { entry, round };
}

export interface DecodedSheet {
  sheet: Sheet;
  problems: string[];
  versionNote: string | null;
}

/** The running bank's two game fields, now the game's table rules. */
function readBankFields(q: URLSearchParams, sheet: Sheet, problems: string[]) {
  const start = q.get('start');
  if (start !== null && !q.has('o.startingBank')) {
    if (start === '300' || start === '0') {
      if (start === '0') sheet.options.startingBank = 0;
    } else problems.push(`the starting bank must be 300 or 0, not "${start}"; using 300`);
  }
  if (q.get('stay') === '0' && !q.has('o.dealerStays')) sheet.options.dealerStays = false;
}

/**
 * Reads a score sheet's link; never throws. `say`: the page's words for what the link's shared part
 * (its rules) could not use; `deals`: the deal link format, where the game's hands are whole deals.
 */
export function decodeSheet(
  variant: Variant,
  search: string,
  say: LinkSay = ENGLISH_LINK,
  deals?: DealLinks,
): DecodedSheet {
  const sheet = emptySheet(variant);
  const problems: string[] = [];
  const q = new URLSearchParams(search);
  for (const p of PLAYERS) {
    const name = q.get(`p.${p}`);
    if (name !== null) sheet.names[p] = name.trim().slice(0, NAME_LENGTH);
  }
  const len = q.get('len');
  if (len !== null) {
    const n = Number(len);
    if ((ROUND_LENGTHS as readonly number[]).includes(n)) sheet.rounds = n as RoundCount;
    else
      problems.push(
        `the game's length must be 1, 2 or 4 rounds, not "${len}"; using ${sheet.rounds}`,
      );
  }
  const rules = decodeRules(withGameRules(variant), search, say);
  sheet.options = rules.options;
  if (gameHasBank(variant)) readBankFields(q, sheet, problems);
  readEntries(q, sheet, problems, handNoun(variant), deals);
  return { sheet, problems: [...problems, ...rules.problems], versionNote: rules.versionNote };
}

/**
 * The `hand` fields in order, each deal's `e` fields after its own. The first that cannot be read
 * is named, and it and every hand after it are left out (each hand moves the deal for the next).
 */
function readEntries(
  q: URLSearchParams,
  sheet: Sheet,
  problems: string[],
  noun: string,
  deals: DealLinks | undefined,
) {
  let events = 0;
  for (const [key, raw] of q.entries()) {
    if (key !== 'hand' && key !== 'e') continue;
    const number = sheet.entries.length + (key === 'hand' ? 1 : 0);
    try {
      if (key === 'e') {
        const last = sheet.entries[sheet.entries.length - 1];
        if (last?.kind !== 'deal' || !deals) throw new Error('an event comes before any deal');
        events += 1;
        last.deal.events.push(deals.decodeEvent(raw));
        continue;
      }
      events = 0;
      const { entry, round } = decodeEntry(raw, deals);
      sheet.entries.push(entry);
      if (round !== undefined && round !== 'E' && !problems.some((p) => p.includes('round wind')))
        problems.push(
          'this link was saved by the running bank with a round wind for each hand; the score sheet moves the round wind by the rules itself',
        );
    } catch (e) {
      const what = key === 'e' ? `${noun} ${number}, event ${events}` : `${noun} ${number}`;
      if (key === 'e') sheet.entries.pop();
      problems.push(
        `${what} could not be read (${e instanceof Error ? e.message : String(e)}); it and the ${noun}s after it were left out`,
      );
      return;
    }
  }
}

const gameHasBank = (variant: Variant) =>
  variant.game?.options?.some((o) => o.id === 'startingBank') ?? false;
