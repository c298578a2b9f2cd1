import type { ReactNode } from 'react';
import styles from './form-message.module.css';

type FormMessageProps = {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
};

/** An inline message for a whole form: errors are announced assertively, others politely. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div className={`${styles.message} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
