import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { AUTH_MESSAGES, validateNewPassword } from '../utils/validation';
import { PROFILE_MESSAGES as m } from './profile-messages';
import styles from './profile-screen.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;
const EMPTY = { current: '', next: '', confirm: '', signOutOthers: true };

/** Change the password (current + new + confirmation); other sessions end unless the user unticks that. */
export function ProfilePasswordForm() {
  const auth = useAuth();
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid =
      !form.current || !form.next || !form.confirm ? AUTH_MESSAGES.fillAllFields : validateNewPassword(form.next, form.confirm);
    if (invalid) {
      setFeedback({ tone: 'error', text: t.formatMessage(invalid) });
      return;
    }
    setBusy(true);
    setFeedback(null);
    const outcome = await auth.changePassword({
      currentPassword: form.current,
      newPassword: form.next,
      revokeOtherSessions: form.signOutOthers,
    });
    setBusy(false);
    if (outcome.ok) {
      setForm(EMPTY);
      setFeedback({ tone: 'success', text: t.formatMessage(form.signOutOthers ? m.passwordChangedSignedOut : m.passwordChanged) });
    } else {
      setFeedback({ tone: 'error', text: outcome.message });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className={styles.sectionTitle}>
        {t.formatMessage(m.passwordTitle)}
      </h2>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t.formatMessage(m.currentPassword)}
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={(e) => setForm({ ...form, current: e.target.value })}
        />
        <TextField
          label={t.formatMessage(AUTH_FIELDS.newPassword)}
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={(e) => setForm({ ...form, next: e.target.value })}
        />
        <TextField
          label={t.formatMessage(AUTH_FIELDS.confirmNewPassword)}
          type="password"
          autoComplete="new-password"
          value={form.confirm}
          onChange={(e) => setForm({ ...form, confirm: e.target.value })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkBox}
            checked={form.signOutOthers}
            onChange={(e) => setForm({ ...form, signOutOthers: e.target.checked })}
          />
          {t.formatMessage(m.signOutOthers)}
        </label>
        {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={busy} busyText={t.formatMessage(AUTH_FIELDS.saving)}>
            {t.formatMessage(m.changePassword)}
          </Button>
        </div>
      </form>
    </section>
  );
}
