import { ChevronDown, Plus } from 'lucide-react';
import { useId } from 'react';
import type { PresentationPage } from '../model/pages';
import styles from './page-picker.module.css';

type PagePickerProps = {
  projectName: string;
  pages: PresentationPage[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  onAddMoodboard: () => void;
};

/** What a page's option says besides its title: the sidebar's marks, in words. */
function optionText(page: PresentationPage): string {
  if (page.busy) return `${page.title} (generating)`;
  if (page.disabled) return `${page.title} (not selected)`;
  if (page.empty) return `${page.title} (not generated)`;
  return page.title;
}

/**
 * The sidebar's stand-in on narrow screens (CSS shows one or the other): the project name, the
 * pages as the phone's own picker, and Add Moodboard.
 */
export function PagePicker({ projectName, pages, selectedIndex, onSelect, onAddMoodboard }: PagePickerProps) {
  const id = useId();
  return (
    <div className={styles.picker}>
      <h1 className={styles.title}>{projectName || 'Unnamed Project'}</h1>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          Page
        </label>
        <div className={styles.selectWrap}>
          <select id={id} className={styles.select} value={selectedIndex} onChange={(event) => onSelect(Number(event.target.value))}>
            {pages.map((page, index) => (
              <option key={page.key} value={index} disabled={page.disabled}>
                {optionText(page)}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.chevron} size={16} strokeWidth={1.5} aria-hidden="true" />
        </div>
        <button type="button" className={styles.add} onClick={onAddMoodboard}>
          <Plus size={16} strokeWidth={1.5} aria-hidden="true" />
          Add Moodboard
        </button>
      </div>
    </div>
  );
}
