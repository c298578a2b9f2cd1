import { createAuthClient } from 'better-auth/react';
import { getAuthToken, setAuthToken } from '../../../lib/auth-token';
import { currentRequestLanguage } from '../../../lib/i18n/locale';

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
    // Its error messages in the language shown.
    onRequest(ctx) {
      ctx.headers.set('Accept-Language', currentRequestLanguage());
      return ctx;
    },
    onSuccess(ctx) {
      const token = ctx.response.headers.get('set-auth-token');
      if (token) setAuthToken(token);
    },
  },
});

export type AuthClient = typeof authClient;
