import { describe, expect, it } from 'vitest';
import { createTokeniser, joinForms } from './tokenise.js';

const words = (lang: string, text: string) => createTokeniser(lang).words(text);

describe('createTokeniser', () => {
  it('finds Chinese and Thai words in text without spaces', () => {
    expect(words('zh', '我们选用太湖边的桑蚕丝')).toEqual(expect.arrayContaining(['我们', '选用', '的']));
    expect(words('th', 'ร้านกาแฟของเราใช้เมล็ดกาแฟ')).toEqual(['ร้าน', 'กาแฟ', 'ของ', 'เรา', 'ใช้', 'เมล็ด', 'กาแฟ']);
  });

  it('keeps a Japanese verb stem with its inflection, and particles apart', () => {
    expect(words('ja', '宇治の茶園で育てた碾茶')).toEqual(['宇治', 'の', '茶園', 'で', '育てた', '碾茶']);
  });

  it('keeps hyphenated words whole, drops the possessive and splits French elision', () => {
    expect(words('en', "The roaster's hand-roasted beans")).toEqual(['the', 'roaster', 'hand-roasted', 'beans']);
    expect(words('fr', "l'huile d’olive")).toEqual(["l'", 'huile', "d'", 'olive']);
    expect(joinForms(['huile', "d'", 'olive'], false)).toBe("huile d'olive");
    expect(joinForms(['苏州', '园林'], true)).toBe('苏州园林');
  });

  it('keeps Arabic words with their marks', () => {
    expect(words('ar', 'صابونٌ زيت الزيتون')).toEqual(['صابونٌ', 'زيت', 'الزيتون']);
  });

  it('splits segments at punctuation of every script and records German capitals', () => {
    const t = createTokeniser('de');
    const segments = t.segments('Wir bauen Möbel. Die Möbel sind aus Eiche, geölt');
    expect(segments.map((s) => s.map((w) => w.form).join(' '))).toEqual(['Wir bauen Möbel', 'Die Möbel sind aus Eiche', 'geölt']);
    expect(t.capitals.get('möbel')).toEqual({ upper: 2, lower: 0 });
    expect(t.capitals.get('geölt')).toEqual({ upper: 0, lower: 1 });
    expect(createTokeniser('zh').segments('白墙黛瓦、木格花窗。青石板').length).toBe(3);
  });

  it('segments a long run of Chinese in linear slices', () => {
    const text = '苏州园林的花窗'.repeat(2000);
    expect(words('zh', text).filter((w) => w === '苏州').length).toBeGreaterThan(1900);
  });
});
