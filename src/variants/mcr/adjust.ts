/**
 * The adjustments every reading shares: win-flag fans, the exclusions the reference applies at
 * the end (rules/mcr.md §5, its order kept because some of them undo others), and the wind
 * pungs, which take their Pung of Terminals or Honors point over.
 */
import { F } from './fans';
import type { HandInfo } from './hand-info';
import type { FanTable } from './table';
import { WIND_E } from './tiles';

/** Last Tile, Self-Drawn, Last Tile Draw/Claim, Out with Replacement Tile, Robbing the Kong. */
export function applyWinFlags(ft: FanTable, info: HandInfo): void {
  const t = ft.t;
  if (info.fourth) t[F.LAST_TILE] = 1;
  if (info.self) {
    t[F.SELF_DRAWN] = 1;
    if (info.wallLast) {
      t[F.LAST_TILE_DRAW] = 1;
      ft.drop(F.SELF_DRAWN, F.LAST_TILE_DRAW);
    }
    if (info.kong) {
      t[F.OUT_WITH_REPLACEMENT_TILE] = 1;
      ft.drop(F.SELF_DRAWN, F.OUT_WITH_REPLACEMENT_TILE);
    }
  } else {
    if (info.wallLast) t[F.LAST_TILE_CLAIM] = 1;
    if (info.kong) {
      t[F.ROBBING_THE_KONG] = 1;
      ft.drop(F.LAST_TILE, F.ROBBING_THE_KONG);
    }
  }
}

/** What bigger fans leave out, in the reference's order. */
export function finalAdjust(ft: FanTable, strict: boolean): void {
  const t = ft.t;
  const when = (fan: number, victims: number[]) => {
    if (t[fan]) for (const v of victims) ft.drop(v, fan);
  };
  when(F.BIG_FOUR_WINDS, [F.ALL_PUNGS, F.PUNG_OF_TERMINALS_OR_HONORS]);
  when(F.BIG_THREE_DRAGONS, strict ? [F.DRAGON_PUNG, F.ONE_VOIDED_SUIT] : [F.DRAGON_PUNG]);
  when(F.ALL_GREEN, [F.HALF_FLUSH, F.ONE_VOIDED_SUIT]);
  when(F.FOUR_KONGS, [F.SINGLE_WAIT]);
  when(F.ALL_TERMINALS, [F.ALL_PUNGS, F.OUTSIDE_HAND, F.PUNG_OF_TERMINALS_OR_HONORS, F.NO_HONORS, F.DOUBLE_PUNG, ...(strict ? [F.TRIPLE_PUNG] : [])]);
  // Little Four Winds: a fourth terminal pung makes the hand All Terminals and Honors, a dragon
  // pung All Honors, so no Pung of Terminals or Honors is left to count.
  when(F.LITTLE_FOUR_WINDS, [F.PUNG_OF_TERMINALS_OR_HONORS]);
  when(F.LITTLE_THREE_DRAGONS, strict ? [F.DRAGON_PUNG, F.ONE_VOIDED_SUIT] : [F.DRAGON_PUNG]);
  when(F.ALL_HONORS, [F.ALL_PUNGS, F.OUTSIDE_HAND, F.PUNG_OF_TERMINALS_OR_HONORS, F.ONE_VOIDED_SUIT]);
  if (t[F.FOUR_CONCEALED_PUNGS]) {
    ft.drop(F.ALL_PUNGS, F.FOUR_CONCEALED_PUNGS);
    ft.drop(F.CONCEALED_HAND, F.FOUR_CONCEALED_PUNGS);
    if (t[F.FULLY_CONCEALED_HAND]) {
      ft.drop(F.FULLY_CONCEALED_HAND, F.FOUR_CONCEALED_PUNGS);
      t[F.SELF_DRAWN] = 1;
    }
  }
  when(F.PURE_TERMINAL_CHOWS, [F.FULL_FLUSH, F.ALL_CHOWS, F.NO_HONORS]);
  if (strict) when(F.QUADRUPLE_CHOW, [F.ONE_VOIDED_SUIT]);
  when(F.FOUR_PURE_SHIFTED_PUNGS, strict ? [F.ALL_PUNGS, F.ONE_VOIDED_SUIT] : [F.ALL_PUNGS]);
  if (strict) when(F.FOUR_PURE_SHIFTED_CHOWS, [F.ONE_VOIDED_SUIT]);
  when(F.ALL_TERMINALS_AND_HONORS, [F.ALL_PUNGS, F.OUTSIDE_HAND, F.PUNG_OF_TERMINALS_OR_HONORS]);
  when(F.ALL_EVEN_PUNGS, [F.ALL_PUNGS, F.ALL_SIMPLES, F.NO_HONORS]);
  when(F.UPPER_TILES, [F.NO_HONORS]);
  when(F.MIDDLE_TILES, [F.ALL_SIMPLES, F.NO_HONORS]);
  when(F.LOWER_TILES, [F.NO_HONORS]);
  when(F.THREE_SUITED_TERMINAL_CHOWS, [F.ALL_CHOWS, F.NO_HONORS]);
  when(F.ALL_FIVES, [F.ALL_SIMPLES, F.NO_HONORS]);
  when(F.UPPER_FOUR, [F.NO_HONORS]);
  when(F.LOWER_FOUR, [F.NO_HONORS]);
  if (t[F.BIG_THREE_WINDS]) {
    // Its three wind pungs are not also Pung of Terminals or Honors; All Honors and All
    // Terminals and Honors have already removed them all.
    if (!t[F.ALL_HONORS] && !t[F.ALL_TERMINALS_AND_HONORS]) ft.reduce(F.PUNG_OF_TERMINALS_OR_HONORS, 3, F.BIG_THREE_WINDS);
    if (strict) ft.drop(F.ONE_VOIDED_SUIT, F.BIG_THREE_WINDS);
  }
  when(F.REVERSIBLE_TILES, [F.ONE_VOIDED_SUIT]);
  when(F.LAST_TILE_DRAW, [F.SELF_DRAWN]);
  when(F.OUT_WITH_REPLACEMENT_TILE, [F.SELF_DRAWN]);
  when(F.MELDED_HAND, [F.SINGLE_WAIT]);
  when(F.TWO_DRAGON_PUNGS, [F.DRAGON_PUNG]);
  when(F.FULLY_CONCEALED_HAND, [F.SELF_DRAWN]);
  when(F.ALL_CHOWS, [F.NO_HONORS]);
  when(F.ALL_SIMPLES, [F.NO_HONORS]);
}

/**
 * A pung of the prevalent or seat wind scores that fan instead of Pung of Terminals or Honors
 * (once, when the wind is both), unless a bigger fan has already taken that point away.
 */
export function applyWindPung(ft: FanTable, tile: number, info: HandInfo): void {
  const t = ft.t;
  const deducted = t[F.BIG_THREE_WINDS] || t[F.ALL_TERMINALS_AND_HONORS] || t[F.ALL_HONORS] || t[F.LITTLE_FOUR_WINDS];
  const wind = tile - WIND_E;
  const prevalent = windNumber(info.win.round);
  const seat = windNumber(info.win.seat);
  if (wind === prevalent) {
    t[F.PREVALENT_WIND] = 1;
    if (!deducted) ft.reduce(F.PUNG_OF_TERMINALS_OR_HONORS, 1, F.PREVALENT_WIND);
  }
  if (wind === seat) {
    t[F.SEAT_WIND] = 1;
    if (seat !== prevalent && !deducted) ft.reduce(F.PUNG_OF_TERMINALS_OR_HONORS, 1, F.SEAT_WIND);
  }
}

const windNumber = (w: string): number => 'ESWN'.indexOf(w);
