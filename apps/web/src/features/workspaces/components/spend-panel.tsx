import { BUDGET_SPENT_MESSAGE, BUDGET_WARNING, type Budget, formatUsd, type WorkspaceMember } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { downloadCostsCsv, useSetBudget, workspaceBudgetQuery, workspaceCostsQuery } from '../api/workspaces-api';
import { BAD_BUDGET_AMOUNT, budgetDollars } from '../model/budget-amount';
import { madeOf } from '../model/spend-bars';
import { MemberBudgets } from './member-budgets';
import { SpendChart } from './spend-chart';
import styles from './workspace-screen.module.css';

/** The banner over the usage: 80 % reached, or the budget spent (new paid work is refused). */
function BudgetBanner({ budget }: { budget: Budget }) {
  if (budget.spent) return <FormMessage tone="error">{BUDGET_SPENT_MESSAGE}</FormMessage>;
  if (budget.warning) return <FormMessage tone="info">{BUDGET_WARNING}</FormMessage>;
  return null;
}

/** Owners: the monthly budget (raise, lower or clear it), this month's spend, spend lines and a CSV export. */
export function SpendPanel({ workspaceId, members }: { workspaceId: string; members?: WorkspaceMember[] }) {
  const budget = useQuery(workspaceBudgetQuery(workspaceId));
  const costs = useQuery(workspaceCostsQuery(workspaceId));
  const save = useSetBudget(workspaceId);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const current = budget.data?.monthly_micro_usd;
  const shown = draft ?? (current == null ? '' : String(current / 1_000_000));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = budgetDollars(shown);
    if (Number.isNaN(value)) return setError(BAD_BUDGET_AMOUNT);
    setError(undefined);
    save.mutate(
      { monthly_usd: value },
      {
        onSuccess: () => setDraft(undefined),
        onError: (e) => setError(userMessage(e, 'The budget could not be saved.')),
      },
    );
  };

  return (
    <section className={styles.section} aria-labelledby="spend-title">
      <h2 id="spend-title" className={styles.sectionTitle}>
        Usage and budget
      </h2>
      {budget.data ? (
        <>
          <BudgetBanner budget={budget.data} />
          <dl className={styles.figures}>
            <div>
              <dt>Spent in {budget.data.month}</dt>
              <dd>
                {formatUsd(budget.data.spent_micro_usd)}{' '}
                {current == null ? null : <span className={styles.of}>of {formatUsd(current)}</span>}
              </dd>
            </div>
          </dl>
          <form onSubmit={onSubmit} noValidate>
            <TextField
              label="Monthly budget (USD)"
              hint="Leave empty for no budget. At 100% Loci stops new paid work until the next month."
              inputMode="decimal"
              value={shown}
              error={error}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" variant="secondary" busy={save.isPending} busyText="SAVING...">
              Save budget
            </Button>
          </form>
          {members && members.length > 1 ? <MemberBudgets workspaceId={workspaceId} budget={budget.data} members={members} /> : null}
        </>
      ) : (
        <p className={styles.help}>{budget.isError ? 'The budget could not be loaded.' : 'Loading budget...'}</p>
      )}
      {costs.data?.length ? (
        <>
          {budget.data ? <SpendChart rows={costs.data} month={budget.data.month} /> : null}
          <table className={`${styles.table} ${styles.spendTable}`}>
            <caption className="visually-hidden">Spend by month, person, provider and project</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">Person</th>
                <th scope="col">Project</th>
                <th scope="col" className={styles.provider}>
                  Provider
                </th>
                <th scope="col">Made</th>
                <th scope="col">Cost</th>
              </tr>
            </thead>
            <tbody>
              {costs.data.map((r) => (
                <tr key={`${r.month}-${r.user_id}-${r.project_id}-${r.provider}-${r.model}`}>
                  <td>{r.month}</td>
                  <th scope="row">{r.person}</th>
                  <td>{r.project}</td>
                  <td className={styles.provider}>
                    {r.provider} {r.model}
                  </td>
                  <td>{madeOf(r)}</td>
                  <td>{formatUsd(r.micro_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Button variant="ghost" onClick={() => void downloadCostsCsv(workspaceId)}>
            Export CSV
          </Button>
        </>
      ) : costs.data ? (
        <p className={styles.help}>Nothing spent in this studio yet.</p>
      ) : null}
    </section>
  );
}
