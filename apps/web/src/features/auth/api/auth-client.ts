import { createAuthClient } from 'better-auth/react';
import { getAuthToken, setAuthToken } from '../../../lib/auth-token';

/**
 * The better-auth client. Requests carry the stored bearer token; every successful
 * answer that hands out a new token (`set-auth-token`) refreshes the stored one.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  fetchOptions: {
    auth: {
      type: 'Bearer',
      token: () => getAuthToken() ?? '',
    },
    onSuccess(ctx) {
      const token = ctx.response.headers.get('set-auth-token');
      if (token) setAuthToken(token);
    },
  },
});

export type AuthClient = typeof authClient;
