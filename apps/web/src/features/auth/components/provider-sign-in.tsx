import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { providerErrorURL } from '../utils/return-path';
import styles from './auth-form.module.css';

type ProviderSignInProps = {
  provider: { id: string; name: string };
  /** Where the user lands after the round trip (the deep link they were going to). */
  returnPath: string;
  /** The only way in (PASSWORD_SIGN_IN=off): the accent button; beside a password form: secondary. */
  only: boolean;
};

const messages = defineMessages({
  redirecting: { id: 'provider.redirecting', defaultMessage: 'Redirecting...' },
  continueWith: { id: 'provider.continueWith', defaultMessage: 'Continue with {provider}' },
  orEmail: { id: 'provider.orEmail', defaultMessage: 'or with your email' },
});

/** "Continue with {provider}": sends the browser to the studio's identity provider and back. */
export function ProviderSignIn({ provider, returnPath, only }: ProviderSignInProps) {
  const auth = useAuth();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleClick = async () => {
    setBusy(true);
    setError(null);
    const outcome = await auth.signInWithProvider({
      providerId: provider.id,
      callbackURL: returnPath,
      errorCallbackURL: providerErrorURL(`/login?provider=${encodeURIComponent(provider.id)}`, returnPath),
    });
    // On success the browser is already leaving for the provider: stay busy until it has.
    if (outcome.ok) return;
    setBusy(false);
    setError(outcome.message);
  };

  return (
    <div className={styles.form}>
      <Button
        variant={only ? 'primary' : 'secondary'}
        fullWidth
        busy={busy}
        busyText={t.formatMessage(messages.redirecting)}
        onClick={handleClick}
      >
        {t.formatMessage(messages.continueWith, { provider: provider.name })}
      </Button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {only ? null : (
        <p className={styles.divider}>
          <span>{t.formatMessage(messages.orEmail)}</span>
        </p>
      )}
    </div>
  );
}
