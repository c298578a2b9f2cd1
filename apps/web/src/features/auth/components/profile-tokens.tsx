import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES, type TokenScope } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { workspacesQuery } from '../../../lib/current-workspace';
import { defineMessages, type Translator, useT } from '../../../lib/i18n';
import { personalTokensQuery, usePersonalTokenActions } from '../api/personal-tokens';
import styles from './profile-screen.module.css';

const m = defineMessages({
  days: { id: 'tokens.expiry.days', defaultMessage: '{days, plural, one {# day} other {# days}}' },
  year: { id: 'tokens.expiry.year', defaultMessage: '1 year' },
  custom: { id: 'tokens.expiry.custom', defaultMessage: 'Custom (1–365 days)' },
  never: { id: 'tokens.expiry.never', defaultMessage: 'No expiry' },
  createFailed: { id: 'tokens.createFailed', defaultMessage: 'The token could not be created. Try again.' },
  title: { id: 'tokens.title', defaultMessage: 'Personal access tokens' },
  text: {
    id: 'tokens.text',
    defaultMessage:
      'For scripts and AI assistants (the API and the MCP server). A token acts as you, with only the scopes and workspaces you give it.',
  },
  copy: { id: 'tokens.copy', defaultMessage: 'Copy this token now: it will not be shown again.' },
  name: { id: 'tokens.name', defaultMessage: 'Token name' },
  expires: { id: 'tokens.expires', defaultMessage: 'Expires' },
  daysField: { id: 'tokens.daysField', defaultMessage: 'Days' },
  scopes: { id: 'tokens.scopes', defaultMessage: 'Scopes' },
  workspaces: { id: 'tokens.workspaces', defaultMessage: 'Workspaces' },
  creating: { id: 'tokens.creating', defaultMessage: 'Creating...' },
  create: { id: 'tokens.create', defaultMessage: 'Create token' },
  yours: { id: 'tokens.yours', defaultMessage: 'Your tokens' },
  lastUsed: { id: 'tokens.lastUsed', defaultMessage: 'last used {when}' },
  neverUsed: { id: 'tokens.neverUsed', defaultMessage: 'last used never' },
  revoked: { id: 'tokens.revoked', defaultMessage: 'revoked {when}' },
  expiresOn: { id: 'tokens.expiresOn', defaultMessage: 'expires {when}' },
  noExpiry: { id: 'tokens.noExpiry', defaultMessage: 'expires never' },
  revokeName: { id: 'tokens.revokeName', defaultMessage: 'Revoke {name}' },
  revoke: { id: 'tokens.revoke', defaultMessage: 'Revoke' },
});

function expiryOptions(t: Translator) {
  return [
    { value: '30', label: t.formatMessage(m.days, { days: 30 }) },
    { value: '7', label: t.formatMessage(m.days, { days: 7 }) },
    { value: '90', label: t.formatMessage(m.days, { days: 90 }) },
    { value: '365', label: t.formatMessage(m.year) },
    { value: 'custom', label: t.formatMessage(m.custom) },
    { value: 'never', label: t.formatMessage(m.never) },
  ];
}

/** A day in the reader's language ("30 Nov 2026", "2026/11/30"). */
const day = (iso: string, locale: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

/** Personal access tokens for scripts and agents: made here (shown once), listed with their last use, revoked at once. */
export function ProfileTokens() {
  const t = useT();
  const tokens = useQuery(personalTokensQuery());
  const workspaces = useQuery(workspacesQuery());
  const actions = usePersonalTokenActions();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('30');
  const [customDays, setCustomDays] = useState('60');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const workspaceIds = chosen ?? (workspaces.data ?? []).map((w) => w.id);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSecret(null);
    const days = expiry === 'never' ? null : Number(expiry === 'custom' ? customDays : expiry);
    try {
      const made = await actions.create.mutateAsync({ name, expires_in_days: days, scopes, workspace_ids: workspaceIds });
      setSecret(made.token);
      setName('');
    } catch (err) {
      setError(userMessage(err, t.formatMessage(m.createFailed)));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-tokens-title">
      <h2 id="profile-tokens-title" className={styles.sectionTitle}>
        {t.formatMessage(m.title)}
      </h2>
      <p className={styles.sectionText}>{t.formatMessage(m.text)}</p>
      {secret ? (
        <FormMessage tone="success">
          {t.formatMessage(m.copy)} <code className={styles.secret}>{secret}</code>
        </FormMessage>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <form className={styles.form} onSubmit={submit}>
        <TextField label={t.formatMessage(m.name)} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        <SelectField
          label={t.formatMessage(m.expires)}
          options={expiryOptions(t)}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
        />
        {expiry === 'custom' ? (
          <TextField
            label={t.formatMessage(m.daysField)}
            type="number"
            min={1}
            max={365}
            value={customDays}
            onChange={(e) => setCustomDays(e.target.value)}
          />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.formatMessage(m.scopes)}</legend>
          {TOKEN_SCOPES.map((scope) => (
            <label key={scope} className={styles.check}>
              <input
                type="checkbox"
                className={styles.checkBox}
                checked={scopes.includes(scope)}
                onChange={() => setScopes(toggle(scopes, scope))}
              />
              <span>
                <strong>{scope}</strong> · {TOKEN_SCOPE_LABELS[scope]}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.formatMessage(m.workspaces)}</legend>
          {(workspaces.data ?? []).map((w) => (
            <label key={w.id} className={styles.check}>
              <input
                type="checkbox"
                className={styles.checkBox}
                checked={workspaceIds.includes(w.id)}
                onChange={() => setChosen(toggle(workspaceIds, w.id))}
              />
              <span>{w.name}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={actions.create.isPending}
            busyText={t.formatMessage(m.creating)}
            disabled={!scopes.length || !workspaceIds.length}
          >
            {t.formatMessage(m.create)}
          </Button>
        </div>
      </form>
      <ul className={styles.tokenList} aria-label={t.formatMessage(m.yours)}>
        {(tokens.data ?? []).map((token) => (
          <li key={token.id} className={styles.tokenRow}>
            <div>
              <strong>{token.name}</strong> <code>{token.prefix}…</code>
              <p className={styles.sectionText}>
                {token.scopes.join(', ')} ·{' '}
                {token.last_used_at
                  ? t.formatMessage(m.lastUsed, { when: day(token.last_used_at, t.locale) })
                  : t.formatMessage(m.neverUsed)}{' '}
                ·{' '}
                {token.revoked_at
                  ? t.formatMessage(m.revoked, { when: day(token.revoked_at, t.locale) })
                  : token.expires_at
                    ? t.formatMessage(m.expiresOn, { when: day(token.expires_at, t.locale) })
                    : t.formatMessage(m.noExpiry)}
              </p>
            </div>
            {token.revoked_at ? null : (
              <Button
                variant="ghost"
                onClick={() => actions.revoke.mutate(token.id)}
                aria-label={t.formatMessage(m.revokeName, { name: token.name })}
              >
                {t.formatMessage(m.revoke)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
