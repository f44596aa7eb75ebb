/** Which file in public/tiles draws each tile code (the art keeps its upstream riichi names). */
import { isBonusCode } from '../engine/tiles';
import { EMPERORS, EMPRESSES, JOKER_CODES } from '../variants/vietnamese/tiles/codes';

/** Jokers, emperors and empresses: the site's own drawings (scripts/draw-vietnamese-tiles.ts). */
const VIETNAMESE_FILES: ReadonlySet<string> = new Set([...JOKER_CODES, ...EMPERORS, ...EMPRESSES]);

const HONOUR_FILES: Record<string, string> = {
  E: '1z',
  S: '2z',
  W: '3z',
  N: '4z',
  WD: '5z',
  GD: '6z',
  RD: '7z',
};
const BONUS_FILES: Record<string, string> = {
  F1: 'plum',
  F2: 'orchid',
  F3: 'chrysanthemum',
  F4: 'bamboo',
  S1: 'spring',
  S2: 'summer',
  S3: 'autumn',
  S4: 'winter',
};

const base = (): string => {
  const b = (import.meta as { env?: { BASE_URL?: string } }).env?.BASE_URL ?? '/';
  return b.endsWith('/') ? b : `${b}/`;
};

export function tileFaceUrl(code: string): string {
  if (isBonusCode(code)) return `${base()}tiles/bonus/${BONUS_FILES[code]}.svg`;
  if (VIETNAMESE_FILES.has(code)) return `${base()}tiles/vietnamese/${code}.svg`;
  return `${base()}tiles/${HONOUR_FILES[code] ?? code}.svg`;
}

export const tileFrontUrl = (): string => `${base()}tiles/front.svg`;
