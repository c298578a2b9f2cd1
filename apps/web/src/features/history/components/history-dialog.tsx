import {
  comparePages,
  type PageChange,
  parsePageId,
  type SnapshotPage,
  type SnapshotSummary,
  snapshotPagesOf,
  withImageUrls,
} from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { useProjectAccess } from '../../../lib/project-access';
import { projectQuery } from '../../../lib/project-queries';
import { useRestoreSnapshot, useSaveSnapshot, useSnapshot, useSnapshots } from '../api/snapshots';
import styles from './history.module.css';

const NOW = 'now';
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** What changed on a page, in words. */
function changeWords(c: PageChange, right: string): string {
  if (c.presence === 'added') return `Only in ${right}`;
  if (c.presence === 'removed') return `Not in ${right}`;
  const parts = [
    c.changedSlots.length ? `${c.changedSlots.length} ${c.changedSlots.length === 1 ? 'image' : 'images'} changed` : '',
    c.textChanged ? 'text changed' : '',
  ];
  return parts.filter(Boolean).join(', ') || 'No changes';
}

/** One side of a page: its thumbnails, changed ones marked. */
function PageSide({ page, label, changed }: { page: SnapshotPage | undefined; label: string; changed: number[] }) {
  if (!page) return <p className={styles.absent}>Not in {label}</p>;
  return (
    <ul className={styles.thumbs} aria-label={`${page.title} in ${label}`}>
      {page.slots.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions on the page
        <li key={i} className={changed.includes(i) ? `${styles.thumb} ${styles.changed}` : styles.thumb}>
          {s.image ? (
            <img src={s.image} alt={s.label || `Image ${i + 1}`} loading="lazy" />
          ) : (
            <span className={styles.empty}>No image</span>
          )}
          {changed.includes(i) ? <span className={styles.mark}>Changed</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The History view: review rounds and saved snapshots, any two side by side page by page with what
 * changed marked, and restoring a page or every board page (a snapshot of the project is taken first).
 */
export function HistoryDialog({ projectId, onOpenChange }: { projectId: string; onOpenChange: (open: boolean) => void }) {
  const { canEdit } = useProjectAccess();
  const list = useSnapshots(projectId);
  const project = useQuery(projectQuery(projectId));
  const snapshots = list.data ?? [];
  const [leftId, setLeftId] = useState<string>();
  const [rightId, setRightId] = useState<string>();
  const left = leftId ?? snapshots[1]?.id ?? snapshots[0]?.id;
  const right = rightId ?? (snapshots.length > 1 ? snapshots[0]?.id : NOW);
  const leftDetail = useSnapshot(projectId, left === NOW ? undefined : left);
  const rightDetail = useSnapshot(projectId, right === NOW ? undefined : right);
  const nowPages = useMemo(() => (project.data ? snapshotPagesOf(project.data.data).map(withImageUrls) : []), [project.data]);
  const pagesOf = (id: string | undefined, detail: typeof leftDetail) => (id === NOW ? nowPages : detail.data?.pages);
  const leftPages = pagesOf(left, leftDetail);
  const rightPages = pagesOf(right, rightDetail);
  const labelOf = (id: string | undefined) => (id === NOW ? 'Now' : (snapshots.find((s) => s.id === id)?.label ?? ''));
  const options = [
    ...snapshots.map((s: SnapshotSummary) => ({ value: s.id, label: `${s.label} · ${when(s.created_at)}` })),
    { value: NOW, label: 'Now' },
  ];

  const save = useSaveSnapshot(projectId);
  const [name, setName] = useState('');
  const restore = useRestoreSnapshot(projectId);
  const [done, setDone] = useState('');
  const onSave = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) save.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const restoreFrom = (snapshotId: string, page?: SnapshotPage) =>
    restore.mutate(
      { snapshotId, pageId: page?.id },
      {
        onSuccess: (r) => {
          // The new "Before restoring" snapshot heads the list: keep comparing what was on screen.
          setLeftId(left);
          setRightId(right);
          setDone(
            `${page ? page.title : 'Every page'} restored from ${labelOf(snapshotId)}. The project as it was is kept as “${r.before.label}”.`,
          );
        },
      },
    );
  const restorable = (page: SnapshotPage | undefined) => Boolean(page && parsePageId(page.id));
  const changes = leftPages && rightPages ? comparePages(leftPages, rightPages) : [];

  const side = (id: string | undefined, pages: SnapshotPage[] | undefined, change: PageChange) => {
    const page = pages?.find((p) => p.id === change.id);
    return (
      <div className={styles.side}>
        <PageSide page={page} label={labelOf(id)} changed={change.presence === 'both' ? change.changedSlots : []} />
        {canEdit && id && id !== NOW && restorable(page) ? (
          <Button variant="ghost" className={styles.compact} disabled={restore.isPending} onClick={() => restoreFrom(id, page)}>
            Restore this page from {labelOf(id)}
          </Button>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      width={1200}
      title="History"
      description="Each review round and each snapshot you save keeps the pages as they were. Compare two, and bring a page back: the project as it is now is kept first, so nothing is lost."
    >
      {canEdit ? (
        <form className={styles.save} onSubmit={onSave}>
          <TextField
            label="Snapshot name"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder="Before the client call"
          />
          <Button type="submit" variant="secondary" disabled={!name.trim() || save.isPending}>
            Save snapshot
          </Button>
        </form>
      ) : null}
      {save.isError ? <FormMessage tone="error">{userMessage(save.error, 'The snapshot could not be saved.')}</FormMessage> : null}
      {list.isPending ? (
        <p role="status">
          <Spinner size={16} /> Loading history...
        </p>
      ) : !snapshots.length ? (
        <p className={styles.absent}>No snapshots yet. Loci keeps one each time you share the project for review; you can save one now.</p>
      ) : (
        <>
          <div className={styles.pickers}>
            <SelectField label="Compare" options={options} value={left} onChange={(e) => setLeftId(e.target.value)} />
            <SelectField label="With" options={options} value={right} onChange={(e) => setRightId(e.target.value)} />
            {canEdit && left && left !== NOW ? (
              <Button variant="secondary" className={styles.compact} disabled={restore.isPending} onClick={() => restoreFrom(left)}>
                Restore every page from {labelOf(left)}
              </Button>
            ) : null}
          </div>
          {done ? <FormMessage tone="success">{done}</FormMessage> : null}
          {restore.isError ? (
            <FormMessage tone="error">{userMessage(restore.error, 'The snapshot could not be restored.')}</FormMessage>
          ) : null}
          {!leftPages || !rightPages ? (
            <p role="status">
              <Spinner size={16} /> Loading pages...
            </p>
          ) : (
            <div className={styles.pages}>
              <div className={styles.heads} aria-hidden>
                <span>{labelOf(left)}</span>
                <span>{labelOf(right)}</span>
              </div>
              {changes.map((c) => (
                <section key={c.id} className={styles.page} aria-label={c.title}>
                  <h3 className={styles.pageTitle}>
                    {c.title}{' '}
                    <span className={c.changedSlots.length || c.textChanged || c.presence !== 'both' ? styles.diff : styles.same}>
                      {changeWords(c, labelOf(right))}
                    </span>
                  </h3>
                  <div className={styles.columns}>
                    {side(left, leftPages, c)}
                    {side(right, rightPages, c)}
                  </div>
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </Dialog>
  );
}
