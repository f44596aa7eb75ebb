import type { NativeName } from '../../../engine/variant';

/** A Chinese name with its Mandarin pinyin; the club's list is English, these are the usual names. */
export const mandarin = (text: string, romanisation: string): NativeName => ({
  text,
  language: 'Mandarin (pinyin)',
  romanisation,
});
