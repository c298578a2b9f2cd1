import { PASSWORD_ACCOUNT_PROVIDER } from '@loci/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useAuth } from '../hooks/use-auth';
import { providerErrorMessage } from '../utils/provider-errors';
import styles from './profile-screen.module.css';

/** Where the link round trip comes back to. */
const LINKED_URL = '/profile?linked=1';

/** How this user signs in (password, the studio's provider) and, for password users, linking the provider. */
export function ProfileSignInMethods() {
  const auth = useAuth();
  const methods = auth.useSignInMethods();
  const accounts = auth.useLinkedAccounts();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provider = methods?.identityProvider;
  // Password accounts only: nothing to choose or link.
  if (!methods || !accounts || !provider) return null;

  const hasPassword = accounts.includes(PASSWORD_ACCOUNT_PROVIDER);
  const linked = accounts.includes(provider.id);
  const returnError = params.has('provider') ? params.get('error') : null;
  const names = [hasPassword ? 'email and password' : null, linked ? provider.name : null].filter(Boolean);

  const handleLink = async () => {
    setBusy(true);
    setError(null);
    const outcome = await auth.linkProvider({
      providerId: provider.id,
      callbackURL: LINKED_URL,
      errorCallbackURL: `/profile?provider=${encodeURIComponent(provider.id)}`,
    });
    if (outcome.ok) return;
    setBusy(false);
    setError(outcome.message);
  };

  return (
    <section className={styles.section} aria-labelledby="profile-sign-in-title">
      <h2 id="profile-sign-in-title" className={styles.sectionTitle}>
        Sign-in
      </h2>
      <p className={styles.sectionText}>You sign in with {names.join(' or with ') || 'a method this studio no longer offers'}.</p>
      {linked && params.get('linked') === '1' ? <FormMessage tone="success">Your {provider.name} account is linked.</FormMessage> : null}
      {returnError ? (
        <FormMessage tone="error">
          {providerErrorMessage(returnError, provider.name, { passwordSignIn: methods.passwordSignIn })}
        </FormMessage>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {!linked && hasPassword ? (
        <div className={styles.actions}>
          <Button variant="secondary" busy={busy} busyText="Redirecting..." onClick={handleLink}>
            Link {provider.name} account
          </Button>
        </div>
      ) : null}
    </section>
  );
}
