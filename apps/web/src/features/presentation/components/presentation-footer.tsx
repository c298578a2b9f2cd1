import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { nextPageButton, nextPageIndex, type PresentationPage } from '../model/pages';
import styles from './presentation-footer.module.css';

type PresentationFooterProps = {
  pages: PresentationPage[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Sits left of Next Page, in the bar: the progress toast, which so never covers a tile. */
  status?: ReactNode;
};

/** Footer bar with the progress status and Next Page right-aligned ("Last Page" and disabled at the end). */
export function PresentationFooter({ pages, selectedIndex, onSelect, status }: PresentationFooterProps) {
  const button = nextPageButton(pages, selectedIndex);
  const next = () => {
    const index = nextPageIndex(pages, selectedIndex);
    if (index !== null) onSelect(index);
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.status}>{status}</div>
      <button type="button" className={styles.next} disabled={button.disabled} onClick={next}>
        {button.label}
        {button.disabled ? null : <ArrowRight size={16} strokeWidth={1.5} aria-hidden />}
      </button>
    </footer>
  );
}
