import { useEffect, useRef } from 'react';
import type { ExportablePage } from '../model/export-pages';
import styles from './page-checklist.module.css';

type PageChecklistProps = {
  pages: ExportablePage[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  disabled?: boolean;
};

/** The pages with content as checkboxes in sidebar order, under an "All pages" toggle. */
export function PageChecklist({ pages, selected, onToggle, onToggleAll, disabled }: PageChecklistProps) {
  const all = useRef<HTMLInputElement>(null);
  const count = pages.filter((p) => selected.has(p.id)).length;
  const allChecked = count === pages.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !allChecked;
  }, [count, allChecked]);

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>
        Pages <span className={styles.count}>{`${count} of ${pages.length}`}</span>
      </legend>
      <label className={`${styles.row} ${styles.allRow}`}>
        <input ref={all} type="checkbox" className={styles.box} checked={allChecked} onChange={onToggleAll} />
        <span>All pages</span>
      </label>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id}>
            <label className={`${styles.row} ${styles.pageRow}`}>
              <input type="checkbox" className={styles.box} checked={selected.has(page.id)} onChange={() => onToggle(page.id)} />
              <span>{page.title}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
