import { HandError } from '../engine/errors';
import type { Variant } from '../engine/variant';
import { hongKong } from './hong-kong';
import { mcr } from './mcr';
import { rainbowDragon } from './rainbow-dragon';
import { sichuan } from './sichuan';
import { vietnamese } from './vietnamese';
import { vmc } from './vmc';

/** Every variant the site scores, by id. Adding a variant means adding it here. */
export const VARIANTS: readonly Variant[] = [
  hongKong,
  rainbowDragon,
  vmc,
  sichuan,
  mcr,
  vietnamese,
];

export function getVariant(id: unknown): Variant {
  const v = VARIANTS.find((x) => x.id === id);
  if (!v) {
    throw new HandError(
      'unknown-variant',
      `unknown variant ${JSON.stringify(id)}: this site scores ${VARIANTS.map((x) => x.id).join(', ')}`,
      { reason: 'variant-unknown', value: JSON.stringify(id) },
    );
  }
  return v;
}
