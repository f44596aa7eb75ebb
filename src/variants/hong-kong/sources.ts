import type { SourceRef } from '../../engine/variant';

/** The rules summary Hong Kong's values come from: the Hong Kong section of “Chinese Mahjong”. */
export const HK_SUMMARY: SourceRef = {
  source: 'chinese-mahjong-summaries',
  section: 'Hong Kong section',
  status: 'stated',
};
