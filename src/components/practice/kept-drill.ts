/**
 * The drill the reader chose last, kept in the browser for every variant's practice page, so a
 * plain visit asks what the reader asked for before; a link's own drill still comes first.
 * Storage the browser refuses leaves the scoring drill.
 */
import { type Drill, readDrill } from './state';

const KEY = 'mahjong-atlas:practice-drill';

export function keptDrill(): Drill {
  try {
    return readDrill(window.localStorage.getItem(KEY)) ?? 'score';
  } catch {
    return 'score';
  }
}

export function keepDrill(drill: Drill): void {
  try {
    window.localStorage.setItem(KEY, drill);
  } catch {
    // Kept for this visit only, in the address.
  }
}
