import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { AUTH_MESSAGES, validateNewPassword } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';

const messages = defineMessages({
  invalidLink: { id: 'reset.invalidLink', defaultMessage: 'This password reset link is invalid or has expired.' },
  requestNew: { id: 'reset.requestNew', defaultMessage: 'Request a new reset link' },
  title: { id: 'reset.title', defaultMessage: 'Set New Password' },
  goToSignIn: { id: 'reset.goToSignIn', defaultMessage: 'Go to sign in' },
});

function InvalidLink({ message }: { message: string }) {
  const t = useT();
  return (
    <>
      <FormMessage tone="error">{message}</FormMessage>
      <p className={styles.footer}>
        <Link to="/forgot-password">{t.formatMessage(messages.requestNew)}</Link>
      </p>
    </>
  );
}

/** Set a new password from the mailed link (`?token=`). */
export function ResetPasswordScreen() {
  const auth = useAuth();
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'editing' | 'done' | 'rejected'>('editing');

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || !confirm) {
      setError(t.formatMessage(AUTH_MESSAGES.fillAllFields));
      return;
    }
    const invalid = validateNewPassword(password, confirm);
    if (invalid) {
      setError(t.formatMessage(invalid));
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await auth.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (outcome.ok) setStatus('done');
    else if (/invalid|expired/i.test(outcome.message) && outcome.status === 400) setStatus('rejected');
    else setError(outcome.message);
  };

  if (!token || params.has('error') || status === 'rejected') {
    return (
      <AuthLayout title={t.formatMessage(messages.title)}>
        <InvalidLink message={t.formatMessage(messages.invalidLink)} />
      </AuthLayout>
    );
  }

  if (status === 'done') {
    return (
      <AuthLayout title={t.formatMessage(messages.title)}>
        <FormMessage tone="success">{t.formatMessage(AUTH_MESSAGES.passwordUpdated)}</FormMessage>
        <p className={styles.footer}>
          <Link to="/login">{t.formatMessage(messages.goToSignIn)}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t.formatMessage(messages.title)}>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t.formatMessage(AUTH_FIELDS.newPassword)}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t.formatMessage(AUTH_FIELDS.confirmNewPassword)}
          type="password"
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth busy={busy} busyText={t.formatMessage(AUTH_FIELDS.saving)}>
            {t.formatMessage(messages.title)}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
