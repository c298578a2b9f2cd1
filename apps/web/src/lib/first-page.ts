import type { Project, Workspace } from '@loci/shared';
import { createContext, useContext } from 'react';
import type { AuthUser } from '../features/auth/api/auth-gateway';

/**
 * What the server already knew when it rendered a signed-in first page (Projects) with the user's
 * own data: who is signed in, the workspace listed (null: the personal one) and its listing, the
 * user's workspaces (the header, the role and the workspace's name are right from the first
 * paint), and the server's clock. The page carries it as JSON beside the markup; the app starts
 * from it, so its first render is the server's markup (it hydrates it) and nothing is read twice.
 */
export type FirstPage = {
  path: string;
  user: AuthUser;
  workspace: string | null;
  projects: Project[];
  workspaces: Workspace[];
  /** The server's clock when it rendered (ms): the cards' "2 hours ago" are counted from it until the app takes over. */
  at: number;
};

/** The element holding the page's JSON (`<script type="application/json">`). */
export const FIRST_PAGE_ELEMENT = 'loci-first-page';

const FirstPageContext = createContext<FirstPage | null>(null);

/** Provides the first page's data (null when the app did not start from one). */
export const FirstPageProvider = FirstPageContext.Provider;

/**
 * The data the page the app started from was rendered with, for the server side of a
 * `useSyncExternalStore` (what the hydrating render shows; React then re-renders with the browser's).
 */
export function useFirstPage(): FirstPage | null {
  return useContext(FirstPageContext);
}

function isFirstPage(value: unknown): value is FirstPage {
  if (!value || typeof value !== 'object') return false;
  const page = value as Partial<FirstPage>;
  return (
    typeof page.path === 'string' &&
    typeof page.at === 'number' &&
    Array.isArray(page.projects) &&
    Array.isArray(page.workspaces) &&
    (page.workspace === null || typeof page.workspace === 'string') &&
    typeof page.user?.id === 'string'
  );
}

/**
 * The data of the page the browser opened on, when the server rendered it for this location and
 * for the workspace this browser remembers (`remembered`); otherwise null (the app then renders
 * from scratch). The workspace can differ when it was chosen before the cookie the server reads existed.
 */
export function readFirstPage(
  remembered: string | null,
  location: { pathname: string; search: string } = window.location,
): FirstPage | null {
  const element = document.getElementById(FIRST_PAGE_ELEMENT);
  if (!element?.textContent) return null;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  if (!isFirstPage(value) || value.path !== location.pathname || location.search) return null;
  return value.workspace === remembered ? value : null;
}
