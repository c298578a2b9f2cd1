import { FOLLOWS_REQUIRED } from '@loci/shared/page-boot';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
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

/** What was typed into the name field of the page's HTML, read at the time of asking (the field may be gone). */
export type TypedName = () => string | undefined;

/**
 * The reviewer's name, typed once (kept on this device). The form is painted from the server's
 * HTML and hydrated: a name typed before the scripts ran is in the field (the field tells the
 * form as it mounts), and the submit reads the field itself, so a click held from before the app
 * took the page over, and replayed as it does, starts the review with what the field shows.
 */
export function NameForm({ projectName, onName, typed }: { projectName: string; onName: (name: string) => void; typed?: TypedName }) {
  const [name, setName] = useState(() => typed?.() ?? '');
  const field = useRef<HTMLInputElement>(null);
  // Drawn afresh rather than hydrated (a device that had a name or a passcode key): the HTML's
  // field took keys until this one replaced it; what it held then is read before the paint.
  useLayoutEffect(() => {
    const late = typed?.();
    if (late && late !== field.current?.value) setName(late);
  }, [typed]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = (field.current?.value ?? name).trim();
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
        <TextField
          ref={field}
          label="Your name"
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <Button type="submit" disabled={!name.trim()} {...{ [FOLLOWS_REQUIRED]: '' }}>
          Start the review
        </Button>
      </form>
    </main>
  );
}
