import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../hooks/use-auth';
import styles from './profile-screen.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Change the user's full name. */
export function ProfileNameForm({ currentName }: { currentName: string }) {
  const auth = useAuth();
  const [name, setName] = useState(currentName);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setFeedback({ tone: 'error', text: 'Please enter your full name' });
      return;
    }
    setBusy(true);
    setFeedback(null);
    const outcome = await auth.updateName({ name: name.trim() });
    setBusy(false);
    setFeedback(outcome.ok ? { tone: 'success', text: 'Your name has been saved.' } : { tone: 'error', text: outcome.message });
  };

  return (
    <section className={styles.section} aria-labelledby="profile-name-title">
      <h2 id="profile-name-title" className={styles.sectionTitle}>
        Name
      </h2>
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <TextField label="Full Name" name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" busy={busy} busyText="Saving...">
            Save Name
          </Button>
        </div>
      </form>
    </section>
  );
}
