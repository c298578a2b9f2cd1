import type { SlotVersion } from '@loci/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { userMessage } from '../../../lib/api-client';
import { useRestoreVersion, useSlotVersions } from '../api/slot-versions';
import styles from './version-strip.module.css';

const SOURCE_WORDS: Record<SlotVersion['source'], string> = {
  generated: 'Generated',
  chosen: 'Chosen',
  restored: 'Restored',
  earlier: 'Earlier image',
  variation: 'Variation',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** What made a version, in one line: how, who, when and in which client round. */
export function versionSummary(v: SlotVersion): string {
  return [SOURCE_WORDS[v.source], v.by ? `by ${v.by}` : null, when(v.created_at), `round ${v.round}`].filter(Boolean).join(' · ');
}

/**
 * The versions of one slot as a strip of thumbnails (newest first, loaded when the popup opens).
 * Picking one shows what made it; RESTORE makes it the slot's image again (a new version, nothing lost).
 */
export function VersionStrip({
  projectId,
  slot,
  onRestored,
}: {
  projectId?: string;
  slot: string;
  onRestored?: (version: SlotVersion) => void;
}) {
  const versions = useSlotVersions(projectId, slot);
  const restore = useRestoreVersion(projectId, slot);
  const [picked, setPicked] = useState<string>();
  if (!projectId || !versions.data || versions.data.length < 2) return null;
  const list = versions.data;
  const selected = list.find((v) => v.id === picked) ?? list[0];
  const number = (v: SlotVersion) => list.length - list.indexOf(v);

  return (
    <section className={styles.strip} aria-label="Versions">
      <span className={styles.title}>Versions ({list.length})</span>
      <ul className={styles.list}>
        {list.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className={[styles.thumb, v.id === selected.id ? styles.selected : ''].join(' ')}
              aria-pressed={v.id === selected.id}
              aria-label={`Version ${number(v)}${v.current ? ' (current)' : ''}`}
              title={versionSummary(v)}
              onClick={() => setPicked(v.id)}
            >
              <img src={`${v.image}/256`} alt="" loading="lazy" />
              {v.current ? <span className={styles.badge}>Current</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.meta}>
        Version {number(selected)}: {versionSummary(selected)}
      </p>
      {selected.current ? null : (
        <Button
          edits
          variant="secondary"
          busy={restore.isPending}
          busyText="RESTORING..."
          onClick={() =>
            restore.mutate(selected.id, {
              onSuccess: (next) => {
                setPicked(undefined);
                if (next[0]) onRestored?.(next[0]);
              },
            })
          }
        >
          RESTORE VERSION {number(selected)}
        </Button>
      )}
      {restore.isError ? <FormMessage tone="error">{userMessage(restore.error, 'The version was not restored.')}</FormMessage> : null}
    </section>
  );
}
