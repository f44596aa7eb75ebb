import type { VariantHeader } from '../../engine/variant';
import { VN_CONTEXT_FIELDS } from './context-fields';
import { VN_TAP_RULES } from './hand/tap-rules';
import { VN_OPTIONS } from './options';
import { formatPhan } from './phan';
import { vietnameseTileSet } from './tiles';

/**
 * Vietnamese's header: what its scorer draws and takes taps with before the scoring part arrives,
 * with the tap rules that read a joker in a meld as it is tapped.
 */
export const vietnameseHeader = {
  id: 'vietnamese',
  name: 'Vietnamese Mahjong',
  shortName: 'Vietnamese',
  translations: {
    'zh-cn': { name: '越南麻将', shortName: '越南麻将' },
    vi: { name: 'Mạt chược Việt Nam', shortName: 'Việt Nam' },
  },
  unit: { id: 'phan', singular: 'phán', plural: 'phán' },
  // 2: big patterns absorb their parts (Nine Gates, the Four Winds, Little Three Dragons by option); the
  // single-wait-and-closed mủn on every pattern offering it, self-drawn only.
  catalogueVersion: 2,
  tileSet: vietnameseTileSet(),
  options: VN_OPTIONS,
  contextFlags: ['kongReplacement', 'robbingKong', 'lastTile'],
  contextFields: VN_CONTEXT_FIELDS,
  formatValue: formatPhan,
  tapRules: VN_TAP_RULES,
} satisfies VariantHeader;
