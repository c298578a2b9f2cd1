/** localStorage key holding the bearer token issued by the auth server. */
export const TOKEN_STORAGE_KEY = 'loci.token';

/** Returns the stored bearer token, or null when signed out. */
export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores the bearer token handed out by the auth server. */
export function setAuthToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
}

/** Forgets the bearer token (sign-out, 401). */
export function clearAuthToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}
