import type { SourceRef } from '../../engine/variant';

/** The Sichuan Bloody section of “Chinese Mahjong”: the values this variant follows by default. */
export const SC_SUMMARY: SourceRef = {
  source: 'chinese-mahjong-summaries',
  section: 'Sichuan Bloody section',
  status: 'stated',
};

/** The fan for winning on the discard after a kong: every rule family has it, our summary does not. */
export const KONG_DISCARD_FAN: SourceRef = {
  source: 'sichuan-international-rules',
  status: 'table-option',
  also: ['sichuan-app-rules', 'sichuan-chengdu-rules'],
  confidence: 'agreed',
  note: '1 fan in all three rule families; off by default because our rules summary does not list it',
};
