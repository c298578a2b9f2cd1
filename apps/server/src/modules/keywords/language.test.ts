import { describe, expect, it } from 'vitest';
import { primaryLanguage, resolveLanguage } from './language.js';

describe('resolveLanguage', () => {
  it('reads the primary subtag of a declaration', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt');
    expect(primaryLanguage(' zh_Hant ')).toBe('zh');
    expect(primaryLanguage('en-US, fr;q=0.8')).toBe('en');
    expect(primaryLanguage('<script>')).toBeUndefined();
  });

  it('detects the language from the text when nothing is declared', () => {
    expect(resolveLanguage({ declared: [], text: 'Wir fertigen Möbel aus massiver Eiche in unserer Werkstatt in München.' })).toBe('de');
    expect(resolveLanguage({ declared: [], text: 'Nous fabriquons nos savons dans un ancien moulin de Provence.' })).toBe('fr');
    expect(resolveLanguage({ declared: [], text: 'نصنع صابون زيت الزيتون يدويا في طرابلس' })).toBe('ar');
  });

  it('tells Japanese from Chinese by kana', () => {
    expect(resolveLanguage({ declared: ['zh'], text: '京都の茶室で抹茶をいただきます。' })).toBe('ja');
    expect(resolveLanguage({ declared: ['ja'], text: '苏州园林的花窗和丝绸。' })).toBe('zh');
  });

  it('keeps a declaration the text agrees with, and overrides one it contradicts', () => {
    const pt = 'A cortiça natural é colhida dos sobreiros de nove em nove anos, sem cortar a árvore, e trabalhada na nossa oficina.';
    expect(resolveLanguage({ declared: ['pt-PT'], text: pt })).toBe('pt');
    expect(resolveLanguage({ declared: ['en'], text: pt })).toBe('pt');
  });

  it('says "und" without text or declaration, and trusts a declaration without text', () => {
    expect(resolveLanguage({ declared: [], text: '' })).toBe('und');
    expect(resolveLanguage({ declared: [undefined, 'es-ES'], text: '2024' })).toBe('es');
  });
});
