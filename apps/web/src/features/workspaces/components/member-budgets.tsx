import { type Budget, formatUsd, type WorkspaceMember } from '@loci/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { userMessage } from '../../../lib/api-client';
import { useSetBudget } from '../api/workspaces-api';
import { BAD_BUDGET_AMOUNT, budgetDollars } from '../model/budget-amount';
import styles from './workspace-screen.module.css';

/**
 * Owners: an optional monthly budget for each member of a shared studio (on top of the studio's),
 * saved together; empty means the studio's budget alone applies to that person.
 */
export function MemberBudgets({ workspaceId, budget, members }: { workspaceId: string; budget: Budget; members: WorkspaceMember[] }) {
  const save = useSetBudget(workspaceId);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const stored = new Map(budget.members.map((m) => [m.user_id, m.monthly_micro_usd]));
  const shown = (userId: string) => {
    const own = stored.get(userId);
    return drafts[userId] ?? (own == null ? '' : String(own / 1_000_000));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const changed = Object.keys(drafts).map((user_id) => ({ user_id, monthly_usd: budgetDollars(drafts[user_id] ?? '') }));
    const wrong = Object.fromEntries(changed.filter((m) => Number.isNaN(m.monthly_usd)).map((m) => [m.user_id, BAD_BUDGET_AMOUNT]));
    setErrors(wrong);
    if (Object.keys(wrong).length > 0 || changed.length === 0) return;
    const monthly = budget.monthly_micro_usd == null ? null : budget.monthly_micro_usd / 1_000_000;
    save.mutate(
      { monthly_usd: monthly, members: changed },
      {
        onSuccess: () => {
          setDrafts({});
          setFailure(undefined);
          setSaved(true);
        },
        onError: (e) => setFailure(userMessage(e, 'The budgets were not saved.')),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="member-budgets-title">
      <h3 id="member-budgets-title" className={styles.subTitle}>
        Budget per person
      </h3>
      <p className={styles.help}>Optional, on top of the studio's. Leave a field empty for no budget of their own.</p>
      <div className={styles.memberBudgets}>
        {members.map((m) => {
          const own = stored.get(m.user_id);
          return (
            <TextField
              key={m.user_id}
              label={m.name}
              hint={own == null ? m.email : `${m.email} · now ${formatUsd(own)} a month`}
              inputMode="decimal"
              value={shown(m.user_id)}
              error={errors[m.user_id]}
              onChange={(e) => setDrafts((all) => ({ ...all, [m.user_id]: e.target.value }))}
            />
          );
        })}
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {saved ? <FormMessage tone="success">Budgets per person saved.</FormMessage> : null}
      <Button type="submit" variant="secondary" busy={save.isPending} busyText="SAVING...">
        Save budgets per person
      </Button>
    </form>
  );
}
