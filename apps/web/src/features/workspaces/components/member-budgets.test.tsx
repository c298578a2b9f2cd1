import type { Budget, WorkspaceMember } from '@loci/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { MemberBudgets } from './member-budgets';

const member = (user_id: string, name: string, role: WorkspaceMember['role']): WorkspaceMember => ({
  user_id,
  name,
  email: `${user_id}@studio.test`,
  role,
  joined_at: '2026-11-01T00:00:00Z',
});
const members = [member('ada', 'Ada Owner', 'owner'), member('bo', 'Bo Editor', 'editor'), member('cy', 'Cy Editor', 'editor')];
const budget: Budget = {
  month: '2026-11',
  monthly_micro_usd: 50_000_000,
  spent_micro_usd: 0,
  warning: false,
  spent: false,
  members: [{ user_id: 'cy', monthly_micro_usd: 5_000_000 }],
};

/** Answers each PUT with the budget it was sent; returns the bodies sent. */
function server() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { members: { user_id: string; monthly_usd: number | null }[] };
      sent.push(body);
      const answer = {
        ...budget,
        members: body.members.map((m) => ({ user_id: m.user_id, monthly_micro_usd: (m.monthly_usd ?? 0) * 1e6 })),
      };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('MemberBudgets', () => {
  it('shows each member’s own budget and saves only the fields changed, with the studio’s budget kept', async () => {
    const sent = server();
    render(<MemberBudgets workspaceId="w1" budget={budget} members={members} />, { wrapper: createTestProviders().wrapper });
    expect(screen.getByLabelText('Cy Editor')).toHaveValue('5');
    expect(screen.getByText('cy@studio.test · now $5.00 a month')).toBeInTheDocument();
    expect(screen.getByLabelText('Bo Editor')).toHaveValue('');

    await userEvent.type(screen.getByLabelText('Bo Editor'), '12.5');
    await userEvent.clear(screen.getByLabelText('Cy Editor'));
    await userEvent.click(screen.getByRole('button', { name: 'Save budgets per person' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      monthly_usd: 50,
      members: [
        { user_id: 'bo', monthly_usd: 12.5 },
        { user_id: 'cy', monthly_usd: null },
      ],
    });
    expect(await screen.findByText('Budgets per person saved.')).toBeInTheDocument();
  });

  it('refuses what is not an amount beside its field and sends nothing', async () => {
    const sent = server();
    render(<MemberBudgets workspaceId="w1" budget={budget} members={members} />, { wrapper: createTestProviders().wrapper });
    await userEvent.type(screen.getByLabelText('Bo Editor'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save budgets per person' }));
    expect(await screen.findByText('Please enter a budget in dollars.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bo Editor')).toHaveAccessibleDescription(/Please enter a budget in dollars\./);
    expect(sent).toEqual([]);
  });
});
