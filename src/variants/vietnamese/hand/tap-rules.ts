/**
 * What a tapped tile means in the hand builder for the Vietnamese set (Variant.tapRules): the
 * emperors, empresses and the flower joker (Đại Hoa) only ever go among the bonus tiles; a flower
 * tile tapped as the winning tile is a win on a discarded flower (rules/vietnamese.md §2.1); every
 * other joker is wild, so it may be banked, makes no concealed kong, and an exposed meld holding
 * one is read by the joker rules the table options choose (the full variant's meldCheck, which
 * comes with the scoring part).
 */

import type { TileCode, TileSet } from '../../../engine/tiles';
import type { Options, Variant } from '../../../engine/variant';
import { setOptionsOf } from '../options';
import {
  EMPERORS,
  EMPRESSES,
  FLOWER_JOKER,
  isVietnameseBonusCode,
  JOKER_CODES,
  vietnameseTileSet,
} from '../tiles';

/** The physical set the table options choose. */
export const tileSetOf = (o: Options) => vietnameseTileSet(setOptionsOf(o));

export const VN_TAP_RULES: NonNullable<Variant['tapRules']> = {
  tileSet: tileSetOf,
  isBonus: (code) => isVietnameseBonusCode(code) || code === FLOWER_JOKER,
  winsAsBonus: isVietnameseBonusCode,
  extraRows(set: TileSet) {
    const held = (codes: readonly TileCode[]) => codes.filter((c) => (set.copies[c] ?? 0) > 0);
    const royals = held([...EMPERORS, ...EMPRESSES]);
    const jokers = held(JOKER_CODES);
    return [
      ...(royals.length
        ? [{ label: 'Emperors and empresses (always bonus tiles)', codes: royals }]
        : []),
      ...(jokers.length ? [{ label: 'Jokers', codes: jokers }] : []),
    ];
  },
  bank: {
    label: 'Banked joker',
    hint: 'the banked jokers: a joker set aside like a flower scores, but stands for nothing',
  },
  bonusNote:
    'Flower tiles, emperors, empresses and the flower joker go to the bonus tiles (a flower tapped as the winning tile is a win on a discarded flower).',
};
