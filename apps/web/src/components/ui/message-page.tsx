import type { AriaRole, ReactNode } from 'react';
import styles from './message-page.module.css';

type MessagePageProps = {
  title: string;
  text: string;
  /** The ways out: links, side by side. */
  children: ReactNode;
  role?: AriaRole;
};

/** A calm whole-screen message (serif title, one line of text, the ways out): not found, route errors. */
export function MessagePage({ title, text, children, role }: MessagePageProps) {
  return (
    <main className={styles.page} role={role}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <p className={styles.links}>{children}</p>
    </main>
  );
}
