import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES, matchLocale, parseAcceptLanguage } from '@loci/shared';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGUES, SERVER_MESSAGES } from '../src/i18n/messages.js';
import { withTwoUserApp } from './app-per-file.js';
import type { TestApp, TestUser } from './helpers.js';

/** Languages (issue #50): the person's choice (PUT /api/me/locale), the studio's default, and server errors in the reader's language. */
let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => {
  ({ t, ada } = shared);
});

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((e) => (e.type === TYPE.literal || e.type === TYPE.pound ? [] : [e.value])).sort();

describe('reading a reader’s language', () => {
  it('picks the best of Loci’s languages from Accept-Language, by q, then by language', () => {
    expect(matchLocale(parseAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8'))).toBe('pt-PT');
    expect(matchLocale(parseAcceptLanguage('nl;q=0.9, de-AT;q=0.8, *;q=0.5'))).toBe('de');
    expect(matchLocale(parseAcceptLanguage('en;q=0.2, ja'))).toBe('ja');
    expect(matchLocale(parseAcceptLanguage('zz, ;;, x-@@'))).toBe('en');
    expect(matchLocale(parseAcceptLanguage(undefined))).toBe('en');
  });
});

describe('server catalogues', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has exactly the English ids, each ICU with the English arguments`, () => {
      const catalogue = SERVER_CATALOGUES[locale as Exclude<typeof locale, 'en'>];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
      for (const [id, english] of Object.entries(SERVER_MESSAGES)) {
        expect(argumentsOf(parse(catalogue[id] ?? '')), `${locale} ${id}`).toEqual(argumentsOf(parse(english)));
      }
    });
  }
});

describe('the person’s language', () => {
  it('is null until chosen, then what they chose; null clears it', async () => {
    const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: ada.headers });
    expect((await me()).json().locale).toBeNull();
    const set = await t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: ada.headers, payload: { locale: 'ja' } });
    expect(set.statusCode).toBe(200);
    expect((await me()).json().locale).toBe('ja');
    await t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: ada.headers, payload: { locale: null } });
    expect((await me()).json().locale).toBeNull();
  });

  it('refuses a language Loci does not offer with a clear 400, in the reader’s language', async () => {
    const english = await t.app.inject({ method: 'PUT', url: '/api/me/locale', headers: ada.headers, payload: { locale: 'pt-BR' } });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toContain('Please choose one of the languages offered.');
    const german = await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: { ...ada.headers, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { locale: 'klingon' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().error).toContain('Bitte wählen Sie eine der angebotenen Sprachen.');
  });

  it('needs a signed-in person', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/me/locale', payload: { locale: 'fr' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a studio’s default language', () => {
  it('is set by its owner and shown to its members; a name change leaves it', async () => {
    const made = await t.app.inject({ method: 'POST', url: '/api/workspaces/', headers: ada.headers, payload: { name: 'Atelier Sol' } });
    const id = made.json().workspace.id as string;
    expect(made.json().workspace.default_locale).toBeNull();
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${id}/`,
      headers: ada.headers,
      payload: { default_locale: 'fr' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().workspace).toMatchObject({ name: 'Atelier Sol', default_locale: 'fr' });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${id}/`,
      headers: ada.headers,
      payload: { name: 'Atelier Lua' },
    });
    expect(renamed.json().workspace).toMatchObject({ name: 'Atelier Lua', default_locale: 'fr' });
    const list = await t.app.inject({ method: 'GET', url: '/api/workspaces/', headers: ada.headers });
    expect(list.json().workspaces.find((w: { id: string }) => w.id === id).default_locale).toBe('fr');
    const empty = await t.app.inject({ method: 'PATCH', url: `/api/workspaces/${id}/`, headers: ada.headers, payload: {} });
    expect(empty.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/${id}/`,
      headers: ada.headers,
      payload: { default_locale: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('auth errors in the reader’s language', () => {
  const signIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: ada.email, password: 'not-her-password-1' },
    });

  it('stay as they are in English', async () => {
    const res = await signIn({});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });

  it('follow Accept-Language: European Portuguese, Japanese', async () => {
    expect((await signIn({ 'accept-language': 'pt-PT' })).json().message).toBe('Email ou palavra-passe inválidos');
    const ja = await signIn({ 'accept-language': 'ja,en;q=0.5' });
    expect(ja.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'メールアドレスまたはパスワードが正しくありません' });
  });

  it('include Loci’s own password rule on sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'es-ES' },
      payload: { email: 'corto@example.test', password: 'abc', name: 'Corto' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La contraseña debe tener al menos 6 caracteres');
  });
});
