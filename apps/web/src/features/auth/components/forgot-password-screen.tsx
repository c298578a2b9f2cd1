import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../hooks/use-auth';
import { AUTH_MESSAGES, validateForgotPassword } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';

/** Ask for a password reset mail (or, when only the identity provider signs people in, say where to go). */
export function ForgotPasswordScreen() {
  const auth = useAuth();
  const methods = auth.useSignInMethods();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateForgotPassword(email);
    if (invalid) {
      setError(invalid);
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
      <AuthLayout title="Reset Password">
        <p className={styles.lead}>
          Loci has no passwords here: you sign in with {methods.identityProvider?.name}, which keeps your password.
        </p>
        <p className={styles.footer}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset Password">
      <p className={styles.lead}>Enter the email address of your account.</p>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        {sent ? <FormMessage tone="success">{AUTH_MESSAGES.resetSent}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" fullWidth busy={busy} busyText="Sending...">
            Send Reset Instructions
          </Button>
        </div>
      </form>
      <p className={styles.footer}>
        Remembered it? <Link to="/login">Back to sign in</Link>
      </p>
    </AuthLayout>
  );
}
