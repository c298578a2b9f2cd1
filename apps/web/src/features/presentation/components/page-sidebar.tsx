import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useEditControl } from '../../../lib/project-access';
import { GENERATE_ALL_SHORTCUT } from '../model/generate-all';
import { type PresentationPage, shouldAutoScroll } from '../model/pages';
import styles from './page-sidebar.module.css';

type PageSidebarProps = {
  projectName: string;
  pages: PresentationPage[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  onAddMoodboard: () => void;
  /** "Generate all" (editors only): how many pages miss images, whether the job runs, and its actions. */
  generateAll?: GenerateAllControl;
};

/** What the sidebar's Generate all control shows and does. */
export type GenerateAllControl = {
  /** Pages missing images that Generate all would queue. */
  missing: number;
  /** Some page's images are queued or being made. */
  running: boolean;
  /** A Generate all or Cancel request is in flight. */
  pending: boolean;
  /** Shown (and announced) while nothing is missing. */
  disabledReason: string;
  onGenerate: () => void;
  onCancel: () => void;
};

/** Generate all, its reason when disabled, and Cancel while the job runs. */
function GenerateAll({ control }: { control: GenerateAllControl }) {
  const reasonId = useId();
  const nothing = control.missing === 0;
  return (
    <div className={styles.generateAll}>
      <Button
        variant="primary"
        edits
        title={`Generate all missing images (${GENERATE_ALL_SHORTCUT})`}
        aria-keyshortcuts={GENERATE_ALL_SHORTCUT}
        disabled={nothing || control.pending}
        aria-describedby={nothing ? reasonId : undefined}
        onClick={control.onGenerate}
      >
        Generate all
      </Button>
      {control.running ? (
        <Button variant="secondary" edits disabled={control.pending} onClick={control.onCancel}>
          Cancel
        </Button>
      ) : null}
      {nothing ? (
        <p id={reasonId} className={styles.reason}>
          {control.disabledReason}
        </p>
      ) : null}
    </div>
  );
}

/** The page list (spec §2): active, busy, disabled and "not generated" states; auto-scroll from index 4. */
export function PageSidebar({ projectName, pages, selectedIndex, onSelect, onAddMoodboard, generateAll }: PageSidebarProps) {
  const editControl = useEditControl();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list && shouldAutoScroll(selectedIndex)) list.scrollTop = list.scrollHeight;
  }, [selectedIndex]);

  return (
    <nav className={styles.sidebar} aria-label="Presentation pages">
      <h1 className={styles.title}>{projectName || 'Unnamed Project'}</h1>
      {generateAll ? <GenerateAll control={generateAll} /> : null}
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
                  {page.progressText ? <span className={styles.count}>{page.progressText}</span> : null}
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
