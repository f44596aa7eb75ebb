import { CHINESE_144 } from '../../engine/tiles';
import type { VariantHeader } from '../../engine/variant';
import { RD_OPTIONS } from './options';

/** Rainbow Dragon's header: what its scorer draws and takes taps with before the scoring part arrives. */
export const rainbowDragonHeader = {
  id: 'rainbow-dragon',
  name: 'Rainbow Dragon house rules',
  shortName: 'Rainbow Dragon',
  translations: {
    'zh-cn': { name: '彩虹龙俱乐部规则', shortName: '彩虹龙' },
    vi: { name: 'Luật câu lạc bộ Rainbow Dragon', shortName: 'Rainbow Dragon' },
  },
  unit: { id: 'fan', singular: 'fan', plural: 'fan', translations: { 'zh-cn': '番', vi: 'phán' } },
  catalogueVersion: 1,
  tileSet: CHINESE_144,
  options: RD_OPTIONS,
} satisfies VariantHeader;
