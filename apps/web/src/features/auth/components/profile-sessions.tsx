import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { useT } from '../../../lib/i18n';
import { useAuth } from '../hooks/use-auth';
import { PROFILE_MESSAGES as m } from './profile-messages';
import styles from './profile-screen.module.css';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Sign out everywhere except this browser. */
export function ProfileSessions() {
  const auth = useAuth();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const handleClick = async () => {
    setBusy(true);
    setFeedback(null);
    const outcome = await auth.revokeOtherSessions();
    setBusy(false);
    setFeedback(outcome.ok ? { tone: 'success', text: t.formatMessage(m.signedOutOthers) } : { tone: 'error', text: outcome.message });
  };

  return (
    <section className={styles.section} aria-labelledby="profile-sessions-title">
      <h2 id="profile-sessions-title" className={styles.sectionTitle}>
        {t.formatMessage(m.sessionsTitle)}
      </h2>
      <p className={styles.sectionText}>{t.formatMessage(m.sessionsText)}</p>
      {feedback ? <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage> : null}
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} busyText={t.formatMessage(m.signingOut)} onClick={handleClick}>
          {t.formatMessage(m.signOutOtherSessions)}
        </Button>
      </div>
    </section>
  );
}
