import type { GenerationJobRequest } from '@loci/shared';
import { ErrorCode, type GenerationProgress, SECTIONS } from '@loci/shared';
import type { Section } from '../../adapters/ai/index.js';
import { AppError } from '../../errors.js';
import { type DailyQuota, quotaError, remainingGenerations } from '../imaging/index.js';
import type { ProjectRow } from '../projects/index.js';
import { userNames } from '../workspaces/index.js';
import { findSection } from './generation.repository.js';
import { boardCounts, boardStarters, cancelQueued, queueSlots, requeueBoard } from './job-queue.repository.js';
import { latestStarter } from './project-data.js';
import type { GenerationServiceDeps } from './service-deps.js';
import type { GenerationKind } from './slots.js';

type BoardStatus = GenerationProgress['sections'][number]['status'];

function sectionsOf(project: ProjectRow, only?: Section): Section[] {
  if (only) return [only];
  const chosen = project.contextual_insights.split(',').map((s) => s.trim().toLowerCase());
  const picked = SECTIONS.filter((s) => chosen.includes(s));
  return picked.length ? picked : [...SECTIONS];
}

function statusOf(c: Record<string, number>, total: number): BoardStatus {
  if (c.running) return 'running';
  if (c.queued) return 'queued';
  if (total > 0 && c.done === total) return 'done';
  if (c.failed) return 'failed';
  return 'pending';
}

/** Server-side generation of whole boards: metadata first when missing, then every unfinished slot queued. */
export function createGenerationJobs(deps: GenerationServiceDeps, opts: { dailyQuota: DailyQuota; onQueued: () => void }) {
  async function ensureBoards(project: ProjectRow, section: Section, kinds: GenerationKind[]): Promise<void> {
    const key = { projectId: project.id, section };
    if (!(await findSection(deps.db, { ...key, kind: 'context' }))) {
      await deps.boards.contextBoard(project.id, section, await deps.brand.forProject(project));
    }
    if (kinds.includes('topics') && !(await findSection(deps.db, { ...key, kind: 'topics' }))) {
      await deps.boards.topicsBoard(project.id, section, await deps.brand.forProject(project));
    }
  }

  /** Progress per board: total, completed, failed and a status; `running` while any slot is queued or running. */
  async function progress(projectId: string): Promise<GenerationProgress> {
    const [rows, starters] = await Promise.all([boardCounts(deps.db, projectId), boardStarters(deps.db, projectId)]);
    const names = await userNames(
      deps.db,
      starters.map((s) => s.started_by),
    );
    const starterOf = (section: string, kind: string) => {
      const id = latestStarter(starters.filter((s) => s.section === section && s.kind === kind));
      return id ? (names.get(id) ?? null) : null;
    };
    const boards = new Map<string, { section: Section; kind: GenerationKind; counts: Record<string, number> }>();
    for (const r of rows) {
      const k = `${r.section}|${r.kind}`;
      const board = boards.get(k) ?? { section: r.section as Section, kind: r.kind, counts: {} };
      board.counts[r.status] = Number(r.n);
      boards.set(k, board);
    }
    const sections = [...boards.values()]
      .map((b) => {
        const total = Object.values(b.counts).reduce((a, n) => a + n, 0);
        return {
          section: b.section,
          kind: b.kind,
          total,
          completed: b.counts.done ?? 0,
          failed: b.counts.failed ?? 0,
          status: statusOf(b.counts, total),
          started_by: starterOf(b.section, b.kind),
        };
      })
      .sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section) || a.kind.localeCompare(b.kind));
    return { sections, running: sections.some((s) => s.status === 'running' || s.status === 'queued') };
  }

  /** POST /api/projects/:id/generation — idempotent: queued, running and done slots are not queued again. */
  async function queue(project: ProjectRow, body: GenerationJobRequest, userId: string): Promise<GenerationProgress> {
    if (body.regenerate && (!body.section || body.kind === 'all'))
      throw new AppError(ErrorCode.Validation, 'Regenerating a page needs its section and kind (context or topics).');
    if ((await remainingGenerations(deps.db, { userId, workspaceId: project.workspace_id }, opts.dailyQuota)) <= 0) throw quotaError();
    // Topics grow from their context: asking for topics queues the context's unfinished images too,
    // whichever way the user came (spec §4: context first, then topics, both generated).
    const kinds: GenerationKind[] = body.kind === 'context' ? ['context'] : ['context', 'topics'];
    const sections = sectionsOf(project, body.section);
    for (const section of sections) await ensureBoards(project, section, kinds);
    let queued = 0;
    if (body.regenerate && body.section && body.kind !== 'all') {
      queued += await requeueBoard(
        deps.db,
        { projectId: project.id, section: body.section, kind: body.kind },
        Boolean(body.replaceEdited),
        userId,
      );
    }
    queued += await queueSlots(deps.db, project.id, sections, kinds, userId);
    if (queued > 0) opts.onQueued();
    return progress(project.id);
  }

  /** POST /api/projects/:id/generation/cancel — queued slots leave the queue; running ones finish. */
  async function cancel(projectId: string): Promise<GenerationProgress> {
    await cancelQueued(deps.db, projectId);
    return progress(projectId);
  }

  return { queue, progress, cancel };
}

export type GenerationJobs = ReturnType<typeof createGenerationJobs>;
