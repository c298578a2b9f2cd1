import { TOKEN_SCOPE_LABELS, TOKEN_SCOPES, type TokenScope } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { workspacesQuery } from '../../../lib/current-workspace';
import { personalTokensQuery, usePersonalTokenActions } from '../api/personal-tokens';
import styles from './profile-screen.module.css';

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '7', label: '7 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'custom', label: 'Custom (1–365 days)' },
  { value: 'never', label: 'No expiry' },
];

const when = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' }) : none);

/** Personal access tokens for scripts and agents: made here (shown once), listed with their last use, revoked at once. */
export function ProfileTokens() {
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
      setError(userMessage(err, 'The token could not be created. Try again.'));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="profile-tokens-title">
      <h2 id="profile-tokens-title" className={styles.sectionTitle}>
        Personal access tokens
      </h2>
      <p className={styles.sectionText}>
        For scripts and AI assistants (the API and the MCP server). A token acts as you, with only the scopes and workspaces you give it.
      </p>
      {secret ? (
        <FormMessage tone="success">
          Copy this token now: it will not be shown again. <code className={styles.secret}>{secret}</code>
        </FormMessage>
      ) : null}
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <form className={styles.form} onSubmit={submit}>
        <TextField label="Token name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        <SelectField label="Expires" options={EXPIRY_OPTIONS} value={expiry} onChange={(e) => setExpiry(e.target.value)} />
        {expiry === 'custom' ? (
          <TextField label="Days" type="number" min={1} max={365} value={customDays} onChange={(e) => setCustomDays(e.target.value)} />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Scopes</legend>
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
          <legend className={styles.legend}>Workspaces</legend>
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
          <Button type="submit" busy={actions.create.isPending} busyText="Creating..." disabled={!scopes.length || !workspaceIds.length}>
            Create token
          </Button>
        </div>
      </form>
      <ul className={styles.tokenList} aria-label="Your tokens">
        {(tokens.data ?? []).map((t) => (
          <li key={t.id} className={styles.tokenRow}>
            <div>
              <strong>{t.name}</strong> <code>{t.prefix}…</code>
              <p className={styles.sectionText}>
                {t.scopes.join(', ')} · last used {when(t.last_used_at, 'never')} ·{' '}
                {t.revoked_at ? `revoked ${when(t.revoked_at, '')}` : `expires ${when(t.expires_at, 'never')}`}
              </p>
            </div>
            {t.revoked_at ? null : (
              <Button variant="ghost" onClick={() => actions.revoke.mutate(t.id)} aria-label={`Revoke ${t.name}`}>
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
