import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@loci/shared/locales';
import { Languages } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { defineMessages, useLocale, useT } from '../../../lib/i18n';
import { savedReviewLocale, saveReviewLocale } from '../model/reviewer';
import styles from './review-controls.module.css';

const messages = defineMessages({
  language: { id: 'review.language', defaultMessage: 'Language' },
});

/**
 * Shows the review in the link's language (the designer's choice), unless the client picked
 * another for this link on this device. Used where the view arrives after the first render
 * (a passcode, a link opened inside the app).
 */
export function useLinkLanguage(token: string, linkLocale: Locale | undefined): void {
  const { locale, setLocale } = useLocale();
  // Followed once, when the link's language becomes known: a later pick is the client's own.
  const followed = useRef(false);
  useEffect(() => {
    if (!linkLocale || followed.current) return;
    followed.current = true;
    const wanted = savedReviewLocale(token) ?? linkLocale;
    if (wanted !== locale) void setLocale(wanted);
  }, [token, linkLocale, locale, setLocale]);
}

/** The client's language for this link, each language in its own name; remembered on this device. */
export function ReviewLanguage({ token }: { token: string }) {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <label className={styles.language}>
      <Languages size={16} strokeWidth={1.5} aria-hidden />
      <span className={styles.languageLabel}>{t.formatMessage(messages.language)}</span>
      <select
        value={locale}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLocale(next)) return;
          saveReviewLocale(token, next);
          void setLocale(next);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
