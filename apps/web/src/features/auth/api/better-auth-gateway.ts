import { clearAuthToken } from '../../../lib/auth-token';
import { useHydrating } from '../../../lib/use-hydrating';
import type { AuthClient } from './auth-client';
import { type AuthGateway, type AuthOutcome, type AuthUser, toOutcome, UNEXPECTED_ERROR } from './auth-gateway';
import type { SessionRead } from './session-store';
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

/**
 * What the gateway talks to: the session as a React hook (a plain read of get-session, see
 * `session-store.ts`), and the better-auth client, loaded only when an action needs it.
 */
export type AuthBackend = {
  /** React hook: the latest session read. */
  useSession(): SessionRead;
  /** The better-auth client (its chunk loads on the first call). */
  load(): Promise<AuthClient>;
  /** An action changed the session: read it again; `broadcast` tells the other tabs too. */
  changed(broadcast?: 'signout' | 'updateUser'): void;
};

/** Runs a better-auth call once the client has loaded; a failed load is an unexpected error too. */
function withClient(backend: AuthBackend, call: (client: AuthClient) => ProviderCall, after?: () => void) {
  return run(async () => {
    const answer = await call(await backend.load());
    if (!answer.error) after?.();
    return answer;
  });
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
export function createBetterAuthGateway(backend: AuthBackend, firstUser?: AuthUser): AuthGateway {
  let answered = !firstUser;
  // The calls after which better-auth's own client read the session again (and told other tabs).
  const changed = () => backend.changed();
  return {
    useSession() {
      const { data, isPending, error } = backend.useSession();
      const first = useHydrating();
      if (!answered && (data || (!isPending && (!error || error.status === 401)))) answered = true;
      if (firstUser && (first || !answered)) return { isPending: false, user: firstUser };
      const user = data?.user;
      return {
        isPending,
        user: user ? { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified } : null,
      };
    },
    signIn: ({ email, password }) => withClient(backend, (client) => client.signIn.email({ email, password }), changed),
    signUp: ({ name, email, password, returnPath }) =>
      withClient(
        backend,
        (client) =>
          client.signUp.email({
            name,
            email,
            password,
            callbackURL: returnPath ? `${VERIFIED_CALLBACK}&from=${encodeURIComponent(returnPath)}` : VERIFIED_CALLBACK,
          }),
        changed,
      ),
    async signOut() {
      const outcome = await withClient(
        backend,
        (client) => client.signOut(),
        () => backend.changed('signout'),
      );
      clearAuthToken();
      return outcome;
    },
    requestPasswordReset: ({ email }) =>
      withClient(backend, (client) =>
        client.requestPasswordReset({
          email,
          redirectTo: `${window.location.origin}/reset-password`,
        }),
      ),
    requestSignInLink({ email, callbackURL }) {
      // The link signs in with a cookie; a stale token kept here would speak for this browser instead (bearer first).
      clearAuthToken();
      return withClient(backend, (client) => client.$fetch('/sign-in/magic-link', { method: 'POST', body: { email, callbackURL } }));
    },
    resetPassword: ({ newPassword, token }) => withClient(backend, (client) => client.resetPassword({ newPassword, token })),
    updateName: ({ name }) =>
      withClient(
        backend,
        (client) => client.updateUser({ name }),
        () => backend.changed('updateUser'),
      ),
    changePassword: (input) => withClient(backend, (client) => client.changePassword(input), changed),
    revokeOtherSessions: () => withClient(backend, (client) => client.revokeOtherSessions(), changed),
    useSignInMethods: useSignInMethodsQuery,
    useLinkedAccounts: () => useLinkedAccountsQuery(backend.load),
    // better-auth's client follows the `{ url, redirect: true }` answer by itself.
    signInWithProvider: ({ providerId, callbackURL, errorCallbackURL }) =>
      withClient(backend, (client) => client.signIn.social({ provider: providerId, callbackURL, errorCallbackURL })),
    linkProvider: ({ providerId, callbackURL, errorCallbackURL }) =>
      withClient(backend, (client) => client.linkSocial({ provider: providerId, callbackURL, errorCallbackURL })),
  };
}
