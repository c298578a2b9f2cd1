import { useParams } from 'react-router';
import styles from './coming-soon.module.css';
import { WorkspaceBar, type WorkspaceTab } from './workspace-bar';

/** Placeholder body for workspace screens that are not built yet. */
export function ComingSoon({ active, title }: { active: WorkspaceTab; title: string }) {
  const { projectId } = useParams();
  return (
    <>
      <WorkspaceBar active={active} projectId={projectId} />
      <main className={styles.body}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>Coming soon</p>
      </main>
    </>
  );
}
