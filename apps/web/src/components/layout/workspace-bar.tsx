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
  /** The link back to the project list: "Projects" (Instructions, Presentation) or "← Projects" (Canvas). */
  backLabel?: string;
};

function tabPath(tab: WorkspaceTab, projectId?: string): string {
  return projectId ? `/projects/${encodeURIComponent(projectId)}/${tab}` : `/${tab}`;
}

const TABS: { tab: WorkspaceTab; label: string }[] = [
  { tab: 'instruction', label: 'Instructions' },
  { tab: 'presentation', label: 'Presentation' },
  { tab: 'canvas', label: 'Canvas' },
];

/** The slim top bar of every project workspace screen (Instructions, Presentation, Canvas): Projects / Instructions / Presentation / Canvas, the current one a label. */
export function WorkspaceBar({ active, projectId, end, disabledTabs = [], onTabClick, backLabel = 'Projects' }: WorkspaceBarProps) {
  return (
    <header className={styles.bar}>
      <Wordmark to="/projects" />
      <nav aria-label="Project sections" className={styles.tabs}>
        <NavLink to="/projects" className={styles.tab} end>
          {backLabel}
        </NavLink>
        {TABS.map(({ tab, label }) =>
          tab === active ? (
            // The current section is a label, not a link to itself.
            <span key={tab} className={`${styles.tab} ${styles.active}`} aria-current="page">
              {label}
            </span>
          ) : disabledTabs.includes(tab) ? (
            // A disabled link: no href, still focusable so it is announced as unavailable.
            // biome-ignore lint/a11y/useSemanticElements: an <a> without href cannot carry aria-disabled meaningfully
            <span key={tab} role="link" aria-disabled="true" tabIndex={0} className={`${styles.tab} ${styles.disabled}`}>
              {label}
            </span>
          ) : (
            <NavLink
              key={tab}
              to={tabPath(tab, projectId)}
              className={styles.tab}
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
