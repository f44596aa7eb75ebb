import { CHINESE_144 } from '../../engine/tiles';
import type { VariantHeader } from '../../engine/variant';
import { MCR_OPTIONS } from './options';

/** MCR's header: what its scorer draws and takes taps with before the scoring part arrives. */
export const mcrHeader = {
  id: 'mcr',
  name: 'Chinese Official (MCR)',
  shortName: 'MCR',
  translations: {
    'zh-cn': { name: '国标麻将', shortName: '国标麻将' },
    vi: { name: 'Mạt chược Quốc tế Trung Quốc (MCR)', shortName: 'MCR' },
  },
  unit: {
    id: 'point',
    singular: 'point',
    plural: 'points',
    translations: { 'zh-cn': '番', vi: 'điểm' },
  },
  // 2: a knitted straight with one declared set scores Single Wait only when the winning tile
  // completed the pair (rules/mcr.md §7, the MIL ruling); in 1 it was always a Single Wait.
  catalogueVersion: 2,
  tileSet: CHINESE_144,
  options: MCR_OPTIONS,
  contextFlags: ['kongReplacement', 'robbingKong', 'lastTile', 'fourthTile'],
} satisfies VariantHeader;
