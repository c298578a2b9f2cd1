import type { WorkspaceUsage } from '@loci/shared';
import type { WorkspaceServiceDeps } from './workspace-deps.js';
import { usageByMember } from './workspaces.repository.js';

/** A studio's generation usage, against its daily quota. */
export function createWorkspaceUsage({ db, dailyQuota }: WorkspaceServiceDeps) {
  return {
    /** Images generated for the workspace's projects this UTC day and month, by member. */
    async usage(workspaceId: string, now = new Date()): Promise<WorkspaceUsage> {
      const day = now.toISOString().slice(0, 10);
      const month = day.slice(0, 7);
      const members = (await usageByMember(db, workspaceId, day)).map((r) => ({
        user_id: r.user_id,
        name: r.name ?? 'Former member',
        email: r.email ?? '',
        today: Number(r.today),
        this_month: Number(r.this_month),
      }));
      return {
        day,
        month,
        daily_quota: dailyQuota,
        today: members.reduce((n, m) => n + m.today, 0),
        this_month: members.reduce((n, m) => n + m.this_month, 0),
        members,
      };
    },
  };
}
