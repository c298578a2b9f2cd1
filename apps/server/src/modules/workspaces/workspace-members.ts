import { ErrorCode, INVITE_MESSAGES, type WorkspaceMember, type WorkspaceRole } from '@loci/shared';
import { AppError } from '../../errors.js';
import { refusePersonal, requireView } from './workspace-access.js';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { toMember } from './workspace-views.js';
import { changeMember, listMembers } from './workspaces.repository.js';

/** A member's role changes, or they leave (or are removed); never the last owner. */
export function createWorkspaceMembers({ db }: WorkspaceServiceDeps) {
  async function memberOf(workspaceId: string, userId: string): Promise<WorkspaceMember> {
    const row = (await listMembers(db, workspaceId)).find((m) => m.user_id === userId);
    if (!row) throw new AppError(ErrorCode.NotFound, 'Member not found.');
    return toMember(row);
  }

  function changeResult(result: 'done' | 'missing' | 'last-owner'): void {
    if (result === 'missing') throw new AppError(ErrorCode.NotFound, 'Member not found.');
    if (result === 'last-owner') throw new AppError(ErrorCode.Conflict, INVITE_MESSAGES.lastOwner);
  }

  return {
    async changeRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<WorkspaceMember> {
      changeResult(await changeMember(db, workspaceId, userId, { role }));
      return memberOf(workspaceId, userId);
    },

    /** Removes a member (an owner's act) or the caller themself (leaving); never the last owner, never from a personal workspace. */
    async removeMember(workspaceId: string, actor: { id: string; role: WorkspaceRole }, userId: string): Promise<void> {
      if (actor.id !== userId && actor.role !== 'owner')
        throw new AppError(ErrorCode.Forbidden, 'Only an owner of this workspace can do this.');
      refusePersonal(await requireView(db, workspaceId, actor.id));
      changeResult(await changeMember(db, workspaceId, userId, 'remove'));
    },
  };
}
