import type { VariantHeader } from '../../engine/variant';
import { hongKongHeader } from '../hong-kong/header';
import { VMC_OPTIONS } from './options';

/** The Victoria Mahjong Club's header: what its scorer draws and takes taps with before the scoring part arrives. */
export const vmcHeader = {
  id: 'vmc',
  name: 'Victoria Mahjong Club',
  shortName: 'VMC',
  translations: {
    'zh-cn': { name: '维多利亚麻将俱乐部', shortName: 'VMC' },
    vi: { name: 'Câu lạc bộ Mạt chược Victoria', shortName: 'VMC' },
  },
  unit: hongKongHeader.unit,
  catalogueVersion: 1,
  tileSet: hongKongHeader.tileSet,
  options: VMC_OPTIONS,
} satisfies VariantHeader;
