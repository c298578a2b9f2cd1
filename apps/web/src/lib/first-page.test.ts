import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_PAGE_ELEMENT, readFirstPage } from './first-page';

const PAGE = {
  path: '/projects',
  user: { id: 'u1', email: 'ana@example.test', name: 'Ana Ruiz' },
  workspace: null,
  projects: [],
  workspaces: [],
  at: 1_700_000_000_000,
};

/** The page as the server sends it: the JSON in its element beside the markup. */
function carry(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_ELEMENT;
  element.textContent = text;
  document.body.append(element);
}

describe('the data a server-rendered page carries', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is what the app starts from on the page it was rendered for, for the workspace this browser remembers', () => {
    carry(JSON.stringify(PAGE));
    expect(readFirstPage(null, { pathname: '/projects', search: '' })).toEqual(PAGE);
    const studio = '0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f';
    document.body.innerHTML = '';
    carry(JSON.stringify({ ...PAGE, workspace: studio }));
    expect(readFirstPage(studio, { pathname: '/projects', search: '' })?.workspace).toBe(studio);
  });

  it('is not used for another page, a URL with a query, another workspace, or when it is not what the server writes', () => {
    carry(JSON.stringify(PAGE));
    expect(readFirstPage(null, { pathname: '/profile', search: '' })).toBeNull();
    expect(readFirstPage(null, { pathname: '/projects', search: '?from=x' })).toBeNull();
    // Chosen in this browser before the server could know (the page lists the personal workspace).
    expect(readFirstPage('0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f', { pathname: '/projects', search: '' })).toBeNull();
    for (const text of [
      '{',
      '[]',
      'null',
      JSON.stringify({ ...PAGE, user: null }),
      JSON.stringify({ ...PAGE, projects: {} }),
      JSON.stringify({ ...PAGE, workspaces: null }),
    ]) {
      document.body.innerHTML = '';
      carry(text);
      expect(readFirstPage(null, { pathname: '/projects', search: '' }), text).toBeNull();
    }
    document.body.innerHTML = '';
    expect(readFirstPage(null, { pathname: '/projects', search: '' })).toBeNull();
  });
});
