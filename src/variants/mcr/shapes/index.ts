/**
 * The winning shapes MCR recognises (rules/mcr.md §3). Every shape a hand fits is read and
 * scored, and the best reading counts; a seven-pairs hand is also read as sets and a pair.
 */
import { sevenPairsShape, thirteenOrphansShape } from '../../../engine/decompose';
import { honorsKnittedShape, knittedStraightShape } from './knitted';
import { nineGatesShape } from './nine-gates';
import { setsAndPairShape } from './sets-and-pair';
import { sevenShiftedPairsShape } from './seven-shifted-pairs';

export const MCR_SHAPES = [
  setsAndPairShape,
  // Four identical tiles may serve as two of the pairs (they then score Tile Hog).
  sevenPairsShape(true),
  sevenShiftedPairsShape,
  thirteenOrphansShape,
  honorsKnittedShape,
  knittedStraightShape,
  nineGatesShape,
] as const;
