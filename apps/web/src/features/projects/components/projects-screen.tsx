import { type Project, roleAllows } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { mirrorWorkspaceCookie, setCurrentWorkspace, useCurrentWorkspace } from '../../../lib/current-workspace';
import { useEarlyClicks } from '../../../lib/early-clicks';
import { useT } from '../../../lib/i18n';
import { projectsQuery } from '../../../lib/project-queries';
import { useProjectDeletion } from '../hooks/use-project-deletion';
import { useStudioEvents } from '../hooks/use-studio-events';
import { getProjectDisplayName } from '../utils/delete-messages';
import { ImportProjectFile } from './import-project-file';
import type { CardAction } from './project-card';
import { ProjectsGrid } from './projects-grid';
import { PROJECTS_MESSAGES as m } from './projects-messages';
import styles from './projects-screen.module.css';

// The dialogs (Radix) load when first asked for, then stay mounted so they can close properly.
const DeleteProjectDialog = lazy(() => import('./delete-project-dialog').then((m) => ({ default: m.DeleteProjectDialog })));
const DeleteOutcomeDialog = lazy(() => import('./delete-outcome-dialog').then((m) => ({ default: m.DeleteOutcomeDialog })));
const CopyMoveDialog = lazy(() => import('./copy-move-dialog').then((m) => ({ default: m.CopyMoveDialog })));

/** Projects (spec §2): the current workspace's project cards, with loading, error and empty states, delete, duplicate and move. */
export function ProjectsScreen({ notice }: { notice?: ReactNode } = {}) {
  const { current, remembered, workspaces } = useCurrentWorkspace();
  // The remembered workspace is asked for at once (no wait for the workspace list).
  const projects = useQuery(projectsQuery(remembered ?? undefined));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useT();
  const deletion = useProjectDeletion(headingRef);
  const dialogsUsed = useRef(false);
  const [copyMove, setCopyMove] = useState<{ action: 'duplicate' | 'move'; project: Project } | null>(null);
  if (deletion.target || deletion.outcome) dialogsUsed.current = true;

  // The next visit's HTML announces this workspace's listing.
  useEffect(() => mirrorWorkspaceCookie(remembered), [remembered]);
  // Buttons clicked on the server-rendered page before it was taken over.
  useEarlyClicks();
  // A colleague's new, renamed, moved or deleted project shows without a reload.
  useStudioEvents(current?.id);

  // A workspace the user no longer belongs to (removed, deleted): back to the personal one.
  useEffect(() => {
    if (remembered && projects.error instanceof ApiError && projects.error.status === 404) setCurrentWorkspace(null);
  }, [remembered, projects.error]);

  const role = current?.role ?? 'owner';
  const targets = (workspaces ?? []).filter((w) => roleAllows(w.role, 'edit'));
  const onAction = (action: CardAction, project: Project, trigger: HTMLButtonElement) => {
    if (action === 'delete') deletion.request(project, trigger);
    else setCopyMove({ action, project });
  };

  return (
    <main className={styles.page}>
      <header className={styles.head}>
        <div className={styles.titles}>
          {current && !current.personal ? <p className={styles.eyebrow}>{current.name}</p> : null}
          <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
            {t.formatMessage(m.title)}
          </h1>
        </div>
        <div className={styles.actions}>
          {projects.data && projects.data.length > 0 ? (
            <p className={styles.count}>{t.formatMessage(m.count, { count: projects.data.length })}</p>
          ) : null}
          {current && roleAllows(role, 'edit') ? <ImportProjectFile workspaceId={current.id} /> : null}
        </div>
      </header>
      {notice}
      {role === 'viewer' ? <p className={styles.viewing}>{t.formatMessage(m.viewer)}</p> : null}
      <ProjectsGrid
        projects={projects.data}
        isPending={projects.isPending}
        error={projects.isError ? projects.error : null}
        isRetrying={projects.isFetching}
        onRetry={() => void projects.refetch()}
        onAction={onAction}
        canCreate={roleAllows(role, 'edit')}
        canMove={roleAllows(role, 'manage') && targets.length > 1}
      />
      {dialogsUsed.current ? (
        <Suspense fallback={null}>
          <DeleteProjectDialog
            projectName={deletion.target ? getProjectDisplayName(deletion.target.project_name) : null}
            isDeleting={deletion.isDeleting}
            onCancel={deletion.cancel}
            onConfirm={deletion.confirm}
            onCloseAutoFocus={deletion.onConfirmCloseAutoFocus}
          />
          <DeleteOutcomeDialog
            outcome={deletion.outcome}
            onDismiss={deletion.dismissOutcome}
            onCloseAutoFocus={deletion.onOutcomeCloseAutoFocus}
          />
        </Suspense>
      ) : null}
      {copyMove ? (
        <Suspense fallback={null}>
          <CopyMoveDialog action={copyMove.action} project={copyMove.project} targets={targets} onClose={() => setCopyMove(null)} />
        </Suspense>
      ) : null}
    </main>
  );
}
