import { z } from 'zod';

/** The 429 a studio's members get once its monthly budget is spent (issue #51). */
export const BUDGET_SPENT_MESSAGE = "This studio's monthly budget is spent. An owner can raise it in Studio settings.";
/** The same refusal when the member's own monthly budget in the studio is spent. */
export const MEMBER_BUDGET_SPENT_MESSAGE = 'Your monthly budget in this studio is spent. An owner can raise it in Studio settings.';
/** What the screen says instead of a price when the image provider is offline. */
export const OFFLINE_NO_COST = 'Offline preview — no cost';
/** What the screens say before paid work once the studio has used 80 % of its month's budget. */
export const BUDGET_WARNING = 'This studio has used 80% of its monthly budget.';
/** What the screens say before paid work that costs more than the month's budget has left. */
export const BUDGET_OVER_MESSAGE = 'This costs more than is left of the monthly budget: some images would not be made.';
/** Share of the budget at which owners are warned (in the app and once a month by mail). */
export const BUDGET_WARN_RATIO = 0.8;

/** Work the estimate API prices: a whole board, the missing images of a board, variations, one render. */
export const ESTIMATE_OPERATIONS = ['generate-page', 'generate-missing', 'variations', 'render', 'image'] as const;
export type EstimateOperation = (typeof ESTIMATE_OPERATIONS)[number];

/** GET /api/projects/:id/estimate query. */
export const estimateQuerySchema = z.object({
  operation: z.enum(ESTIMATE_OPERATIONS, { error: 'Please choose what to estimate.' }),
  /** Board kind for generate-page / generate-missing. */
  kind: z.enum(['context', 'topics']).optional(),
  /** Section of the board (generate-missing counts its blank slots). */
  section: z.string().max(64).optional(),
  /** How many images (variations; defaults per operation). */
  count: z.coerce.number().int().min(1).max(64).optional(),
});
export type EstimateQuery = z.infer<typeof estimateQuerySchema>;

/** What an operation would cost, before it runs. Amounts are integer micro-USD (1 USD = 1,000,000). */
export const estimateSchema = z.object({
  operation: z.enum(ESTIMATE_OPERATIONS),
  provider: z.string(),
  model: z.string(),
  offline: z.boolean(),
  images: z.number().int(),
  micro_usd_per_image: z.number().int(),
  micro_usd: z.number().int(),
  /**
   * Where the work stands against the budgets that apply to the caller (the studio's and their own
   * in it); null when the work is free or no budget is set. `left_micro_usd`: what is left this
   * month under the tighter one; `over`: the work costs more than that (it would be refused part way).
   */
  budget: z.object({ warning: z.boolean(), spent: z.boolean(), left_micro_usd: z.number().int(), over: z.boolean() }).nullable().optional(),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** PUT /api/workspaces/:id/budget: the studio's monthly budget in USD (null: none), optional per member. */
export const budgetInputSchema = z.object({
  monthly_usd: z.number({ error: 'Please enter a budget in dollars.' }).min(0).max(10_000_000).nullable(),
  members: z
    .array(z.object({ user_id: z.string().max(64), monthly_usd: z.number().min(0).max(10_000_000).nullable() }))
    .max(500)
    .optional(),
});
export type BudgetInput = z.infer<typeof budgetInputSchema>;

/** A studio's budget and this month's spend; `warning` once spend reaches 80 % of a budget. */
export const budgetSchema = z.object({
  month: z.string(),
  monthly_micro_usd: z.number().int().nullable(),
  spent_micro_usd: z.number().int(),
  warning: z.boolean(),
  spent: z.boolean(),
  members: z.array(z.object({ user_id: z.string(), monthly_micro_usd: z.number().int().nullable() })),
});
export type Budget = z.infer<typeof budgetSchema>;

/** One line of spend: a month, a member, a provider and model, a project. */
export const costRowSchema = z.object({
  month: z.string(),
  user_id: z.string(),
  person: z.string(),
  project_id: z.string(),
  project: z.string(),
  provider: z.string(),
  model: z.string(),
  images: z.number().int(),
  /** Tokens a paid text model reported on this line (0 for images). */
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  micro_usd: z.number().int(),
});
export type CostRow = z.infer<typeof costRowSchema>;

/** GET /api/workspaces/:id/costs: spend lines, newest month first. */
export const costsSchema = z.object({ rows: z.array(costRowSchema) });
export type Costs = z.infer<typeof costsSchema>;

/** "$0.42" from micro-USD: cents, or four places under a cent. */
export function formatUsd(microUsd: number): string {
  const usd = microUsd / 1_000_000;
  if (usd !== 0 && Math.abs(usd) < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** Whole micro-USD from dollars. */
export function usdToMicro(usd: number): number {
  return Math.round(usd * 1_000_000);
}
