import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useEditControl } from '../../../lib/project-access';
import { type PresentationPage, shouldAutoScroll } from '../model/pages';
import styles from './page-sidebar.module.css';

type PageSidebarProps = {
  projectName: string;
  pages: PresentationPage[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  onAddMoodboard: () => void;
};

/** The page list (spec §2): active, busy, disabled and "not generated" states; auto-scroll from index 4. */
export function PageSidebar({ projectName, pages, selectedIndex, onSelect, onAddMoodboard }: PageSidebarProps) {
  const editControl = useEditControl();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list && shouldAutoScroll(selectedIndex)) list.scrollTop = list.scrollHeight;
  }, [selectedIndex]);

  return (
    <nav className={styles.sidebar} aria-label="Presentation pages">
      <h1 className={styles.title}>{projectName || 'Unnamed Project'}</h1>
      <div className={styles.list} ref={listRef} data-testid="page-list">
        <ul className={styles.items}>
          {pages.map((page, index) => {
            const active = index === selectedIndex;
            return (
              <li key={page.key}>
                <button
                  type="button"
                  className={`${styles.item} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  aria-disabled={page.disabled || undefined}
                  aria-busy={page.busy || undefined}
                  onClick={() => {
                    if (!page.disabled) onSelect(index);
                  }}
                >
                  <span className={styles.label}>{page.title}</span>
                  {page.busy ? (
                    <Spinner size={14} label={`${page.title} generating`} />
                  ) : page.empty && !page.disabled ? (
                    <span className={styles.empty}>not generated</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
        <button type="button" className={`${styles.item} ${styles.add}`} onClick={onAddMoodboard} {...editControl}>
          + Add Moodboard
        </button>
      </div>
    </nav>
  );
}
