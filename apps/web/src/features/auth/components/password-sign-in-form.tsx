import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { validateLogin } from '../utils/validation';
import styles from './auth-form.module.css';

const messages = defineMessages({
  forgot: { id: 'login.forgotPassword', defaultMessage: 'Forgot password?' },
  linkSent: {
    id: 'login.linkSent',
    defaultMessage: 'If {email} has a Loci account, a sign-in link is on its way. It works once, within 15 minutes.',
  },
  sendLink: { id: 'login.sendLink', defaultMessage: 'Email me a sign-in link' },
  sending: { id: 'common.sending', defaultMessage: 'Sending...' },
  signingIn: { id: 'login.signingIn', defaultMessage: 'Signing In...' },
  signIn: { id: 'login.signIn', defaultMessage: 'Sign In' },
});

/** Email + password; on success goes to `returnPath` once the session store has the user. */
export function PasswordSignInForm({ returnPath }: { returnPath: string }) {
  const auth = useAuth();
  const { user } = auth.useSession();
  const navigate = useNavigate();
  const t = useT();
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
      setError(t.formatMessage(invalid));
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
      <TextField
        label={t.formatMessage(AUTH_FIELDS.email)}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t.formatMessage(AUTH_FIELDS.password)}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Link className={styles.inlineLink} to="/forgot-password">
        {t.formatMessage(messages.forgot)}
      </Link>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {linkSent ? <FormMessage tone="success">{t.formatMessage(messages.linkSent, { email: linkSent })}</FormMessage> : null}
      {throttled ? (
        <Button
          type="button"
          variant="secondary"
          fullWidth
          busy={linkBusy}
          busyText={t.formatMessage(messages.sending)}
          onClick={requestLink}
        >
          {t.formatMessage(messages.sendLink)}
        </Button>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" fullWidth busy={busy || signedIn} busyText={t.formatMessage(messages.signingIn)}>
          {t.formatMessage(messages.signIn)}
        </Button>
      </div>
    </form>
  );
}
