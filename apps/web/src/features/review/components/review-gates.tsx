import { FOLLOWS_REQUIRED } from '@loci/shared/page-boot';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { defineMessages, useT } from '../../../lib/i18n';
import { ReviewRequestError, unlockReview } from '../api/review-client';
import { saveKey, saveName } from '../model/reviewer';
import styles from './review-screen.module.css';

const messages = defineMessages({
  connection: { id: 'review.connection', defaultMessage: 'Please check your connection and try again.' },
  passcodeTitle: { id: 'review.passcode.title', defaultMessage: 'This presentation has a passcode' },
  passcodeText: { id: 'review.passcode.text', defaultMessage: 'Type the passcode the designer gave you.' },
  passcode: { id: 'review.passcode.label', defaultMessage: 'Passcode' },
  opening: { id: 'review.passcode.opening', defaultMessage: 'Opening...' },
  open: { id: 'review.passcode.open', defaultMessage: 'Open' },
  kicker: { id: 'review.name.kicker', defaultMessage: 'For your review' },
  nameText: {
    id: 'review.name.text',
    defaultMessage: 'Approve or reject each image and leave comments. Your name goes with your feedback.',
  },
  name: { id: 'review.name.label', defaultMessage: 'Your name' },
  start: { id: 'review.name.start', defaultMessage: 'Start the review' },
});

/** The passcode a designer set on the link. */
export function PasscodeForm({ token, onUnlocked }: { token: string; onUnlocked: (key: string) => void }) {
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const { key } = await unlockReview(token, passcode);
      saveKey(token, key);
      onUnlocked(key);
    } catch (err) {
      setError(err instanceof ReviewRequestError ? err.message : t.formatMessage(messages.connection));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className={styles.gate}>
      <form className={styles.gateForm} onSubmit={submit}>
        <h1 className={styles.gateTitle}>{t.formatMessage(messages.passcodeTitle)}</h1>
        <p className={styles.gateText}>{t.formatMessage(messages.passcodeText)}</p>
        <TextField
          label={t.formatMessage(messages.passcode)}
          type="password"
          autoComplete="off"
          value={passcode}
          onChange={(e) => setPasscode(e.target.value)}
          required
        />
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" busy={busy} busyText={t.formatMessage(messages.opening)} disabled={!passcode}>
          {t.formatMessage(messages.open)}
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
  const t = useT();
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
        <p className={styles.gateKicker}>{t.formatMessage(messages.kicker)}</p>
        <h1 className={styles.gateTitle}>{projectName}</h1>
        <p className={styles.gateText}>{t.formatMessage(messages.nameText)}</p>
        <TextField
          ref={field}
          label={t.formatMessage(messages.name)}
          autoComplete="name"
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
        />
        <Button type="submit" disabled={!name.trim()} {...{ [FOLLOWS_REQUIRED]: '' }}>
          {t.formatMessage(messages.start)}
        </Button>
      </form>
    </main>
  );
}
