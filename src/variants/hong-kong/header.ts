import { CHINESE_144 } from '../../engine/tiles';
import type { VariantHeader } from '../../engine/variant';
import { HK_OPTIONS } from './options';

/** Hong Kong's header: what its scorer draws and takes taps with before the scoring part arrives. */
export const hongKongHeader = {
  id: 'hong-kong',
  name: 'Hong Kong Mahjong',
  shortName: 'Hong Kong',
  translations: {
    'zh-cn': { name: '香港麻将', shortName: '香港麻将' },
    vi: { name: 'Mạt chược Hồng Kông', shortName: 'Hồng Kông' },
  },
  unit: {
    id: 'faan',
    singular: 'faan',
    plural: 'faan',
    translations: { 'zh-cn': '番', vi: 'phán' },
  },
  catalogueVersion: 1,
  tileSet: CHINESE_144,
  options: HK_OPTIONS,
} satisfies VariantHeader;
