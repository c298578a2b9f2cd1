import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../hooks/use-auth';
import { AUTH_MESSAGES, validateNewPassword } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

function InvalidLink({ message }: { message: string }) {
  return (
    <>
      <FormMessage tone="error">{message}</FormMessage>
      <p className={styles.footer}>
        <Link to="/forgot-password">Request a new reset link</Link>
      </p>
    </>
  );
}

/** Set a new password from the mailed link (`?token=`). */
export function ResetPasswordScreen() {
  const auth = useAuth();
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
      setError(AUTH_MESSAGES.fillAllFields);
      return;
    }
    const invalid = validateNewPassword(password, confirm);
    if (invalid) {
      setError(invalid);
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
      <AuthLayout title="Set New Password">
        <InvalidLink message={INVALID_LINK} />
      </AuthLayout>
    );
  }

  if (status === 'done') {
    return (
      <AuthLayout title="Set New Password">
        <FormMessage tone="success">{AUTH_MESSAGES.passwordUpdated}</FormMessage>
        <p className={styles.footer}>
          <Link to="/login">Go to sign in</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set New Password">
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label="New Password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          name="confirmNewPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth busy={busy} busyText="Saving...">
            Set New Password
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
