import { BUDGET_OVER_MESSAGE, BUDGET_SPENT_MESSAGE, BUDGET_WARNING, type Estimate, formatUsd, OFFLINE_NO_COST } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config-query';
import { type EstimateAsk, useEstimate } from '../api/get-estimate';
import styles from './board-toolbar.module.css';

/** What the budgets say before this work: spent, not enough left for it, or 80 % used; nothing otherwise. */
export function budgetNote(budget: Estimate['budget']): { text: string; tone: 'error' | 'warning' } | null {
  if (!budget) return null;
  if (budget.spent) return { text: BUDGET_SPENT_MESSAGE, tone: 'error' };
  if (budget.over) return { text: BUDGET_OVER_MESSAGE, tone: 'error' };
  if (budget.warning) return { text: BUDGET_WARNING, tone: 'warning' };
  return null;
}

/**
 * "Estimated cost: $0.42" before paid work, with what the month's budget says when it matters;
 * offline it says there is no cost and asks nothing.
 */
export function EstimatedCost({ projectId, ask, offline }: { projectId: string; ask: EstimateAsk; offline: boolean }) {
  const estimate = useEstimate(projectId, ask, !offline);
  if (offline) return <p className={styles.estimate}>{OFFLINE_NO_COST}</p>;
  if (!estimate.data) return null;
  if (estimate.data.offline) return <p className={styles.estimate}>{OFFLINE_NO_COST}</p>;
  const note = budgetNote(estimate.data.budget);
  return (
    <p className={styles.estimate}>
      Estimated cost: {formatUsd(estimate.data.micro_usd)}
      {note ? <span className={note.tone === 'error' ? styles.budgetError : styles.budgetWarning}>{note.text}</span> : null}
    </p>
  );
}

/** The estimate on a screen that is not told whether the provider is offline: the app's settings say. */
export function EstimateFor({ projectId, ask }: { projectId: string; ask: EstimateAsk }) {
  const config = useQuery(configQuery());
  if (!config.data) return null;
  return <EstimatedCost projectId={projectId} ask={ask} offline={config.data.offlineImages} />;
}
