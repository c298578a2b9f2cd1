import { Link } from 'react-router';
import styles from './wordmark.module.css';

type WordmarkProps = {
  /** Where a click goes; omit for a plain, non-link wordmark. */
  to?: string;
  size?: 'md' | 'lg';
};

/** The "Loci" wordmark in the serif. */
export function Wordmark({ to, size = 'md' }: WordmarkProps) {
  const className = `${styles.wordmark} ${styles[size]}`;
  if (!to) return <span className={className}>Loci</span>;
  return (
    <Link to={to} className={className} aria-label="Loci, go to projects">
      Loci
    </Link>
  );
}
