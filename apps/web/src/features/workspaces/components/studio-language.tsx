import { LOCALE_NAMES, LOCALES, type Locale } from '@loci/shared/locales';
import { type ChangeEvent, useState } from 'react';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { userMessage } from '../../../lib/api-client';
import { defineMessages, useT } from '../../../lib/i18n';
import type { useWorkspaceActions } from '../api/workspaces-api';
import styles from './workspace-screen.module.css';

const messages = defineMessages({
  title: { id: 'studio.language.title', defaultMessage: 'Language' },
  hint: {
    id: 'studio.language.hint',
    defaultMessage: 'Members who have not chosen a language on their Profile see Loci in this one.',
  },
  label: { id: 'studio.language.label', defaultMessage: 'Default language' },
  none: { id: 'studio.language.none', defaultMessage: "None (each member's browser)" },
  failed: { id: 'studio.language.failed', defaultMessage: 'The language could not be saved. Please try again.' },
});

type StudioLanguageProps = {
  value: Locale | null;
  setDefaultLocale: ReturnType<typeof useWorkspaceActions>['setDefaultLocale'];
};

/** The studio's default language (owners): for members who have not chosen one themselves. */
export function StudioLanguage({ value, setDefaultLocale }: StudioLanguageProps) {
  const t = useT();
  const [picked, setPicked] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    setPicked(event.target.value);
    setDefaultLocale.mutate(event.target.value ? (event.target.value as Locale) : null);
  };
  return (
    <section className={styles.section} aria-labelledby="studio-language-title">
      <h2 id="studio-language-title" className={styles.sectionTitle}>
        {t.formatMessage(messages.title)}
      </h2>
      <p className={styles.lede}>{t.formatMessage(messages.hint)}</p>
      <SelectField
        label={t.formatMessage(messages.label)}
        value={picked ?? value ?? ''}
        onChange={change}
        options={[{ value: '', label: t.formatMessage(messages.none) }, ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))]}
      />
      {setDefaultLocale.isError ? (
        <FormMessage tone="error">{userMessage(setDefaultLocale.error, t.formatMessage(messages.failed))}</FormMessage>
      ) : null}
    </section>
  );
}
