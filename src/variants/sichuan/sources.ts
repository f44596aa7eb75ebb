import type { SourceRef } from '../../engine/variant';

/** The Sichuan Bloody section of “Chinese Mahjong”: the values this variant follows by default. */
export const SC_SUMMARY: SourceRef = {
  source: 'chinese-mahjong-summaries',
  section: 'Sichuan Bloody section',
  status: 'stated',
};
