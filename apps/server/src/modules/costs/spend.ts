import { BUDGET_SPENT_MESSAGE, BUDGET_WARN_RATIO, ErrorCode, MEMBER_BUDGET_SPENT_MESSAGE } from '@loci/shared';
import type { Kysely } from 'kysely';
import type { CallOptions, TextModel, TextUsage } from '../../adapters/ai/index.js';
import type { DatabaseSchema } from '../../adapters/db/schema.js';
import type { Mailer } from '../../adapters/mail/mailer.port.js';
import { AppError } from '../../errors.js';
import { type ChargeTo, currentChargeTo, type SpendCharge } from '../imaging/index.js';
import { listMembers } from '../workspaces/index.js';
import { budgetWarningMail } from './budget-mail.js';
import { addCost, claimWarningMail, findBudget, markWarned, memberBudget, monthSpend, removeCost } from './costs.repository.js';

type Db = Kysely<DatabaseSchema>;

/** The UTC month a charge counts in, `YYYY-MM`. */
export function utcMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

export interface SpendDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The image model every charge is for, and its price in micro-USD. */
  image: { provider: string; model: string; microUsd: number };
  /** The text model text calls are priced for (`textPrice` of its tokens; 0 offline or unpriced). */
  text: { provider: string; model: string; price: (tokens: TextUsage) => number };
  log: (err: unknown) => void;
}

/** The 429 a studio (or member) over its monthly budget gets. */
export function budgetSpent(member = false): AppError {
  return new AppError(ErrorCode.RateLimited, member ? MEMBER_BUDGET_SPENT_MESSAGE : BUDGET_SPENT_MESSAGE);
}

/**
 * Prices images into the studio's month and keeps its budgets: the check and the charge run in the
 * caller's transaction with the workspace row locked, so concurrent requests in any process never
 * spend past a budget. Owners are mailed once a month when spend reaches 80 %.
 */
export function createSpendCharge(deps: SpendDeps): SpendCharge {
  return {
    async chargeImage(trx, who: ChargeTo, now) {
      if (!who.workspaceId) return;
      const workspaceId = who.workspaceId;
      const month = utcMonth(now);
      const price = deps.image.microUsd;
      const budget = price > 0 ? await findBudget(trx, workspaceId) : undefined;
      const spent = budget?.monthly != null ? await monthSpend(trx, workspaceId, month) : 0;
      if (budget?.monthly != null && spent + price > budget.monthly) throw budgetSpent();
      if (price > 0) {
        const own = await memberBudget(trx, workspaceId, who.userId);
        if (own !== undefined && (await monthSpend(trx, workspaceId, month, who.userId)) + price > own) throw budgetSpent(true);
      }
      await addCost(trx, {
        workspaceId,
        userId: who.userId,
        projectId: who.projectId ?? '',
        provider: deps.image.provider,
        model: deps.image.model,
        month,
        images: 1,
        microUsd: price,
      });
      const monthly = budget?.monthly;
      if (monthly && spent + price >= monthly * BUDGET_WARN_RATIO && budget.mailedMonth !== month) {
        // Marked here; mailed once the charge's transaction committed (a rollback sends nothing). Until
        // the mail is claimed, each charge past 80 % tries again, so a process killed in between
        // loses no warning; the claim lets one through. A failed mail is logged, never fails the image.
        if (budget.warnedMonth !== month) await markWarned(trx, workspaceId, month);
        void warnOwners(deps, { workspaceId, month, spent: spent + price, budget: monthly }).catch(deps.log);
      }
    },
    async refundImage(trx, who: ChargeTo, chargedAt) {
      if (!who.workspaceId || deps.image.microUsd <= 0) return;
      // At today's price of the wired model: the line it was charged on, unless the configuration changed since.
      await removeCost(trx, {
        workspaceId: who.workspaceId,
        userId: who.userId,
        projectId: who.projectId ?? '',
        provider: deps.image.provider,
        model: deps.image.model,
        month: utcMonth(chargedAt),
        images: 1,
        microUsd: deps.image.microUsd,
      });
    },
    meterText(text) {
      return meterTextModel(text, (tokens) => {
        const who = currentChargeTo();
        if (!who?.workspaceId) return; // scratch work outside a project is not priced (images neither)
        void chargeText(deps, { ...who, workspaceId: who.workspaceId }, tokens).catch(deps.log);
      });
    },
  };
}

/** Records one text call's tokens and price on its month's line (no line for an unpriced model's call). */
async function chargeText(deps: SpendDeps, who: ChargeTo & { workspaceId: string }, tokens: TextUsage): Promise<void> {
  const microUsd = deps.text.price(tokens);
  if (microUsd <= 0) return;
  await addCost(deps.db, {
    workspaceId: who.workspaceId,
    userId: who.userId,
    projectId: who.projectId ?? '',
    provider: deps.text.provider,
    model: deps.text.model,
    month: utcMonth(),
    images: 0,
    microUsd,
    tokens,
  });
}

/** The text model with `used` told the tokens of every call that reports them (and the caller's own `onUsage` too). */
export function meterTextModel(text: TextModel, used: (tokens: TextUsage) => void): TextModel {
  type Call = (input: unknown, opts?: CallOptions) => Promise<unknown>;
  const metered =
    (call: Call): Call =>
    (input, opts) =>
      call(input, {
        ...opts,
        onUsage: (tokens) => {
          opts?.onUsage?.(tokens);
          used(tokens);
        },
      });
  const m = <K extends keyof TextModel>(key: K) => metered((text[key] as Call).bind(text)) as unknown as TextModel[K];
  return {
    provider: text.provider,
    offline: text.offline,
    contextMetadata: m('contextMetadata'),
    topicsMetadata: m('topicsMetadata'),
    relabel: m('relabel'),
    editPrompt: m('editPrompt'),
    moodboardMetadata: m('moodboardMetadata'),
    renderPrompt: m('renderPrompt'),
  };
}

async function warnOwners(deps: SpendDeps, w: { workspaceId: string; month: string; spent: number; budget: number }): Promise<void> {
  // Outside the transaction: waits for it to end, then mails only if its warning committed.
  await Promise.resolve();
  if (!(await claimWarningMail(deps.db, w.workspaceId, w.month))) return;
  const owners = (await listMembers(deps.db, w.workspaceId)).filter((m) => m.role === 'owner');
  const link = `${deps.publicUrl}/workspaces/${w.workspaceId}`;
  for (const owner of owners) {
    await deps.mailer.send(budgetWarningMail({ to: owner.email, month: w.month, spent: w.spent, budget: w.budget, link }));
  }
}
