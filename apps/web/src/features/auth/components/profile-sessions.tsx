import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useAuth } from '../hooks/use-auth';
import styles from './profile-screen.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Sign out everywhere except this browser. */
export function ProfileSessions() {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const handleClick = async () => {
    setBusy(true);
    setFeedback(null);
    const outcome = await auth.revokeOtherSessions();
    setBusy(false);
    setFeedback(
      outcome.ok ? { tone: 'success', text: 'You have been signed out of all other sessions.' } : { tone: 'error', text: outcome.message },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className={styles.sectionTitle}>
        Sessions
      </h2>
      <p className={styles.sectionText}>Signed in on another device you no longer use? End those sessions here.</p>
      {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} busyText="Signing Out..." onClick={handleClick}>
          Sign out of other sessions
        </Button>
      </div>
    </section>
  );
}
