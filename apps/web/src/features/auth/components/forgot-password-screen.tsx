import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { AUTH_MESSAGES, validateForgotPassword } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';

const messages = defineMessages({
  title: { id: 'forgot.title', defaultMessage: 'Reset Password' },
  providerOnly: {
    id: 'forgot.providerOnly',
    defaultMessage: 'Loci has no passwords here: you sign in with {provider}, which keeps your password.',
  },
  lead: { id: 'forgot.lead', defaultMessage: 'Enter the email address of your account.' },
  sending: { id: 'common.sending', defaultMessage: 'Sending...' },
  send: { id: 'forgot.send', defaultMessage: 'Send Reset Instructions' },
  remembered: { id: 'forgot.remembered', defaultMessage: 'Remembered it?' },
});

/** Ask for a password reset mail (or, when only the identity provider signs people in, say where to go). */
export function ForgotPasswordScreen() {
  const auth = useAuth();
  const t = useT();
  const methods = auth.useSignInMethods();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateForgotPassword(email);
    if (invalid) {
      setError(t.formatMessage(invalid));
      return;
    }
    setError(null);
    setSent(false);
    setBusy(true);
    const outcome = await auth.requestPasswordReset({ email: email.trim() });
    setBusy(false);
    if (outcome.ok) setSent(true);
    else setError(outcome.message);
  };

  if (methods && !methods.passwordSignIn) {
    return (
      <AuthLayout title={t.formatMessage(messages.title)}>
        <p className={styles.lead}>{t.formatMessage(messages.providerOnly, { provider: methods.identityProvider?.name ?? '' })}</p>
        <p className={styles.footer}>
          <Link to="/login">{t.formatMessage(AUTH_FIELDS.backToSignIn)}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.formatMessage(messages.title)}>
      <p className={styles.lead}>{t.formatMessage(messages.lead)}</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t.formatMessage(AUTH_FIELDS.email)}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {sent ? <FormMessage tone="success">{t.formatMessage(AUTH_MESSAGES.resetSent)}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth busy={busy} busyText={t.formatMessage(messages.sending)}>
            {t.formatMessage(messages.send)}
          </Button>
        </div>
      </form>
      <p className={styles.footer}>
        {t.formatMessage(messages.remembered)} <Link to="/login">{t.formatMessage(AUTH_FIELDS.backToSignIn)}</Link>
      </p>
    </AuthLayout>
  );
}
