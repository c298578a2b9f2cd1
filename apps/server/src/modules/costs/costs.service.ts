import {
  BUDGET_WARN_RATIO,
  type Budget,
  type BudgetInput,
  type CostRow,
  ErrorCode,
  type Estimate,
  type EstimateQuery,
  slotCount,
  usdToMicro,
  VARIATIONS_MAX,
} from '@loci/shared';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import { AppError } from '../../errors.js';
import { listMembers } from '../workspaces/index.js';
import { costLines, findBudget, memberBudget, memberBudgets, monthSpend, saveBudget, saveMemberBudget } from './costs.repository.js';
import { utcMonth } from './spend.js';

export interface CostsServiceDeps {
  db: Kysely<DatabaseSchema>;
  image: { provider: string; model: string; microUsd: number; offline: boolean };
}

/** Images an operation makes: a board's slots, the missing ones or variations as asked, one render. */
function imagesFor(q: EstimateQuery): number {
  switch (q.operation) {
    case 'generate-page':
      return slotCount(q.kind ?? 'context');
    case 'generate-missing':
      return q.count ?? slotCount(q.kind ?? 'context');
    case 'variations':
      return q.count ?? VARIATIONS_MAX;
    case 'render':
    case 'image':
      return q.count ?? 1;
  }
}

/** The tighter of the studio's budget and the member's own this month, against `cost`; null when neither is set. */
async function budgetStanding(
  db: Kysely<DatabaseSchema>,
  who: { workspaceId: string; userId: string },
  cost: number,
  month: string,
): Promise<Estimate['budget']> {
  const studio = (await findBudget(db, who.workspaceId))?.monthly ?? null;
  const own = (await memberBudget(db, who.workspaceId, who.userId)) ?? null;
  if (studio === null && own === null) return null;
  const standings = [];
  if (studio !== null) standings.push({ budget: studio, spent: await monthSpend(db, who.workspaceId, month) });
  if (own !== null) standings.push({ budget: own, spent: await monthSpend(db, who.workspaceId, month, who.userId) });
  const left = Math.max(0, Math.min(...standings.map((s) => s.budget - s.spent)));
  return {
    warning: standings.some((s) => s.spent >= s.budget * BUDGET_WARN_RATIO),
    spent: standings.some((s) => s.spent >= s.budget),
    left_micro_usd: left,
    over: cost > left,
  };
}

/** Prices, budgets and spend of a studio (issue #51). */
export function createCostsService(deps: CostsServiceDeps) {
  const { db, image } = deps;
  return {
    /**
     * What an operation would cost with the configured image model (images × its price), and, for
     * paid work, where it stands against the budgets of the caller's studio and their own in it.
     */
    async estimate(q: EstimateQuery, who: { workspaceId: string; userId: string }, now = new Date()): Promise<Estimate> {
      const images = imagesFor(q);
      const cost = images * image.microUsd;
      return {
        operation: q.operation,
        provider: image.provider,
        model: image.model,
        offline: image.offline,
        images,
        micro_usd_per_image: image.microUsd,
        micro_usd: cost,
        budget: cost > 0 ? await budgetStanding(db, who, cost, utcMonth(now)) : null,
      };
    },

    /** The studio's budget and this month's spend. */
    async budget(workspaceId: string, now = new Date()): Promise<Budget> {
      const month = utcMonth(now);
      const row = await findBudget(db, workspaceId);
      const spent = await monthSpend(db, workspaceId, month);
      const monthly = row?.monthly ?? null;
      return {
        month,
        monthly_micro_usd: monthly,
        spent_micro_usd: spent,
        warning: monthly !== null && spent >= monthly * BUDGET_WARN_RATIO,
        spent: monthly !== null && spent >= monthly,
        members: (await memberBudgets(db, workspaceId)).map((m) => ({ user_id: m.user_id, monthly_micro_usd: m.monthly_micro_usd })),
      };
    },

    /** Sets the studio's budget (and members' own budgets named); owners only (the route's guard). */
    async setBudget(workspaceId: string, input: BudgetInput): Promise<Budget> {
      const members = new Set((await listMembers(db, workspaceId)).map((m) => m.user_id));
      const unknown = input.members?.find((m) => !members.has(m.user_id));
      if (unknown) throw new AppError(ErrorCode.Validation, 'That person is not a member of this studio.');
      await saveBudget(db, workspaceId, input.monthly_usd === null ? null : usdToMicro(input.monthly_usd));
      for (const m of input.members ?? []) {
        await saveMemberBudget(db, workspaceId, m.user_id, m.monthly_usd === null ? null : usdToMicro(m.monthly_usd));
      }
      return this.budget(workspaceId);
    },

    /** Spend lines by month, person, provider, model and project. */
    costs(workspaceId: string): Promise<CostRow[]> {
      return costLines(db, workspaceId);
    },
  };
}

export type CostsService = ReturnType<typeof createCostsService>;

/** A CSV field: quoted when it holds a comma, quote or line break; a leading =,+,-,@ is neutralised for spreadsheets. */
function csvField(value: string | number): string {
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** The usage page's CSV: one line per spend line, amounts in USD with six places. */
export function costsCsv(rows: CostRow[]): string {
  const head = ['month', 'person', 'project', 'provider', 'model', 'images', 'input_tokens', 'output_tokens', 'usd'];
  const lines = rows.map((r) =>
    [r.month, r.person, r.project, r.provider, r.model, r.images, r.input_tokens, r.output_tokens, (r.micro_usd / 1_000_000).toFixed(6)]
      .map(csvField)
      .join(','),
  );
  return `${[head.join(','), ...lines].join('\r\n')}\r\n`;
}
