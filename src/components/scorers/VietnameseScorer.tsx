// The Vietnamese hand scorer island; it imports only this variant so the page ships one catalogue.
// The joker meld check and the extra palette rows live here, not in the shared builder, so the
// other scorers do not ship them.
import type { Meld } from '../../engine/hand';
import { readJokerMeld } from '../../variants/vietnamese/joker-hand';
import { resolveOptions } from '../../engine/options';
import type { Options } from '../../engine/variant';
import { vietnamese } from '../../variants/vietnamese';
import { tileSetOf } from '../../variants/vietnamese/hand-model';
import { jokerRulesOf } from '../../variants/vietnamese/options';
import { Builder } from '../hand-builder/Builder';
import { VietnameseDetails } from './vietnamese/ResultDetails';
import { VIETNAMESE_BONUS_NOTE, VIETNAMESE_TARGETS, vietnamesePaletteRows } from './vietnamese/tiles';

const checkJokerMeld = (meld: Meld, options: Options) => readJokerMeld(meld, jokerRulesOf(resolveOptions(vietnamese, options)));

/** The set the options choose (160 to 184 tiles); options the engine refuses fall back to the classic set, and the results say why. */
function tiles(options: Options) {
  let set = vietnamese.tileSet;
  try {
    set = tileSetOf(resolveOptions(vietnamese, options));
  } catch {
    // The scorer shows the engine's message for the bad option with the result.
  }
  return { set, rows: vietnamesePaletteRows(set), targets: VIETNAMESE_TARGETS, bonusNote: VIETNAMESE_BONUS_NOTE };
}

export default function VietnameseScorer() {
  return <Builder variant={vietnamese} details={VietnameseDetails} meldCheck={checkJokerMeld} tiles={tiles} />;
}
