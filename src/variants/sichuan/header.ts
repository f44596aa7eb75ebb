import type { VariantHeader } from '../../engine/variant';
import { SICHUAN_CONTEXT_FIELDS } from './context-fields';
import { SC_OPTIONS } from './options';
import { SICHUAN_108 } from './tiles';

/** Sichuan's header: what its scorer draws and takes taps with before the scoring part arrives. */
export const sichuanHeader = {
  id: 'sichuan',
  name: 'Sichuan Bloody Mahjong',
  shortName: 'Sichuan',
  translations: {
    'zh-cn': { name: '四川血战到底', shortName: '四川麻将' },
    vi: { name: 'Mạt chược Tứ Xuyên', shortName: 'Tứ Xuyên' },
  },
  unit: { id: 'fan', singular: 'fan', plural: 'fan', translations: { 'zh-cn': '番', vi: 'phán' } },
  catalogueVersion: 1,
  tileSet: SICHUAN_108,
  options: SC_OPTIONS,
  contextFields: SICHUAN_CONTEXT_FIELDS,
} satisfies VariantHeader;
