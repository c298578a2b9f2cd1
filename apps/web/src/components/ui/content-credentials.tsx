import type { CredentialCheck } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './content-credentials.module.css';

export type { CredentialCheck } from '@loci/shared';

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

type ContentCredentialsProps = {
  /** What identifies the image (its URL): the check is made once per image. */
  image: string;
  /** Reads and validates the image's credentials (the designer's verify endpoint, or a review link's). */
  check: () => Promise<CredentialCheck>;
  /** On the lightbox's ink rather than a light popup. */
  tone?: 'light' | 'dark';
};

/**
 * Spec: "Content Credentials" — made by, with what, from which images, signed by, valid. A
 * disclosure: the image's credentials are checked when it is first opened.
 */
export function ContentCredentials({ image, check, tone = 'light' }: ContentCredentialsProps) {
  const [open, setOpen] = useState(false);
  const result = useQuery({
    queryKey: ['content-credentials', image],
    queryFn: check,
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <details className={styles.box} data-tone={tone} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>Content Credentials</summary>
      {result.isPending && open ? <p className={styles.muted}>Checking…</p> : null}
      {result.isError ? <p className={styles.muted}>The credentials could not be checked. Please try again.</p> : null}
      {result.data ? <CredentialDetails check={result.data} /> : null}
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
