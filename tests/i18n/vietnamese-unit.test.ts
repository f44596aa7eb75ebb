/**
 * In Vietnamese every Chinese family's unit is phán (the glossary: Hong Kong, VMC, Rainbow Dragon
 * and Sichuan alike), so no Vietnamese island text says "fan" or "faan" where the scorer's own
 * unit says phán.
 */
import { describe, expect, it } from 'vitest';
import { EXCLUSION_REASONS } from '../../src/i18n/islands/exclusion-reasons';
import { HOUSE_TRANSLATIONS } from '../../src/i18n/islands/house-rules';
import { OPTION_HINTS } from '../../src/i18n/islands/option-hints';
import { PAYOUT_TRANSLATIONS } from '../../src/i18n/islands/payout';
import { SCORER_TRANSLATIONS } from '../../src/i18n/islands/scorer';
import { SETTLEMENT_TEXTS } from '../../src/i18n/islands/settlement-texts';
import { VARIANT_TEXTS } from '../../src/i18n/islands/variant-texts';

const TABLES: Record<string, Readonly<Record<string, string>> | undefined> = {
  'payout texts': SETTLEMENT_TEXTS.vi,
  'table options and context fields': VARIANT_TEXTS.vi,
  'option hints': OPTION_HINTS.vi,
  'exclusion reasons': EXCLUSION_REASONS.vi,
  'house-rules builder': HOUSE_TRANSLATIONS.vi as Record<string, string> | undefined,
  'payout comparison': PAYOUT_TRANSLATIONS.vi as Record<string, string> | undefined,
  'hand scorer': SCORER_TRANSLATIONS.vi as Record<string, string> | undefined,
};

describe('the Vietnamese islands name the unit phán', () => {
  for (const [name, table] of Object.entries(TABLES))
    it(`the ${name} never say fan or faan`, () => {
      expect(table).toBeDefined();
      const said = Object.values(table ?? {}).filter((text) => /\b(fan|faan)\b/i.test(text));
      expect(said).toEqual([]);
    });
});
