import { parseInsights } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner';
import { canvasBoardQuery } from '../../../lib/canvas-queries';
import { projectQuery } from '../../../lib/project-queries';
import styles from './present-screen.module.css';
import { Presenter } from './presenter';

/** Where Esc takes the designer back to: the screen Present was opened from. */
export function presentExit(projectId: string, from: string | null): string {
  return `/projects/${encodeURIComponent(projectId)}/${from === 'canvas' ? 'canvas' : 'presentation'}`;
}

/** The presenter of a project the cache holds or reads (Present's own page starts with it: `present-main.tsx`). */
export function PresentView({ projectId, onExit }: { projectId: string; onExit: () => void }) {
  const query = useQuery(projectQuery(projectId));
  const canvas = useQuery({ ...canvasBoardQuery(projectId), select: (board) => board.picture ?? null });
  if (!query.data) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size={16} /> Loading presentation...
      </p>
    );
  }
  const { project, data } = query.data;
  return (
    <Presenter
      project={{
        name: project.project_name,
        location: project.project_location,
        brand_name: project.brand_name,
        logo_url: project.logo_url,
        brand_palette: project.brand_palette,
      }}
      data={data}
      insights={parseInsights(project.contextual_insights)}
      canvas={canvas.data ?? null}
      onExit={onExit}
    />
  );
}
