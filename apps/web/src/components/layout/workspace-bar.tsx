import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Wordmark } from '../ui/wordmark';
import styles from './workspace-bar.module.css';

export type WorkspaceTab = 'instruction' | 'presentation' | 'canvas';

type WorkspaceBarProps = {
  active: WorkspaceTab;
  projectId?: string;
  /** Right-hand slot, e.g. the user menu. */
  end?: ReactNode;
};

function tabPath(tab: WorkspaceTab, projectId?: string): string {
  return projectId ? `/projects/${encodeURIComponent(projectId)}/${tab}` : `/${tab}`;
}

const TABS: { tab: WorkspaceTab; label: string }[] = [
  { tab: 'instruction', label: 'Instructions' },
  { tab: 'presentation', label: 'Presentation' },
  { tab: 'canvas', label: 'Canvas' },
];

/** The slim top bar of the project workspace: Projects / Instructions / Presentation / Canvas. */
export function WorkspaceBar({ active, projectId, end }: WorkspaceBarProps) {
  return (
    <header className={styles.bar}>
      <Wordmark to="/projects" />
      <nav aria-label="Project sections" className={styles.tabs}>
        <NavLink to="/projects" className={styles.tab} end>
          Projects
        </NavLink>
        {TABS.map(({ tab, label }) => (
          <NavLink
            key={tab}
            to={tabPath(tab, projectId)}
            className={`${styles.tab} ${tab === active ? styles.active : ''}`}
            aria-current={tab === active ? 'page' : undefined}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
