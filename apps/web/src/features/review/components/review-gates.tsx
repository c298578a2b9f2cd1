import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { ReviewRequestError, unlockReview } from '../api/review-client';
import { saveKey, saveName } from '../model/reviewer';
import styles from './review-screen.module.css';

/** The passcode a designer set on the link. */
export function PasscodeForm({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { key } = await unlockReview(token, passcode);
      saveKey(token, key);
      onUnlocked(key);
    } catch (err) {
      setError(err instanceof ReviewRequestError ? err.message : 'Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className={styles.gate}>
      <form className={styles.gateForm} onSubmit={submit}>
        <h1 className={styles.gateTitle}>This presentation has a passcode</h1>
        <p className={styles.gateText}>Type the passcode the designer gave you.</p>
        <TextField
          label="Passcode"
          type="password"
          autoComplete="off"
          value={passcode}
          onChange={(e) => setPasscode(e.target.value)}
          required
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" busy={busy} busyText="Opening..." disabled={!passcode}>
          Open
        </Button>
      </form>
    </main>
  );
}

/** The reviewer's name, typed once (kept on this device). */
export function NameForm({ projectName, onName, typed = '' }: { projectName: string; onName: (name: string) => void; typed?: string }) {
  const [name, setName] = useState(typed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    saveName(trimmed);
    onName(trimmed);
  };
  return (
    <main className={styles.gate}>
      <form className={styles.gateForm} onSubmit={submit}>
        <p className={styles.gateKicker}>For your review</p>
        <h1 className={styles.gateTitle}>{projectName}</h1>
        <p className={styles.gateText}>Approve or reject each image and leave comments. Your name goes with your feedback.</p>
        <TextField label="Your name" autoComplete="name" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} required />
        <Button type="submit" disabled={!name.trim()}>
          Start the review
        </Button>
      </form>
    </main>
  );
}
