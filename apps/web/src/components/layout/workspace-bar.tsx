import type { MouseEvent, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Wordmark } from '../ui/wordmark';
import styles from './workspace-bar.module.css';

export type WorkspaceTab = 'instruction' | 'presentation' | 'canvas';

type WorkspaceBarProps = {
  active: WorkspaceTab;
  projectId?: string;
  /** Right-hand slot, e.g. the user menu. */
  end?: ReactNode;
  /** Tabs shown but not usable yet (half opacity, aria-disabled), e.g. until a form is complete. */
  disabledTabs?: WorkspaceTab[];
  /** Called before a tab navigates; call `event.preventDefault()` to handle it yourself (e.g. save first). */
  onTabClick?: (tab: WorkspaceTab, event: MouseEvent<HTMLAnchorElement>) => void;
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
export function WorkspaceBar({ active, projectId, end, disabledTabs = [], onTabClick }: WorkspaceBarProps) {
  return (
    <header className={styles.bar}>
      <Wordmark to="/projects" />
      <nav aria-label="Project sections" className={styles.tabs}>
        <NavLink to="/projects" className={styles.tab} end>
          Projects
        </NavLink>
        {TABS.map(({ tab, label }) =>
          disabledTabs.includes(tab) && tab !== active ? (
            // A disabled link: no href, still focusable so it is announced as unavailable.
            // biome-ignore lint/a11y/useSemanticElements: an <a> without href cannot carry aria-disabled meaningfully
            <span key={tab} role="link" aria-disabled="true" tabIndex={0} className={`${styles.tab} ${styles.disabled}`}>
              {label}
            </span>
          ) : (
            <NavLink
              key={tab}
              to={tabPath(tab, projectId)}
              className={`${styles.tab} ${tab === active ? styles.active : ''}`}
              aria-current={tab === active ? 'page' : undefined}
              onClick={onTabClick ? (event) => onTabClick(tab, event) : undefined}
            >
              {label}
            </NavLink>
          ),
        )}
      </nav>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
