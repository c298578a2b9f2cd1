import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { userMessage } from '../../../lib/api-client';
import { setCurrentWorkspace } from '../../../lib/current-workspace';
import { myInvitesQuery, useMyInviteActions } from '../api/workspaces-api';
import styles from './pending-invites.module.css';

const ROLE_WORDS = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' } as const;

/** On Projects: invitations to the person's address, until accepted or declined (one click each). */
export function PendingInvites() {
  const invites = useQuery(myInvitesQuery);
  const { accept, decline } = useMyInviteActions();
  if (!invites.data?.length) return null;
  const failed = accept.error ?? decline.error;
  return (
    <section className={styles.panel} aria-label="Invitations">
      <ul className={styles.list}>
        {invites.data.map((invite) => (
          <li key={invite.id} className={styles.item}>
            <p className={styles.text}>
              {invite.invited_by || 'A member'} invited you to <strong>{invite.workspace_name}</strong> as {ROLE_WORDS[invite.role]}.
            </p>
            <div className={styles.actions}>
              <Button
                busy={accept.isPending && accept.variables === invite.id}
                busyText="Joining..."
                aria-label={`Accept the invitation to ${invite.workspace_name}`}
                onClick={() => accept.mutate(invite.id, { onSuccess: ({ workspace }) => setCurrentWorkspace(workspace.id) })}
              >
                Accept invitation
              </Button>
              <Button
                variant="ghost"
                busy={decline.isPending && decline.variables === invite.id}
                busyText="Declining..."
                onClick={() => decline.mutate(invite.id)}
                aria-label={`Decline the invitation to ${invite.workspace_name}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {failed ? (
        <FormMessage tone="error">{userMessage(failed, 'The invitation could not be answered. Please try again.')}</FormMessage>
      ) : null}
    </section>
  );
}
