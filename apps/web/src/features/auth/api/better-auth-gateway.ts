import { clearAuthToken } from '../../../lib/auth-token';
import { useHydrating } from '../../../lib/use-hydrating';
import type { AuthClient } from './auth-client';
import { type AuthGateway, type AuthOutcome, type AuthUser, toOutcome, UNEXPECTED_ERROR } from './auth-gateway';
import { useLinkedAccountsQuery, useSignInMethodsQuery } from './sign-in-methods';

type ProviderCall = Promise<{ error?: { message?: string; status?: number; statusText?: string } | null }>;

async function run(call: () => ProviderCall): Promise<AuthOutcome> {
  try {
    const { error } = await call();
    return toOutcome(error);
  } catch {
    return { ok: false, message: UNEXPECTED_ERROR };
  }
}

/** Where the verification link lands after the server marks the address verified. */
const VERIFIED_CALLBACK = '/login?verified=1';

/**
 * Adapts the better-auth client to the screens' `AuthGateway`. `firstUser`: who the server found
 * signed in when it rendered the page the browser opened on. The session is that while React
 * hydrates the page (better-auth answers its starting "pending" there), and until the client's own
 * read has given an answer (a session, or none); from then on only what the reads say, so a
 * sign-out is never undone. A read that failed (the network) is not an answer.
 */
export function createBetterAuthGateway(client: AuthClient, firstUser?: AuthUser): AuthGateway {
  let answered = !firstUser;
  return {
    useSession() {
      const { data, isPending, error } = client.useSession();
      const first = useHydrating();
      if (!answered && (data || (!isPending && (!error || error.status === 401)))) answered = true;
      if (firstUser && (first || !answered)) return { isPending: false, user: firstUser };
      const user = data?.user;
      return {
        isPending,
        user: user ? { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified } : null,
      };
    },
    signIn: ({ email, password }) => run(() => client.signIn.email({ email, password })),
    signUp: ({ name, email, password, returnPath }) =>
      run(() =>
        client.signUp.email({
          name,
          email,
          password,
          callbackURL: returnPath ? `${VERIFIED_CALLBACK}&from=${encodeURIComponent(returnPath)}` : VERIFIED_CALLBACK,
        }),
      ),
    async signOut() {
      const outcome = await run(() => client.signOut());
      clearAuthToken();
      return outcome;
    },
    requestPasswordReset: ({ email }) =>
      run(() =>
        client.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      ),
    requestSignInLink({ email, callbackURL }) {
      // The link signs in with a cookie; a stale token kept here would speak for this browser instead (bearer first).
      clearAuthToken();
      return run(() => client.$fetch('/sign-in/magic-link', { method: 'POST', body: { email, callbackURL } }));
    },
    resetPassword: ({ newPassword, token }) => run(() => client.resetPassword({ newPassword, token })),
    updateName: ({ name }) => run(() => client.updateUser({ name })),
    changePassword: (input) => run(() => client.changePassword(input)),
    revokeOtherSessions: () => run(() => client.revokeOtherSessions()),
    useSignInMethods: useSignInMethodsQuery,
    useLinkedAccounts: () => useLinkedAccountsQuery(client),
    // better-auth's client follows the `{ url, redirect: true }` answer by itself.
    signInWithProvider: ({ providerId, callbackURL, errorCallbackURL }) =>
      run(() => client.signIn.social({ provider: providerId, callbackURL, errorCallbackURL })),
    linkProvider: ({ providerId, callbackURL, errorCallbackURL }) =>
      run(() => client.linkSocial({ provider: providerId, callbackURL, errorCallbackURL })),
  };
}
