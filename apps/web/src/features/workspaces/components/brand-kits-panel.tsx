import { type BrandKit, roleAllows, type WorkspaceRole } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { userMessage } from '../../../lib/api-client';
import { brandKitsQuery } from '../../../lib/brand-kits';
import { plural } from '../../../lib/plural';
import { useBrandKitActions } from '../api/brand-kits-api';
import { BrandKitDialog } from './brand-kit-dialog';
import styles from './brand-kits.module.css';
import screen from './workspace-screen.module.css';

/** The studio's brand kits: every member sees them; editors and owners create, edit and delete. */
export function BrandKitsPanel({ workspaceId, memberRole: role }: { workspaceId: string; memberRole: WorkspaceRole }) {
  const kits = useQuery(brandKitsQuery(workspaceId));
  const actions = useBrandKitActions(workspaceId);
  const canEdit = roleAllows(role, 'edit');
  // The dialog opens on a kit (edit), on null (new), or not at all (undefined); a key remounts it fresh.
  const [editing, setEditing] = useState<BrandKit | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BrandKit | null>(null);

  return (
    <section className={screen.section} aria-labelledby="brand-kits-title">
      <div className={styles.headRow}>
        <h2 id="brand-kits-title" className={screen.sectionTitle}>
          Brand kits
        </h2>
        {canEdit ? (
          <Button variant="secondary" onClick={() => setEditing(null)}>
            New brand kit
          </Button>
        ) : null}
      </div>
      <p className={screen.help}>
        A project that uses a kit takes its name, palette, keywords and logo; a change here shows in each of them.
      </p>
      {kits.data?.length ? (
        <ul className={styles.kits}>
          {kits.data.map((kit) => (
            <li key={kit.id} className={styles.kit}>
              <div className={styles.kitMark} aria-hidden="true">
                {kit.logo_url ? (
                  <img src={kit.logo_url} alt="" className={styles.kitLogo} />
                ) : (
                  <span>{kit.name.charAt(0).toUpperCase()}</span>
                )}
              </div>
              <div className={styles.kitText}>
                <h3 className={styles.kitName}>{kit.name}</h3>
                {kit.definition ? <p className={styles.kitDefinition}>{kit.definition}</p> : null}
                <p className={styles.kitMeta}>
                  {kit.heading_font} / {kit.body_font} · {plural(kit.projects_count, 'project')}
                  {kit.keywords.length ? ` · ${kit.keywords.slice(0, 4).join(', ')}` : ''}
                </p>
                {kit.palette.length ? (
                  <ul className={styles.strip} aria-label={`Palette of ${kit.name}`}>
                    {[...new Set(kit.palette)].map((c) => (
                      <li key={c} className={styles.chip} style={{ background: c }} title={c}>
                        <span className="visually-hidden">{c}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {canEdit ? (
                <div className={styles.kitActions}>
                  <Button variant="ghost" onClick={() => setEditing(kit)} aria-label={`Edit ${kit.name}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" onClick={() => setDeleting(kit)} aria-label={`Delete ${kit.name}`}>
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className={screen.help}>
          {kits.isError
            ? 'The brand kits could not be loaded.'
            : kits.isPending
              ? 'Loading brand kits...'
              : canEdit
                ? 'No brand kits yet. Create one to share a brand across projects.'
                : 'No brand kits yet.'}
        </p>
      )}
      {editing !== undefined ? (
        <BrandKitDialog
          key={editing?.id ?? 'new'}
          kit={editing}
          open
          onOpenChange={(open) => !open && setEditing(undefined)}
          save={actions.save}
        />
      ) : null}
      <AlertDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete brand kit"
        description={
          deleting?.projects_count
            ? `${deleting.name} goes; its ${plural(deleting.projects_count, 'project')} keep its values as their own.`
            : `${deleting?.name ?? 'The kit'} goes for every member.`
        }
        dismissible={!actions.remove.isPending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={actions.remove.isPending}>
              Cancel
            </Button>
            <Button
              className={screen.danger}
              busy={actions.remove.isPending}
              busyText="Deleting..."
              onClick={() => deleting && actions.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
            >
              Delete
            </Button>
          </>
        }
      >
        {actions.remove.isError ? (
          <FormMessage tone="error">{userMessage(actions.remove.error, 'The kit could not be deleted.')}</FormMessage>
        ) : null}
      </AlertDialog>
    </section>
  );
}
