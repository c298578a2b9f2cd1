import type { ReactNode } from 'react';
import { Wordmark } from '../../../components/ui/wordmark';
import { useEarlyClicks } from '../../../lib/early-clicks';
import { defineMessages, useT } from '../../../lib/i18n';
import { ArchitecturalPanel } from './architectural-panel';
import styles from './auth-layout.module.css';

/** The product in one line (as the page's meta description says it), visible to whoever signs in. */
export const TAGLINE = 'Loci turns a brand and a place into a design presentation.';

const messages = defineMessages({
  tagline: { id: 'auth.tagline', defaultMessage: 'Loci turns a brand and a place into a design presentation.' },
});

type AuthLayoutProps = {
  title: string;
  children: ReactNode;
};

/** Auth pages: a 360px column on paper with the wordmark above; an art panel on wide screens. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  // The sign-in pages are painted from the HTML: a button clicked before they hydrated is clicked again now.
  useEarlyClicks();
  const t = useT();
  return (
    <div className={styles.page}>
      <ArchitecturalPanel />
      <main className={styles.main}>
        <div className={styles.column}>
          <div className={styles.brand}>
            <Wordmark size="lg" />
            <p className={styles.tagline}>{t.formatMessage(messages.tagline)}</p>
          </div>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
