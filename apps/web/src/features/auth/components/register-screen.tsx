import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { defineMessages, useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { safeReturnPath } from '../utils/return-path';
import { AUTH_MESSAGES, validateRegister } from '../utils/validation';
import styles from './auth-form.module.css';
import { AuthLayout } from './auth-layout';
import { ProviderSignIn } from './provider-sign-in';

/** Spec §9: redirect to /login this long after a successful sign-up. */
export const REGISTER_REDIRECT_MS = 3000;

const messages = defineMessages({
  title: { id: 'register.title', defaultMessage: 'Create Account' },
  providerOnly: {
    id: 'register.providerOnly',
    defaultMessage: 'Your Loci account is created the first time you continue with {provider}.',
  },
  creating: { id: 'register.creating', defaultMessage: 'Creating Account...' },
  haveAccount: { id: 'register.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'register.signIn', defaultMessage: 'Sign in' },
});

/**
 * Create an account; on success say so and go to /login after 3 s. With an identity provider,
 * "Continue with …" creates the account on first sign-in (the only way when PASSWORD_SIGN_IN=off).
 */
export function RegisterScreen() {
  const auth = useAuth();
  const methods = auth.useSignInMethods();
  const provider = methods?.identityProvider ?? null;
  const passwordSignIn = methods?.passwordSignIn ?? true;
  const navigate = useNavigate();
  const t = useT();
  // Arriving from an invitation: its address is filled in, and sign-in afterwards goes back to it.
  const arrival = (useLocation().state ?? null) as { from?: unknown; email?: unknown } | null;
  const from = safeReturnPath(arrival?.from);
  const [form, setForm] = useState({
    name: '',
    email: typeof arrival?.email === 'string' ? arrival.email : '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', from ? { state: { from } } : undefined), REGISTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, from]);

  const update = (key: keyof typeof form) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateRegister(form);
    if (invalid) {
      setError(t.formatMessage(invalid));
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await auth.signUp({
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      ...(from ? { returnPath: from } : {}),
    });
    setBusy(false);
    if (outcome.ok) setDone(true);
    else setError(outcome.message);
  };

  return (
    <AuthLayout title={t.formatMessage(messages.title)}>
      {methods && !passwordSignIn ? (
        <p className={styles.lead}>{t.formatMessage(messages.providerOnly, { provider: provider?.name ?? '' })}</p>
      ) : null}
      {provider ? <ProviderSignIn provider={provider} returnPath={from ?? '/projects'} only={!passwordSignIn} /> : null}
      {methods && passwordSignIn ? (
        <form className={styles.form} onSubmit={handleSubmit} noValidate>
          <TextField
            label={t.formatMessage(AUTH_FIELDS.fullName)}
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={update('name')}
          />
          <TextField
            label={t.formatMessage(AUTH_FIELDS.email)}
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            onChange={update('email')}
          />
          <TextField
            label={t.formatMessage(AUTH_FIELDS.password)}
            type="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
          />
          <TextField
            label={t.formatMessage(AUTH_FIELDS.confirmPassword)}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          {done ? <FormMessage tone="success">{t.formatMessage(AUTH_MESSAGES.registerSuccess)}</FormMessage> : null}
          <div className={styles.actions}>
            <Button type="submit" fullWidth busy={busy} busyText={t.formatMessage(messages.creating)} disabled={done}>
              {t.formatMessage(messages.title)}
            </Button>
          </div>
        </form>
      ) : null}
      {/* With the form, never before it: a line painted above where the form arrives would be pushed down. */}
      {methods ? (
        <p className={styles.footer}>
          {t.formatMessage(messages.haveAccount)}{' '}
          <Link to="/login" state={from ? { from } : undefined}>
            {t.formatMessage(messages.signIn)}
          </Link>
        </p>
      ) : null}
    </AuthLayout>
  );
}
