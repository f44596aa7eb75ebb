import { describe, expect, it } from 'vitest';
import { HONG_KONG_WORDS, hongKongText } from '../../src/i18n/hant';
import { byLangTag, inLocale, writtenIn } from '../../src/i18n/text';

describe('Hong Kong traditional Chinese, derived from the simplified', () => {
  it('converts the characters the Hong Kong way (OpenCC, mainland to Hong Kong)', () => {
    expect(hongKongText('门前清')).toBe('門前清');
    expect(hongKongText('九莲宝灯')).toBe('九蓮寶燈');
    expect(hongKongText('海底捞月')).toBe('海底撈月');
    // Hong Kong writes 裏 where Taiwan writes 裡.
    expect(hongKongText('手里的牌')).toBe('手裏的牌');
  });

  it('writes kong as 槓 and leaves 番, 碰 and 自摸 as they are', () => {
    expect(hongKongText('四杠')).toBe('四槓');
    expect(hongKongText('暗杠和明杠')).toBe('暗槓和明槓');
    expect(hongKongText('杠上开花')).toBe('槓上開花');
    expect(hongKongText('1番')).toBe('1番');
    expect(hongKongText('碰')).toBe('碰');
    expect(hongKongText('自摸')).toBe('自摸');
  });

  it('puts the words Hong Kong players write otherwise their way (the glossary’s Cantonese forms)', () => {
    expect(hongKongText('十三幺')).toBe('十三么');
    expect(hongKongText('幺九刻')).toBe('么九刻');
    expect(hongKongText('以5作将牌')).toBe('以5作眼');
    expect(hongKongText('点炮的人付钱')).toBe('出銃的人付錢');
    for (const [simplified, hongKong] of HONG_KONG_WORDS)
      expect(hongKongText(simplified), simplified).toBe(hongKong);
  });

  it('keeps 只 as “only” after 最多, where OpenCC reads a measure word (隻)', () => {
    expect(hongKongText('手里最多只有两门花色')).toBe('手裏最多只有兩門花色');
    expect(hongKongText('三只鸟')).toBe('三隻鳥');
  });

  it('changes a word only where the whole word stands: 将 alone is still “will”', () => {
    expect(hongKongText('将来')).toBe('將來');
    expect(hongKongText('胡说')).not.toContain('食糊');
  });
});

describe('text in the site’s languages', () => {
  const text = { en: 'Overview', 'zh-cn': '概览', vi: 'Tổng quan' };

  it('gives each language its own text, Hong Kong’s converted from the simplified', () => {
    expect(inLocale('root', text)).toBe('Overview');
    expect(inLocale('zh-cn', text)).toBe('概览');
    expect(inLocale('zh-hk', text)).toBe('概覽');
    expect(inLocale('vi', text)).toBe('Tổng quan');
  });

  it('falls back to the English where a language has no text, and says it has none', () => {
    expect(writtenIn('vi', { en: 'Only English' })).toBeUndefined();
    expect(writtenIn('zh-hk', { en: 'Only English' })).toBeUndefined();
    expect(inLocale('zh-hk', { en: 'Only English' })).toBe('Only English');
  });

  it('keys the text by each language’s tag for Starlight’s labels', () => {
    expect(byLangTag(text)).toEqual({
      en: 'Overview',
      'zh-CN': '概览',
      'zh-HK': '概覽',
      vi: 'Tổng quan',
    });
  });
});
