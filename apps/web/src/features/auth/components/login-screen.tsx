import { Link, useLocation, useSearchParams } from 'react-router';
import { FormMessage } from '../../../components/ui/form-message';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { providerErrorMessage } from '../utils/provider-errors';
import { safeReturnPath } from '../utils/return-path';
import { AUTH_MESSAGES } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';
import { PasswordSignInForm } from './password-sign-in-form';
import { ProviderSignIn } from './provider-sign-in';

const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Welcome Back' },
  verifyFailed: { id: 'login.verifyFailed', defaultMessage: 'This verification link is invalid or has expired.' },
  providerOnly: { id: 'login.providerOnly', defaultMessage: 'Your studio signs you in to Loci with {provider}.' },
  noAccount: { id: 'login.noAccount', defaultMessage: "Don't have an account?" },
  signUp: { id: 'login.signUp', defaultMessage: 'Sign up' },
});

/**
 * Reads the origin the protected-route wrapper remembered (location state), or the one a
 * failed round trip through the identity provider carried back (`?from=`).
 */
function useReturnPath(params: URLSearchParams): string {
  const { state } = useLocation();
  return safeReturnPath((state as { from?: unknown } | null)?.from) ?? safeReturnPath(params.get('from')) ?? '/projects';
}

/**
 * Sign in with email and password and/or the studio's identity provider ("Continue with …");
 * back to where the user came from, or /projects.
 */
export function LoginScreen() {
  const methods = useAuth().useSignInMethods();
  const [params] = useSearchParams();
  const returnPath = useReturnPath(params);
  const t = useT();

  const verified = params.get('verified') === '1';
  const fromProvider = params.has('provider');
  const verifyFailed = !verified && !fromProvider && params.has('error');
  const provider = methods?.identityProvider ?? null;
  const passwordSignIn = methods?.passwordSignIn ?? true;
  const providerError = fromProvider ? params.get('error') : null;

  return (
    <AuthLayout title={t.formatMessage(messages.title)}>
      {verified ? <FormMessage tone="success">{t.formatMessage(AUTH_MESSAGES.emailVerified)}</FormMessage> : null}
      {verifyFailed ? <FormMessage tone="error">{t.formatMessage(messages.verifyFailed)}</FormMessage> : null}
      {providerError && provider ? (
        <FormMessage tone="error">{providerErrorMessage(providerError, provider.name, { passwordSignIn })}</FormMessage>
      ) : null}
      {methods && !passwordSignIn ? (
        <p className={styles.lead}>{t.formatMessage(messages.providerOnly, { provider: provider?.name ?? '' })}</p>
      ) : null}
      {provider ? <ProviderSignIn provider={provider} returnPath={returnPath} only={!passwordSignIn} /> : null}
      {methods && passwordSignIn ? (
        <>
          <PasswordSignInForm returnPath={returnPath} />
          <p className={styles.footer}>
            {t.formatMessage(messages.noAccount)}{' '}
            <Link to="/register" state={returnPath === '/projects' ? undefined : { from: returnPath }}>
              {t.formatMessage(messages.signUp)}
            </Link>
          </p>
        </>
      ) : null}
    </AuthLayout>
  );
}
