import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues';
import { defineMessages } from './define-messages';
import { browserLocale } from './locale';
import { createTranslator } from './translator';

const m = defineMessages({
  count: { id: 'projects.count', defaultMessage: '{count, plural, one {# project} other {# projects}}' },
  title: { id: 'projects.title', defaultMessage: 'Projects' },
  absent: { id: 'nowhere.absent', defaultMessage: 'Only in English' },
});

describe('translator', () => {
  it('formats ICU plurals in each language from its parsed catalogue', async () => {
    const en = createTranslator('en', await loadMessages('en'));
    expect(en.formatMessage(m.count, { count: 1 })).toBe('1 project');
    expect(en.formatMessage(m.count, { count: 3 })).toBe('3 projects');
    const pt = createTranslator('pt-PT', await loadMessages('pt-PT'));
    expect(pt.formatMessage(m.count, { count: 1 })).toBe('1 projeto');
    expect(pt.formatMessage(m.count, { count: 1200 })).toBe('1200 projetos');
    expect(pt.formatMessage(m.title)).toBe('Projetos');
    const ja = createTranslator('ja', await loadMessages('ja'));
    expect(ja.formatMessage(m.count, { count: 3 })).toBe('3件のプロジェクト');
  });

  it('falls back to the English in the code for a message a catalogue lacks', () => {
    const de = createTranslator('de', { 'projects.title': parse('Projekte') });
    expect(de.formatMessage(m.title)).toBe('Projekte');
    expect(de.formatMessage(m.absent)).toBe('Only in English');
    expect(de.formatMessage(m.count, { count: 2 })).toBe('2 projects');
  });
});

describe('browser language', () => {
  it('is the best of Loci’s languages in navigator.languages', () => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    const set = (languages: string[]) => Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
    try {
      set(['pt-BR', 'en']);
      expect(browserLocale()).toBe('pt-PT');
      set(['nl-NL', 'ja-JP']);
      expect(browserLocale()).toBe('ja');
      set(['nl']);
      expect(browserLocale()).toBe('en');
    } finally {
      delete (navigator as { languages?: unknown }).languages;
      if (original) Object.defineProperty(Navigator.prototype, 'languages', original);
    }
  });
});
