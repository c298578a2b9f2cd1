import {
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  REVIEW_LINK_DEFAULT_DAYS,
  REVIEW_PASSCODE_MAX,
  REVIEW_PASSCODE_MIN,
  type ReviewLinkCreated,
} from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { meQuery } from '../../../lib/i18n/me-query';
import { reviewLinksQuery } from '../../../lib/project-queries';
import { useFeedbackSummary } from '../../../lib/review-feedback';
import { useCreateReviewLink, useRevokeReviewLink } from '../api/review-links';
import { rejectedItems } from '../model/rejected';
import { RegenerateDialog } from './regenerate-dialog';
import styles from './review-designer.module.css';

const EXPIRY_DAYS = [1, 3, 7, 14, 30, 90];
// An active link the caller may not revoke (another editor's) just shows as active.
const STATUS_WORDS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;

/** The language a new link opens in: the studio's default if set, else the designer's own, else English. */
function useDefaultLinkLocale(): Locale {
  const me = useQuery(meQuery());
  const { current } = useCurrentWorkspace();
  return current?.default_locale ?? me.data?.locale ?? 'en';
}

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

function CreatedLink({ created }: { created: ReviewLinkCreated }) {
  const url = `${window.location.origin}${created.path}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.created} role="status">
      <p>Copy the link now: it is shown only once.</p>
      <div className={styles.copyRow}>
        <input className={styles.url} aria-label="Review link" readOnly value={url} onFocus={(e) => e.target.select()} />
        <Button
          variant="secondary"
          className={styles.compact}
          onClick={async () => {
            await navigator.clipboard?.writeText(url).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

/** The review links of a project: a form for a new one, the list with who made each, last use and round, revoke (its maker or an owner). */
export function ShareDialog({ projectId, onOpenChange }: { projectId: string; onOpenChange: (open: boolean) => void }) {
  const links = useQuery(reviewLinksQuery(projectId));
  const create = useCreateReviewLink(projectId);
  const revoke = useRevokeReviewLink(projectId);
  const { summary, feedback } = useFeedbackSummary(projectId);
  const [days, setDays] = useState(REVIEW_LINK_DEFAULT_DAYS);
  const [passcode, setPasscode] = useState('');
  const [showPrompts, setShowPrompts] = useState(false);
  const defaultLocale = useDefaultLinkLocale();
  const [picked, setPicked] = useState<Locale | null>(null);
  const locale = picked ?? defaultLocale;
  const [created, setCreated] = useState<ReviewLinkCreated | null>(null);
  const [regenerating, setRegenerating] = useState(false);
  const items = rejectedItems(summary, feedback);
  const rejected = items.filter((i) => !i.locked).length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(await create.mutateAsync({ expiresInDays: days, passcode: passcode || undefined, showPrompts, locale }));
    setPasscode('');
  };
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      width={720}
      title="Share for review"
      description="A client opens the link without an account, sees this project as a presentation, and approves, rejects or comments on each image."
    >
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.select}>
          <span>Expires after</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                {d} {d === 1 ? 'day' : 'days'}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.select}>
          <span>Language</span>
          <select value={locale} onChange={(e) => isLocale(e.target.value) && setPicked(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Passcode (optional)"
          type="text"
          autoComplete="off"
          minLength={REVIEW_PASSCODE_MIN}
          maxLength={REVIEW_PASSCODE_MAX}
          value={passcode}
          onChange={(e) => setPasscode(e.target.value)}
          hint={`At least ${REVIEW_PASSCODE_MIN} characters; send it apart from the link.`}
        />
        <label className={styles.check}>
          <input type="checkbox" checked={showPrompts} onChange={(e) => setShowPrompts(e.target.checked)} /> Show prompts to the client
        </label>
        <Button type="submit" busy={create.isPending} busyText="Creating...">
          Create link
        </Button>
      </form>
      {created ? <CreatedLink created={created} /> : null}
      <h3 className={styles.subhead}>Links</h3>
      {links.data?.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">By</th>
              <th scope="col">Expires</th>
              <th scope="col" className={styles.optional}>
                Last used
              </th>
              <th scope="col">Language</th>
              <th scope="col">Round</th>
              <th scope="col">
                <span className="visually-hidden">Status</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.data.map((link) => (
              <tr key={link.id}>
                <td>
                  {date(link.created_at)}
                  {link.has_passcode ? <span className={styles.tag}>passcode</span> : null}
                </td>
                <td>{link.created_by_name ?? <span className={styles.muted}>Former member</span>}</td>
                <td>{date(link.expires_at)}</td>
                <td className={styles.optional}>{date(link.last_used_at)}</td>
                <td lang={link.locale ?? 'en'}>{LOCALE_NAMES[link.locale ?? 'en']}</td>
                <td>{link.round}</td>
                <td className={styles.status}>
                  {link.status === 'active' && link.can_revoke ? (
                    <Button
                      variant="ghost"
                      className={styles.compact}
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(link.id)}
                      aria-label={`Revoke the link created ${date(link.created_at)}`}
                    >
                      Revoke
                    </Button>
                  ) : (
                    <span className={styles.muted}>{STATUS_WORDS[link.status]}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>{links.isPending ? 'Loading links...' : 'No links yet. Create one above.'}</p>
      )}
      {rejected > 0 ? (
        <div className={styles.projectRegen}>
          <p>
            Clients rejected {rejected} {rejected === 1 ? 'image' : 'images'} in this project.
          </p>
          <Button variant="secondary" className={styles.compact} onClick={() => setRegenerating(true)}>
            Regenerate rejected images
          </Button>
        </div>
      ) : null}
      {regenerating ? <RegenerateDialog projectId={projectId} items={items} onOpenChange={setRegenerating} /> : null}
    </Dialog>
  );
}
