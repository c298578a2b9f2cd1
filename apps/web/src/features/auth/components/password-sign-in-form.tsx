import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../hooks/use-auth';
import { validateLogin } from '../utils/validation';
import styles from './auth-form.module.css';

/** Email + password; on success goes to `returnPath` once the session store has the user. */
export function PasswordSignInForm({ returnPath }: { returnPath: string }) {
  const auth = useAuth();
  const { user } = auth.useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  // Navigate once the session store has the user, so the protected wrapper sees it.
  useEffect(() => {
    if (signedIn && user) navigate(returnPath, { replace: true });
  }, [signedIn, user, navigate, returnPath]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateLogin({ email, password });
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await auth.signIn({ email: email.trim(), password });
    if (outcome.ok) {
      setSignedIn(true);
      return;
    }
    setBusy(false);
    setError(outcome.message);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Link className={styles.inlineLink} to="/forgot-password">
        Forgot password?
      </Link>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={busy || signedIn} busyText="Signing In...">
          Sign In
        </Button>
      </div>
    </form>
  );
}
