/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@loci/shared/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

/**
 * The CI check on the message catalogues (issue #50): English (`en.json`) is exactly what the
 * extractor collects from the code; every other language has exactly its keys, and each of its
 * messages parses as ICU with the same arguments (and kinds: plural, select, date…) as the English.
 */
const here = import.meta.dirname;
const webRoot = join(here, '../..');
const repoRoot = join(webRoot, '../..');
const read = (locale: string) => JSON.parse(readFileSync(join(here, `${locale}.json`), 'utf8')) as Record<string, string>;
const english = read('en');

/** Each argument a message uses, with its kind ("name:argument", "count:plural"), branches included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`${element.value}:tag`);
      argumentsOf(element.children, found);
      continue;
    }
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

/** Sample values for a message's arguments, so it can be formatted. */
function samples(args: Set<string>): Record<string, string | number | Date> {
  return Object.fromEntries(
    [...args].map((a) => {
      const [name, kind] = a.split(':');
      return [name, kind === 'plural' || kind === 'number' ? 2 : kind === 'date' || kind === 'time' ? new Date(0) : 'owner'];
    }),
  );
}

describe('message catalogues', () => {
  it('English is what the extractor collects from the code (run `npm run i18n:extract` after changing texts)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'loci-i18n-'));
    try {
      const out = join(dir, 'en.json');
      execFileSync(
        join(repoRoot, 'node_modules/.bin/formatjs'),
        [
          'extract',
          'src/**/*.{ts,tsx}',
          '--ignore',
          'src/**/*.test.*',
          '--ignore',
          'src/**/*.d.ts',
          '--format',
          'simple',
          '--throws',
          '--out-file',
          out,
        ],
        { cwd: webRoot, stdio: 'pipe' },
      );
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(english);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the languages Loci offers, English first', () => {
    expect(LOCALES[0]).toBe('en');
    expect(Object.keys(english).length).toBeGreaterThan(50);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    describe(locale, () => {
      const catalogue = read(locale);

      it('has exactly the English keys: none missing, none unused', () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      });

      it('parses every message as ICU, with the English arguments, and formats it', () => {
        for (const [id, source] of Object.entries(english)) {
          const message = catalogue[id];
          if (message === undefined) continue;
          const wanted = argumentsOf(parse(source));
          let got: Set<string>;
          try {
            got = argumentsOf(parse(message));
          } catch (error) {
            throw new Error(`${locale} ${id} does not parse: ${String(error)}`);
          }
          expect([...got].sort(), `${locale} ${id}`).toEqual([...wanted].sort());
          expect(new IntlMessageFormat(message, locale).format(samples(wanted)), `${locale} ${id}`).toBeTruthy();
        }
      });

      it('is translated: no message left in English where the English has words of its own', () => {
        const same = Object.keys(english).filter((id) => catalogue[id] === english[id] && /[a-z]{4,}/.test(english[id]));
        // Words that are the same in both (a brand, "Studio", "Email", "Personal"…) are listed here.
        const allowed = new Set(['studio.studio', 'auth.field.email', 'switcher.personal', 'profile.name.title', 'profile.sessions.title']);
        expect(same.filter((id) => !allowed.has(id))).toEqual([]);
      });
    });
  }

  it('writes European Portuguese, not Brazilian', () => {
    const text = Object.values(read('pt-PT')).join(' ');
    for (const brazilian of ['tela', 'usuário', 'senha', 'arquivo', 'você', 'cadastr']) expect(text.toLowerCase()).not.toContain(brazilian);
  });
});
