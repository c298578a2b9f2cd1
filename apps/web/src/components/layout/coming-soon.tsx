import { useParams } from 'react-router';
import { type WorkspaceTab, WorkspaceBar } from './workspace-bar';
import styles from './coming-soon.module.css';

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
