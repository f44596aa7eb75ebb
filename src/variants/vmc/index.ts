import type { Variant } from '../../engine/variant';
import { hongKong } from '../hong-kong';
import { hkFamilyGame } from '../shared/hk-family/game';
import { vmcHeader } from './header';
import { vmcOptions } from './options';
import { VMC_CATEGORIES, VMC_PATTERNS } from './patterns';
import { settleVmc, VMC_SETTLEMENT_MODELS, VMC_SETTLEMENT_SUMMARY, vmcTable } from './settlement';
import { VMC_EXPLAINED } from './sources';

/**
 * The Victoria Mahjong Club plays the Hong Kong faan items (seed 002: "the same in both
 * versions … listed in the Hong Kong basics guide"), so it runs Hong Kong's pattern entries and
 * its own statement of the shared flower rules; what is VMC's own is the settlement.
 */
export const vmc: Variant = {
  ...vmcHeader,
  shapes: hongKong.shapes,
  categories: VMC_CATEGORIES,
  patterns: VMC_PATTERNS,
  checkOptions(o) {
    hongKong.checkOptions?.(o);
    // Reading each table is the check: a gap or a falling amount throws with its faan value.
    vmcTable('modernTable', o);
    vmcTable('classicalTable', o);
  },
  minimumMet: hongKong.minimumMet,
  settle: settleVmc,
  settlementSummary: VMC_SETTLEMENT_SUMMARY,
  settlementModels: VMC_SETTLEMENT_MODELS,
  game: hkFamilyGame({ ...VMC_EXPLAINED, section: 'the shared rules' }),
  activeSettlementModel: (options) => vmcOptions(options).settlement,
  // Seed 002 plays the Hong Kong game and names no claim rules of its own.
  rules: {
    chow: true,
    pung: true,
    kong: true,
    robbingKong: true,
    source: {
      ...VMC_EXPLAINED,
      also: ['chinese-mahjong-summaries'],
      note: 'the club plays the Hong Kong game; its claims are those of our Hong Kong rules summary',
    },
  },
  // Paid side by side with the other variants that count a hand the Hong Kong way.
  payoutFamily: 'Hong Kong',
};
