/**
 * What a Vietnamese win reads beyond the shared context, validated against the hand: blessings,
 * the feeder of a liability situation (Đền), robbing a bounce, Tổng/Hợp banked in the opening
 * round, a No Flowers No Leaves claim (true, or a throwing variant with its run of discards). It
 * also works out who is liable, for the settlement.
 */
import type { WinContext } from '../../engine/context';
import { HandError } from '../../engine/errors';
import { describeMeld, type Hand, meldParams } from '../../engine/hand';
import { ruleName } from '../../engine/options';
import {
  isDragon,
  isHonour,
  isPlayingCode,
  isSuited,
  isTerminal,
  isWind,
  suitIndexOf,
  type TileIndex,
  tileIndex,
  type Wind,
} from '../../engine/tiles';
import { physicalCounts } from '../../engine/validate-hand';
import type { Options } from '../../engine/variant';
import { VN_CONTEXT_FIELDS } from './context-fields';
import { readJokerMeld } from './hand/jokers';
import { jokerRulesOf, setOptionsOf, VN_OPTIONS, vnOptions } from './options';
import { isJokerCode, isVietnameseBonusCode, jokersInSet, vietnameseTileName } from './tiles';

export { VN_CONTEXT_FIELDS };

const FIELDS = new Map(VN_CONTEXT_FIELDS.map((f) => [f.id, f]));
/** A context field as the scorer labels it, for messages: “Liable feeder (Đền)”. */
const field = (id: string) => `“${FIELDS.get(id)?.label ?? id}”`;
const rule = (id: string) => ruleName(VN_OPTIONS, id);

/** The extra fields read, defaults filled (strings; robbingBounce also accepts true/false). */
export interface VnExtra {
  blessing: 'none' | 'heaven' | 'earth' | 'man';
  feeder: 'none' | Wind;
  feeding: 'none' | 'suit' | 'terminals' | 'honours' | 'dragons' | 'winds';
  robbingBounce: boolean;
  initialDeclared: 'none' | 'J1' | 'J8' | 'J1+J8' | 'J1+J8-same-frame';
  nfnl: boolean;
  winStreak: number;
  throwing: 'none' | ThrowingKind;
  /** Opening discards in a row of the thrown kind (validated: an integer of at least 3). */
  throwingCount: number;
}

export type ThrowingKind = 'blue-jokers' | 'flowers' | 'flowers-jokers';

export const extraOf = (win: WinContext): VnExtra => ({
  blessing: (win.extra.blessing as VnExtra['blessing']) ?? 'none',
  feeder: (win.extra.feeder as VnExtra['feeder']) ?? 'none',
  feeding: (win.extra.feeding as VnExtra['feeding']) ?? 'none',
  robbingBounce: win.extra.robbingBounce === 'yes' || win.extra.robbingBounce === true,
  initialDeclared: (win.extra.initialDeclared as VnExtra['initialDeclared']) ?? 'none',
  nfnl: win.extra.nfnl === 'true',
  winStreak: Number(win.extra.winStreak ?? 1),
  throwing: (win.extra.throwing as VnExtra['throwing']) ?? 'none',
  throwingCount: Number(win.extra.throwingCount ?? 3),
});

function readFields(win: WinContext): void {
  for (const [k, v] of Object.entries(win.extra)) {
    if (k === 'liable')
      throw new HandError(
        'bad-context',
        'context.liable is worked out by the scorer: give context.feeder and context.feeding instead',
        { reason: 'vn-liable' },
      );
    // The engine has refused any field not declared.
    const f = FIELDS.get(k)!;
    if (k === 'robbingBounce' && typeof v === 'boolean') continue;
    // A run of discards has no upper bound the form can list (checkThrowing bounds it by the set),
    // so any whole number is read here, as a string or a number.
    if (k === 'throwingCount') {
      const n = typeof v === 'number' || typeof v === 'string' ? Number(v) : NaN;
      if (!Number.isInteger(n) || String(v).trim() === '')
        throw new HandError(
          'bad-context',
          `context.throwingCount must be a whole number of discards, not ${JSON.stringify(v)}`,
          { reason: 'vn-throwing-count-number', value: JSON.stringify(v) },
        );
      if (n < 3)
        throw new HandError(
          'bad-context',
          `context.throwingCount is ${n}: a throwing claim needs at least three qualifying opening discards in a row`,
          { reason: 'vn-throwing-count-low', count: n },
        );
      win.extra.throwingCount = String(n);
      continue;
    }
    if (!f.choices.some((ch) => ch.value === v)) {
      throw new HandError(
        'bad-context',
        `context.${k} cannot be ${JSON.stringify(v)}: use ${f.choices.map((ch) => ch.value).join(', ')}`,
        {
          reason: 'context-choice',
          key: k,
          value: JSON.stringify(v),
          choices: f.choices.map((ch) => ch.value).join(', '),
        },
      );
    }
  }
}

/** What each exposed meld (or concealed kong) of the hand is: its kind and tile. */
const shownMelds = (hand: Hand, options: Options) =>
  hand.melds.flatMap((m) => {
    const [group] = readJokerMeld(
      { kind: m.kind, tiles: m.tiles, exposed: m.exposed },
      jokerRulesOf(options),
    );
    return group ? [{ meld: m, group }] : [];
  });

const FEEDING: Record<
  Exclude<VnExtra['feeding'], 'none'>,
  { need: number; label: string; fits: (kind: string, t: TileIndex) => string | null }
> = {
  // The key names the group of melds counted; for suits it is the suit index.
  suit: {
    need: 4,
    label: 'melds of one suit',
    fits: (_k, t) => (isSuited(t) ? `suit${suitIndexOf(t)}` : null),
  },
  terminals: {
    need: 4,
    label: 'terminal pungs',
    fits: (k, t) => (k !== 'chow' && isTerminal(t) ? 'terminals' : null),
  },
  honours: { need: 4, label: 'honour melds', fits: (_k, t) => (isHonour(t) ? 'honours' : null) },
  dragons: { need: 3, label: 'dragon melds', fits: (_k, t) => (isDragon(t) ? 'dragons' : null) },
  winds: { need: 4, label: 'wind melds', fits: (_k, t) => (isWind(t) ? 'winds' : null) },
};

/**
 * A feeding situation (fact sheet §7) needs the melds it names: the winner showed one fewer than
 * the dangerous number and the feeder gave the last, either for a meld he then called (it is
 * among the exposed melds) or as the winning discard itself.
 */
function checkFeeding(win: WinContext, hand: Hand, x: VnExtra, options: Options): void {
  if (x.feeding === 'none' && x.feeder === 'none') return;
  if (x.feeding === 'none')
    throw new HandError(
      'bad-context',
      `${field('feeder')} is ${x.feeder} but ${field('feeding')} names no situation: say which tile he fed`,
      { reason: 'vn-feeder-no-feeding', feederSeat: x.feeder },
    );
  if (x.feeder === 'none')
    throw new HandError(
      'bad-context',
      `${field('feeding')} is set but ${field('feeder')} names nobody: give the seat that fed the tile`,
      { reason: 'vn-feeding-no-feeder' },
    );
  if (x.feeder === win.seat)
    throw new HandError('bad-context', `the feeder (${x.feeder}) cannot be the winner`, {
      reason: 'vn-feeder-winner',
      feederSeat: x.feeder,
    });
  const rule = FEEDING[x.feeding];
  const keys = new Map<string, number>();
  for (const { meld, group } of shownMelds(hand, options)) {
    if (!meld.exposed) continue;
    const key = rule.fits(group.kind, group.tile);
    if (key) keys.set(key, (keys.get(key) ?? 0) + 1);
  }
  const best = Math.max(0, ...keys.values());
  if (best >= rule.need) return;
  const winTile =
    hand.winningTile && isPlayingCode(hand.winningTile) ? tileIndex(hand.winningTile) : null;
  const winKey =
    winTile === null ? null : rule.fits(x.feeding === 'terminals' ? 'pung' : 'any', winTile);
  const onFeedersDiscard =
    !win.selfDrawn &&
    win.discarder === x.feeder &&
    winKey !== null &&
    (keys.get(winKey) ?? 0) === rule.need - 1;
  if (!onFeedersDiscard) {
    throw new HandError(
      'bad-context',
      `feeding "${x.feeding}" needs ${rule.need} ${rule.label}: the hand shows ${best} exposed, and ${win.selfDrawn || win.discarder !== x.feeder ? `the winning tile was not ${x.feeder}'s discard` : `the winning tile ${hand.winningTile} does not make the ${ordinal(rule.need)}`}`,
      win.selfDrawn || win.discarder !== x.feeder
        ? {
            reason: 'vn-feeding-not-fed',
            situationField: `feeding.${x.feeding}`,
            need: rule.need,
            shown: best,
            feederSeat: x.feeder,
          }
        : {
            reason: 'vn-feeding-not-made',
            situationField: `feeding.${x.feeding}`,
            need: rule.need,
            shown: best,
            tile: hand.winningTile ?? '',
          },
    );
  }
}

const ordinal = (n: number) => (n === 3 ? 'third' : 'fourth');

function checkBlessing(win: WinContext, hand: Hand, x: VnExtra, options: Options): void {
  if (x.blessing === 'none') return;
  if (hand.melds.some((m) => m.exposed))
    throw new HandError(
      'bad-context',
      `a blessing is a win before any call, but the hand has an exposed meld (${describeMeld(hand.melds.find((m) => m.exposed)!)})`,
      { reason: 'vn-blessing-exposed', ...meldParams(hand.melds.find((m) => m.exposed)!) },
    );
  if (x.blessing === 'heaven' && (win.seat !== 'E' || !win.selfDrawn))
    throw new HandError(
      'bad-context',
      'Blessing of Heaven (Thiên Ù) is the dealer (East) winning on his first draw: self-drawn, seat E',
      { reason: 'vn-heaven' },
    );
  if (x.blessing === 'earth' && (win.seat === 'E' || (!win.selfDrawn && win.discarder !== 'E'))) {
    throw new HandError(
      'bad-context',
      "Blessing of Earth (Địa Ù) is a non-dealer winning on the dealer's (East's) first discard or on his own first draw",
      { reason: 'vn-earth' },
    );
  }
  if (x.blessing === 'man') {
    if (options.blessingOfMan !== true)
      throw new HandError(
        'bad-context',
        `this table does not play Blessing of Man (Nhân Ù): ${rule('blessingOfMan')} is off`,
        { reason: 'vn-man-off', option: 'blessingOfMan' },
      );
    if (win.selfDrawn || win.seat === 'E')
      throw new HandError(
        'bad-context',
        'Blessing of Man (Nhân Ù) is a non-dealer winning on a discard before his first draw',
        { reason: 'vn-man' },
      );
  }
}

function checkInitial(hand: Hand, x: VnExtra, options: Options): void {
  if (x.initialDeclared === 'none') return;
  for (const j of x.initialDeclared.replace('-same-frame', '').split('+')) {
    if (!hand.bonus.includes(j))
      throw new HandError(
        'bad-context',
        `context.initialDeclared names ${j} (${vietnameseTileName(j)}), but it is not among the banked bonus tiles`,
        { reason: 'vn-initial-not-banked', tile: j },
      );
  }
  if (x.initialDeclared === 'J1+J8-same-frame' && options.jokerCopies === '1') {
    throw new HandError(
      'bad-context',
      `Tổng and Hợp “of the same frame” needs a set with several copies of each joker (${rule('jokerCopies')}: 168, 176 or 184 tiles): the classic set has one frame`,
      { reason: 'vn-same-frame', option: 'jokerCopies' },
    );
  }
}

/** What every No Flowers No Leaves claim needs of the hand (fact sheet §6.4): nothing set aside, suit tiles only. */
/** `claimField`: the claim as the form offers it, for the reader's language (see field). */
function checkSuitTilesOnly(hand: Hand, claim: string, claimField: string): void {
  if (hand.bonus.length || hand.melds.some((m) => m.bounced?.length))
    throw new HandError(
      'bad-context',
      `${claim} means no flower or joker was ever set aside, but the hand has ${[...hand.bonus, ...hand.melds.flatMap((m) => m.bounced ?? [])].join(' ')}`,
      {
        reason: 'vn-claim-set-aside',
        claimField,
        tiles: [...hand.bonus, ...hand.melds.flatMap((m) => m.bounced ?? [])].join(' '),
      },
    );
  const all = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles), hand.winningTile ?? ''];
  const bad = all.find(
    (t) =>
      isJokerCode(t) || isVietnameseBonusCode(t) || (isPlayingCode(t) && isHonour(tileIndex(t))),
  );
  if (bad)
    throw new HandError(
      'bad-context',
      `${claim} ends with suit tiles only, but the hand holds ${bad} (${vietnameseTileName(bad)})`,
      { reason: 'vn-claim-honour', claimField, tile: bad },
    );
}

function checkNfnl(hand: Hand, x: VnExtra): void {
  if (x.nfnl) checkSuitTilesOnly(hand, 'No Flowers No Leaves', 'nfnl');
}

export const THROWING_NAMES: Record<ThrowingKind, string> = {
  'blue-jokers': 'Throwing Blue Jokers (Đánh Khung Xanh)',
  flowers: 'Throwing Flowers (Đánh Hoa)',
  'flowers-jokers': 'Throwing Flowers/Jokers (Đánh Hoa và Khung)',
};

/** How many tiles of the thrown kind the chosen set holds: a run of discards cannot be longer. */
function throwable(kind: ThrowingKind, options: Options): { count: number; what: string } {
  const copies = Number(vnOptions(options).jokerCopies);
  if (kind === 'blue-jokers') return { count: 5 * copies, what: 'blue jokers and Hợp' };
  if (kind === 'flowers') return { count: 16 + copies, what: 'flowers and Đại Hoa' };
  return {
    count: 16 + jokersInSet(setOptionsOf(options)).length * copies,
    what: 'flowers and jokers',
  };
}

/**
 * A throwing claim (fact sheet §6.4, RA-cur; table option throwingNfnl). Narrowest readings where
 * the fact sheet is silent: the hand is complete (this scorer reads complete hands), made no call,
 * set nothing aside and holds suit tiles only, as True NFNL does. Throwing Blue Jokers and Throwing
 * Flowers are declared on your own draw; Throwing Flowers/Jokers may also win on a discard and
 * may be claimed with True NFNL, as RA-cur's tests score it.
 */
function checkThrowing(win: WinContext, hand: Hand, x: VnExtra, options: Options): void {
  if (x.throwing === 'none') {
    if (x.throwingCount !== 3)
      throw new HandError(
        'bad-context',
        `${field('throwingCount')} is ${x.throwingCount}, but ${field('throwing')} names no throwing claim`,
        { reason: 'vn-throwing-count-alone', count: x.throwingCount },
      );
    return;
  }
  const name = THROWING_NAMES[x.throwing];
  const claim = `throwing.${x.throwing}`;
  if (options.throwingNfnl !== true)
    throw new HandError(
      'bad-context',
      `this table does not play ${name}: turn on ${rule('throwingNfnl')}`,
      { reason: 'vn-throwing-off', claimField: claim, option: 'throwingNfnl' },
    );
  const { count, what } = throwable(x.throwing, options);
  if (x.throwingCount > count) {
    throw new HandError(
      'bad-context',
      `${name} counts ${x.throwingCount} discards in a row, but the ${152 + 8 * Number(vnOptions(options).jokerCopies)}-tile set holds only ${count} ${what}`,
      {
        reason: 'vn-throwing-too-many',
        claimField: claim,
        count: x.throwingCount,
        size: 152 + 8 * Number(vnOptions(options).jokerCopies),
        most: count,
      },
    );
  }
  if (x.throwing !== 'flowers-jokers' && !win.selfDrawn)
    throw new HandError(
      'bad-context',
      `${name} is declared on your own draw: win by self-draw (only Throwing Flowers/Jokers may win on a discard)`,
      { reason: 'vn-throwing-self-drawn', claimField: claim },
    );
  if (x.nfnl && x.throwing !== 'flowers-jokers')
    throw new HandError(
      'bad-context',
      `claim True NFNL (${field('nfnl')}) or ${name}, not both: only Throwing Flowers/Jokers is scored together with True NFNL`,
      { reason: 'vn-throwing-nfnl', claimField: claim },
    );
  if (x.blessing !== 'none')
    throw new HandError(
      'bad-context',
      `${name} comes after at least three of your own discards, so it cannot be a first-turn blessing (${field('blessing')})`,
      { reason: 'vn-throwing-blessing', claimField: claim },
    );
  const called = hand.melds.find((m) => m.exposed);
  if (called)
    throw new HandError(
      'bad-context',
      `${name} ends with any call, but the hand has an exposed meld (${describeMeld(called)})`,
      { reason: 'vn-throwing-exposed', claimField: claim, ...meldParams(called) },
    );
  checkSuitTilesOnly(hand, name, claim);
}

/** Validates the Vietnamese context against the hand and records who is liable; throws a HandError. */
export function checkVietnameseContext(win: WinContext, hand: Hand, options: Options): void {
  readFields(win);
  const x = extraOf(win);
  const winCode = hand.winningTile;
  const wild = winCode !== undefined && !isPlayingCode(winCode);
  if (wild && win.selfDrawn) {
    throw new HandError(
      'bad-context',
      `${winCode} (${vietnameseTileName(winCode!)}) completes a hand only as another player's discard: a drawn ${isJokerCode(winCode!) ? 'joker' : 'flower'} is set aside or kept, never a self-drawn winning tile`,
      { reason: 'vn-wild-self-drawn', tile: winCode! },
    );
  }
  if (wild && (win.robbingKong || x.robbingBounce))
    throw new HandError(
      'bad-context',
      `${winCode} cannot be robbed: only a real tile is added to a quad or bounced into a pung`,
      { reason: 'vn-wild-robbed', tile: winCode! },
    );
  if (win.robbingKong) {
    const copies = physicalCounts(hand).get(winCode!) ?? 0;
    if (copies > 1)
      throw new HandError(
        'bad-context',
        `robbing a quad takes the fourth ${winCode} another player adds to his pung, so the winner holds no other copy, but this hand holds ${copies}`,
        { reason: 'vn-robbing-copies', tile: winCode!, count: copies },
      );
    if (x.robbingBounce)
      throw new HandError('bad-context', 'a win is robbing a quad or robbing a bounce, not both', {
        reason: 'vn-robbing-both',
      });
  }
  if (x.robbingBounce) {
    if (options.robbingBounce !== true)
      throw new HandError(
        'bad-context',
        `this table does not play robbing a bounce (Bắt Quân Nẩy): turn on ${rule('robbingBounce')}`,
        { reason: 'vn-bounce-off', option: 'robbingBounce' },
      );
    if (win.selfDrawn)
      throw new HandError(
        'bad-context',
        "robbing a bounce is a win on another player's tile: give the player who bounced as the discarder",
        { reason: 'vn-bounce-self-drawn' },
      );
    const copies = physicalCounts(hand).get(winCode!) ?? 0;
    if (copies > 2)
      throw new HandError(
        'bad-context',
        `the bouncer keeps two ${winCode} in his pung, so the winner can hold at most one more, but this hand holds ${copies}`,
        { reason: 'vn-bounce-copies', tile: winCode!, count: copies },
      );
  }
  if (
    win.kongReplacement &&
    !hand.melds.some((m) => m.kind === 'kong') &&
    hand.bonus.length === 0 &&
    !hand.melds.some((m) => m.bounced?.length)
  ) {
    throw new HandError(
      'bad-context',
      'a win on a replacement tile follows a quad, a flower set aside or a banked or bounced joker; this hand has none',
      { reason: 'vn-replacement-without' },
    );
  }
  checkBlessing(win, hand, x, options);
  checkFeeding(win, hand, x, options);
  checkInitial(hand, x, options);
  checkNfnl(hand, x);
  checkThrowing(win, hand, x, options);
  if (x.winStreak > 1 && options.sixConsecutiveWins !== true) {
    throw new HandError(
      'bad-context',
      `${field('winStreak')} is ${x.winStreak}, but this table does not count wins in a row: turn on ${rule('sixConsecutiveWins')}`,
      { reason: 'vn-streak-off', count: x.winStreak, option: 'sixConsecutiveWins' },
    );
  }
  // Fact sheet §7: a discarded flower or joker that gives the win makes its discarder liable.
  const liable: Wind | undefined = wild
    ? win.discarder
    : x.feeder !== 'none'
      ? x.feeder
      : undefined;
  if (liable) win.extra.liable = liable;
}
