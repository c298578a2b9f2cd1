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
  // After a 429: the way in that no guesser can block, a one-time link by mail.
  const [throttled, setThrottled] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);

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
    setThrottled(outcome.status === 429);
  };

  const requestLink = async () => {
    const address = email.trim();
    setLinkBusy(true);
    const outcome = await auth.requestSignInLink({ email: address, callbackURL: returnPath });
    setLinkBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setError(null);
    setThrottled(false);
    setLinkSent(address);
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
      {linkSent ? (
        <FormMessage tone="success">
          If {linkSent} has a Loci account, a sign-in link is on its way. It works once, within 15 minutes.
        </FormMessage>
      ) : null}
      {throttled ? (
        <Button type="button" variant="secondary" fullWidth busy={linkBusy} busyText="Sending..." onClick={requestLink}>
          Email me a sign-in link
        </Button>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={busy || signedIn} busyText="Signing In...">
          Sign In
        </Button>
      </div>
    </form>
  );
}
