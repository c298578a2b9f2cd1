import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { studioReviewLinksQuery, useRevokeStudioLink } from '../api/workspaces-api';
import styles from './workspace-screen.module.css';

const date = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';
const STATUS_WORDS = { active: 'Active', revoked: 'Revoked', expired: 'Expired' } as const;

/** Owners: every review link of the studio's projects, who made it, and revoke (whoever made it). */
export function ReviewLinksPanel({ workspaceId }: { workspaceId: string }) {
  const links = useQuery(studioReviewLinksQuery(workspaceId));
  const revoke = useRevokeStudioLink(workspaceId);
  return (
    <section className={styles.section} aria-labelledby="review-links-title">
      <h2 id="review-links-title" className={styles.sectionTitle}>
        Review links
      </h2>
      {links.data?.length ? (
        <table className={`${styles.table} ${styles.linksTable}`}>
          <caption className="visually-hidden">Review links of this studio's projects</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">By</th>
              <th scope="col">Expires</th>
              <th scope="col">
                <span className="visually-hidden">Status</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.data.map((link) => (
              <tr key={link.id}>
                <th scope="row">{link.project_name}</th>
                <td>{link.created_by_name ?? 'Former member'}</td>
                <td>{date(link.expires_at)}</td>
                <td>
                  {link.status === 'active' ? (
                    <Button
                      variant="ghost"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(link)}
                      aria-label={`Revoke the link to ${link.project_name} made by ${link.created_by_name ?? 'a former member'}`}
                    >
                      Revoke
                    </Button>
                  ) : (
                    STATUS_WORDS[link.status]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.help}>
          {links.isError ? 'The review links could not be loaded.' : links.isPending ? 'Loading review links...' : 'No review links yet.'}
        </p>
      )}
      {revoke.isError ? <FormMessage tone="error">The link was not revoked. Please try again.</FormMessage> : null}
    </section>
  );
}
