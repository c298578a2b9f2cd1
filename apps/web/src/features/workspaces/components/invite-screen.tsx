import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { MessagePage } from '../../../components/ui/message-page';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { setCurrentWorkspace, workspaceKeys } from '../../../lib/current-workspace';
import { projectKeys } from '../../../lib/project-queries';
import { acceptInvite, invitePreviewQuery } from '../api/workspaces-api';
import styles from './invite-screen.module.css';

const ROLE_WORDS = { owner: 'an owner', editor: 'an editor', viewer: 'a viewer' } as const;

type InviteScreenProps = {
  /** The signed-in person (null when signed out); app/ passes the session in. */
  user: { email: string } | null;
  sessionPending: boolean;
};

/** `/invite/:token`: what the invitation is for; sign up or in through it, then accept it. */
export function InviteScreen({ user, sessionPending }: InviteScreenProps) {
  const { token = '' } = useParams();
  const preview = useQuery(invitePreviewQuery(token));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async ({ workspace }) => {
      setCurrentWorkspace(workspace.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list }),
        queryClient.invalidateQueries({ queryKey: projectKeys.list }),
      ]);
      navigate('/projects');
    },
  });
  if (preview.isPending || sessionPending) {
    return (
      <main className={styles.page}>
        <p role="status" className={styles.status}>
          <Spinner size={16} /> Opening the invitation...
        </p>
      </main>
    );
  }
  if (preview.isError) {
    return (
      <MessagePage title="Invitation" text={userMessage(preview.error, 'This invitation could not be opened. Please try again.')}>
        <Link to={user ? '/projects' : '/login'}>{user ? 'Back to Projects' : 'Sign in'}</Link>
      </MessagePage>
    );
  }
  const invite = preview.data;
  const here = `/invite/${encodeURIComponent(token)}`;
  const signedInElsewhere = user && user.email.toLowerCase() !== invite.email.toLowerCase();
  return (
    <main className={styles.page}>
      <article className={styles.card}>
        <p className={styles.eyebrow}>Invitation</p>
        <h1 className={styles.title}>Join {invite.workspace_name}</h1>
        <p className={styles.lede}>
          {invite.invited_by || 'A member'} invited <strong>{invite.email}</strong> to {invite.workspace_name} on Loci as{' '}
          {ROLE_WORDS[invite.role]}.
        </p>
        {user ? (
          <>
            {signedInElsewhere ? (
              <FormMessage tone="info">
                You are signed in as {user.email}. This invitation is for {invite.email}: sign in with that address to accept it.
              </FormMessage>
            ) : null}
            <div className={styles.actions}>
              <Button onClick={() => accept.mutate()} busy={accept.isPending} busyText="Joining..." disabled={Boolean(signedInElsewhere)}>
                Accept invitation
              </Button>
              <Link to="/projects" className={styles.secondary}>
                Not now
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className={styles.help}>
              Create a Loci account with {invite.email}, or sign in if you have one; you come back here to accept.
            </p>
            <div className={styles.actions}>
              <Link className={styles.primary} to="/register" state={{ from: here, email: invite.email }}>
                Create an account
              </Link>
              <Link className={styles.secondary} to="/login" state={{ from: here }}>
                Sign in
              </Link>
            </div>
          </>
        )}
        {accept.isError ? (
          <FormMessage tone="error">{userMessage(accept.error, 'The invitation could not be accepted. Please try again.')}</FormMessage>
        ) : null}
        <p className={styles.expiry}>This link works once and expires on {new Date(invite.expires_at).toLocaleDateString()}.</p>
      </article>
    </main>
  );
}
