/**
 * The ledger's event form as plain data, and the deal event it describes (the JSON format of
 * /sichuan/#the-deal-json). No DOM: the engine does every check when the event is added.
 */
import { WINDS, type Wind } from '../../engine/tiles';
import { DEAL_ENGLISH } from './words';

export type EventType = 'kong' | 'win' | 'wallEnd';
export type KongKind = 'exposed' | 'added' | 'concealed';

export interface Draft {
  type: EventType;
  seat: Wind;
  kind: KongKind;
  tile: string;
  from: Wind;
  wallLeft: string;
  /** 'self' for a self-drawn win. */
  discarder: Wind | 'self';
  /** Hand notation per seat: a winner's 14-tile hand, or at the wall's end a 13-tile hand. */
  hands: Record<Wind, string>;
  kongReplacement: boolean;
  robbingKong: boolean;
  lastTile: boolean;
  kongDiscard: boolean;
}

export const emptyHands = (): Record<Wind, string> => ({ E: '', S: '', W: '', N: '' });

export const emptyDraft = (): Draft => ({
  type: 'kong',
  seat: 'E',
  kind: 'concealed',
  tile: '',
  from: 'S',
  wallLeft: '',
  discarder: 'self',
  hands: emptyHands(),
  kongReplacement: false,
  robbingKong: false,
  lastTile: false,
  kongDiscard: false,
});

/**
 * The deal event a draft describes, or a message saying what the form still lacks (in `say`'s
 * words, naming a seat as `names` call it).
 */
export function eventOf(
  d: Draft,
  active: readonly Wind[],
  say = DEAL_ENGLISH,
  names: Readonly<Record<Wind, string>> = { E: 'E', S: 'S', W: 'W', N: 'N' },
): { event: Record<string, unknown> } | { missing: string } {
  if (d.type === 'kong') {
    const tile = d.tile.trim();
    if (!tile) return { missing: say('missing.tile') };
    const wallLeft = d.wallLeft.trim();
    if (wallLeft && !/^\d+$/.test(wallLeft)) return { missing: say('missing.wall') };
    return {
      event: {
        type: 'kong',
        seat: d.seat,
        kind: d.kind,
        tile,
        ...(d.kind === 'exposed' ? { from: d.from } : {}),
        ...(wallLeft ? { wallLeft: Number(wallLeft) } : {}),
      },
    };
  }
  if (d.type === 'win') {
    const winners = WINDS.filter(
      (w) => active.includes(w) && w !== d.discarder && d.hands[w].trim(),
    ).map((w) => ({ seat: w, hand: d.hands[w].trim() }));
    if (!winners.length) return { missing: say('missing.winner') };
    const flags = (['kongReplacement', 'robbingKong', 'lastTile', 'kongDiscard'] as const).filter(
      (f) => d[f],
    );
    const context = {
      ...(d.discarder === 'self' ? { selfDrawn: true } : { discarder: d.discarder }),
      ...Object.fromEntries(flags.map((f) => [f, true])),
    };
    return { event: { type: 'win', winners, context } };
  }
  const hands = Object.fromEntries(active.map((w) => [w, d.hands[w].trim()]));
  const blank = active.find((w) => !hands[w]);
  if (blank) return { missing: say('missing.hand', { name: names[blank] }) };
  return { event: { type: 'wallEnd', hands } };
}
