import { useSession } from '../features/auth/hooks/use-auth';
import { InviteScreen } from '../features/workspaces/components/invite-screen';

/** `/invite/:token`: the invitation screen with the session it needs (signed in or not). */
export function InviteRoute() {
  const { user, isPending } = useSession();
  return <InviteScreen user={user ?? null} sessionPending={isPending} />;
}
