import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { WorkspaceBar } from '../../../components/layout/workspace-bar';
import { isProjectNotFound, ProjectNotFound } from '../../../components/ui/project-not-found';
import { Spinner } from '../../../components/ui/spinner';
import { ProjectAccessProvider } from '../../../lib/project-access';
import { projectQuery } from '../../../lib/project-queries';
import { readCanvasData } from '../model/canvas-data';
import type { ModalKey } from '../model/modal-content';
import { CanvasBoard } from './canvas-board';
import { CanvasModal } from './canvas-modal';
import styles from './canvas-screen.module.css';

/**
 * Canvas screen (spec §2): the whole project on one zoomable board, a modal per node.
 * `headerEnd` is the header's right-hand slot: app/ passes the user menu (features cannot import auth);
 * `headerActions` go just before it (e.g. export).
 */
export function CanvasScreen({ headerEnd, headerActions }: { headerEnd?: ReactNode; headerActions?: ReactNode }) {
  const { projectId } = useParams();
  const location = useLocation();
  const query = useQuery({ ...projectQuery(projectId ?? ''), enabled: Boolean(projectId), retry: false });
  const [modal, setModal] = useState<ModalKey | null>(null);
  // Spec §8: a failed load is logged, and the board falls back to the navigation state.
  useEffect(() => {
    if (query.error) console.error('Project load failed', query.error);
  }, [query.error]);
  const data = useMemo(() => readCanvasData({ response: query.data, navigation: location.state }), [query.data, location.state]);
  if (projectId && isProjectNotFound(query.error)) return <ProjectNotFound projectId={projectId} />;

  return (
    <ProjectAccessProvider role={query.data?.project.role}>
      <div className={styles.screen}>
        <WorkspaceBar
          active="canvas"
          backLabel="← Projects"
          projectId={projectId}
          end={
            <>
              {headerActions}
              {headerEnd}
            </>
          }
        />
        {projectId && query.isPending ? (
          <p className={styles.loading} role="status">
            <Spinner size={16} /> Loading canvas...
          </p>
        ) : (
          <>
            <CanvasBoard projectId={projectId ?? ''} data={data} onOpen={setModal} />
            <CanvasModal modal={modal} data={data} onClose={() => setModal(null)} />
          </>
        )}
      </div>
    </ProjectAccessProvider>
  );
}
