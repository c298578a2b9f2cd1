import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type CredentialCheck, verifyCredentials } from '../api/verify-credentials';
import { isUsableImage } from '../model/placeholder';
import styles from './content-credentials.module.css';

const SOURCE_WORDS: Record<string, string> = {
  trainedAlgorithmicMedia: 'an AI model',
  algorithmicMedia: 'an algorithm (offline study)',
};

const ACTION_WORDS: Record<string, string> = {
  'c2pa.created': 'created',
  'c2pa.opened': 'opened',
  'c2pa.edited': 'edited',
  'c2pa.placed': 'placed images',
};

/** Spec: "Content Credentials" in the image popup — made by, with what, from which images, signed by, valid. */
export function ContentCredentials({ image }: { image: string }) {
  const [open, setOpen] = useState(false);
  const check = useQuery({
    queryKey: ['content-credentials', image],
    queryFn: () => verifyCredentials(image),
    enabled: open && isUsableImage(image),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!isUsableImage(image)) return null;
  return (
    <details className={styles.box} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Content Credentials</summary>
      {check.isPending && open ? <p className={styles.muted}>Checking…</p> : null}
      {check.isError ? <p className={styles.muted}>The credentials could not be checked. Please try again.</p> : null}
      {check.data ? <CredentialDetails check={check.data} /> : null}
    </details>
  );
}

function CredentialDetails({ check }: { check: CredentialCheck }) {
  const s = check.summary;
  if (!check.present || !s) return <p className={styles.muted}>This image has no Content Credentials.</p>;
  const agent = s.actions.find((a) => a.softwareAgent)?.softwareAgent;
  const made = s.digitalSourceType ? (SOURCE_WORDS[s.digitalSourceType] ?? s.digitalSourceType) : undefined;
  const signer = [s.signer.commonName, s.signer.organization !== s.signer.commonName ? s.signer.organization : undefined]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className={styles.list}>
      <dt>Made by</dt>
      <dd>{s.claimGenerator}</dd>
      <dt>With</dt>
      <dd>{[made, agent].filter(Boolean).join(' · ') || '—'}</dd>
      <dt>Steps</dt>
      <dd>{s.actions.map((a) => ACTION_WORDS[a.action] ?? a.action).join(', ')}</dd>
      <dt>From</dt>
      <dd>
        {s.ingredients.length
          ? s.ingredients.map((i) => [i.title, i.claimGenerator ? `(credentials by ${i.claimGenerator})` : ''].join(' ').trim()).join('; ')
          : 'no other images'}
      </dd>
      <dt>Signed by</dt>
      <dd>
        {signer || 'unknown'}
        {s.signer.selfSigned ? ' (self-signed)' : ''}
      </dd>
      <dt>Status</dt>
      <dd className={s.valid ? styles.valid : styles.invalid}>{s.valid ? 'Valid' : 'Invalid: the image changed after signing'}</dd>
    </dl>
  );
}
