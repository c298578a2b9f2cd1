import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_WORKSPACE_KEY, mirrorWorkspaceCookie, readCurrentWorkspace, setCurrentWorkspace } from './current-workspace';

const cookieValue = () => document.cookie.match(/(?:^|;\s*)loci_workspace=([^;]*)/)?.[1] ?? null;

describe('the remembered workspace', () => {
  afterEach(() => setCurrentWorkspace(null));

  it('is kept in localStorage and mirrored into a cookie the server reads for the first listing', () => {
    setCurrentWorkspace('0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f');
    expect(localStorage.getItem(CURRENT_WORKSPACE_KEY)).toBe('0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f');
    expect(readCurrentWorkspace()).toBe('0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f');
    expect(cookieValue()).toBe('0b5c3f0e-8d1a-4c2b-9e7f-1a2b3c4d5e6f');
    // Back to the personal workspace: the cookie goes too.
    setCurrentWorkspace(null);
    expect(readCurrentWorkspace()).toBeNull();
    expect(cookieValue()).toBeNull();
  });

  it('a choice remembered before the cookie existed gets its cookie when Projects opens', () => {
    localStorage.setItem(CURRENT_WORKSPACE_KEY, 'a1b2c3d4-0000-4000-8000-000000000001');
    expect(cookieValue()).toBeNull();
    mirrorWorkspaceCookie(readCurrentWorkspace());
    expect(cookieValue()).toBe('a1b2c3d4-0000-4000-8000-000000000001');
  });
});
