import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { AUTH_FIELDS } from '../utils/auth-fields';
import { PROFILE_MESSAGES as m } from './profile-messages';
import styles from './profile-screen.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Change the user's full name. */
export function ProfileNameForm({ currentName }: { currentName: string }) {
  const auth = useAuth();
  const t = useT();
  const [name, setName] = useState(currentName);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setFeedback({ tone: 'error', text: t.formatMessage(m.enterName) });
      return;
    }
    setBusy(true);
    setFeedback(null);
    const outcome = await auth.updateName({ name: name.trim() });
    setBusy(false);
    setFeedback(outcome.ok ? { tone: 'success', text: t.formatMessage(m.nameSaved) } : { tone: 'error', text: outcome.message });
  };

  return (
    <section className={styles.section} aria-labelledby="profile-name-title">
      <h2 id="profile-name-title" className={styles.sectionTitle}>
        {t.formatMessage(m.nameTitle)}
      </h2>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t.formatMessage(AUTH_FIELDS.fullName)}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={busy} busyText={t.formatMessage(AUTH_FIELDS.saving)}>
            {t.formatMessage(m.saveName)}
          </Button>
        </div>
      </form>
    </section>
  );
}
