import type { AuthConfig } from '@loci/shared';

/** The signed-in user as the screens need it (`name` is the full name). */
export type AuthUser = {
  id: string;
  email: string;
  name: string;
  emailVerified?: boolean;
};

/** What the session looks like to a component. */
export type SessionState = {
  user: AuthUser | null;
  isPending: boolean;
};

/** How people sign in here (from `GET /api/config`); undefined while it loads. */
export type SignInMethods = AuthConfig;

/** A round trip through the identity provider: where to land, and where to show an error. */
export type ProviderRedirect = { providerId: string; callbackURL: string; errorCallbackURL: string };

/** Every auth call resolves (never throws) to success or a readable message. */
export type AuthOutcome = { ok: true } | { ok: false; message: string; status?: number };

/**
 * The port between the screens and the auth server. The real one wraps better-auth;
 * tests pass a fake through `AuthProvider`.
 */
export interface AuthGateway {
  /** React hook: the current session, refetched on window focus. */
  useSession(): SessionState;
  signIn(input: { email: string; password: string }): Promise<AuthOutcome>;
  /** `returnPath`: where signing in after the verification link goes (an invitation), not /projects. */
  signUp(input: { name: string; email: string; password: string; returnPath?: string }): Promise<AuthOutcome>;
  /** Signs out on the server and always forgets the local token. */
  signOut(): Promise<AuthOutcome>;
  requestPasswordReset(input: { email: string }): Promise<AuthOutcome>;
  /** Mails a one-time sign-in link (existing accounts only); it lands on `callbackURL` signed in. */
  requestSignInLink(input: { email: string; callbackURL: string }): Promise<AuthOutcome>;
  resetPassword(input: { newPassword: string; token: string }): Promise<AuthOutcome>;
  updateName(input: { name: string }): Promise<AuthOutcome>;
  changePassword(input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }): Promise<AuthOutcome>;
  revokeOtherSessions(): Promise<AuthOutcome>;
  /** React hook: password sign-in on or off, and the identity provider if any (undefined while loading). */
  useSignInMethods(): SignInMethods | undefined;
  /** React hook: the provider ids of the signed-in user's accounts (`credential` = password), undefined while loading. */
  useLinkedAccounts(): string[] | undefined;
  /** Sends the browser to the identity provider; it comes back to `callbackURL` signed in. */
  signInWithProvider(input: ProviderRedirect): Promise<AuthOutcome>;
  /** Sends the signed-in browser to the identity provider to link that account. */
  linkProvider(input: ProviderRedirect): Promise<AuthOutcome>;
}

/** Spec §8 fallback for login/register/reset failures. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

type ProviderError = { message?: string; status?: number; statusText?: string } | null | undefined;

/** Turns the provider's `{ error }` answer into an outcome with the server's message. */
export function toOutcome(error: ProviderError): AuthOutcome {
  if (!error) return { ok: true };
  const message = error.message?.trim();
  if (message) return { ok: false, message, status: error.status };
  if (error.status === 429) return { ok: false, message: TOO_MANY_REQUESTS, status: 429 };
  return { ok: false, message: UNEXPECTED_ERROR, status: error.status };
}
