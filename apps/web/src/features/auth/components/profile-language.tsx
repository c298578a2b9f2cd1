import { LOCALE_NAMES, LOCALES, type Locale } from '@loci/shared/locales';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { apiFetch } from '../../../lib/api-client';
import { defineMessages, useLocale, useT } from '../../../lib/i18n';
import { meQuery } from '../../../lib/i18n/me-query';
import styles from './profile-screen.module.css';

const messages = defineMessages({
  title: { id: 'profile.language.title', defaultMessage: 'Language' },
  label: { id: 'profile.language.label', defaultMessage: 'Language' },
  automatic: { id: 'profile.language.automatic', defaultMessage: "Automatic (your studio's or your browser's)" },
  hint: {
    id: 'profile.language.hint',
    defaultMessage:
      'Sign-in, Projects, Profile and the studio page are in this language; the rest of Loci, and its mail, are still in English.',
  },
});

const AUTOMATIC = '';

/** Profile: the person's language (saved at once); "Automatic" follows their studio's default, then the browser. */
export function ProfileLanguage() {
  const t = useT();
  const { setLocale } = useLocale();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery());
  const [picked, setValue] = useState<string | null>(null);
  const value = picked ?? me.data?.locale ?? AUTOMATIC;
  const [error, setError] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    const locale = next === AUTOMATIC ? null : (next as Locale);
    setValue(next);
    setError(null);
    try {
      await apiFetch('/api/me/locale', { method: 'PUT', body: JSON.stringify({ locale }) });
      queryClient.setQueryData(meQuery().queryKey, (me) => (me ? { ...me, locale } : me));
      if (locale) await setLocale(locale);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className={styles.sectionTitle}>
        {t.formatMessage(messages.title)}
      </h2>
      <p className={styles.sectionText}>{t.formatMessage(messages.hint)}</p>
      <SelectField
        label={t.formatMessage(messages.label)}
        value={value}
        onChange={handleChange}
        options={[
          { value: AUTOMATIC, label: t.formatMessage(messages.automatic) },
          ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
        ]}
      />
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </section>
  );
}
