import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { ProfileTokens } from './profile-tokens';

const personal = { id: '33333333-3333-4333-8333-333333333333', name: 'Personal', personal: true, role: 'owner' };
const studio = { id: '44444444-4444-4444-8444-444444444444', name: 'Atelier Norte', personal: false, role: 'editor' };
const extra = { members_count: 1, projects_count: 0, created_at: '2025-01-01T00:00:00Z' };
const listed = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'CRM sync',
  prefix: 'loci_pat_AbCd',
  scopes: ['read'],
  workspace_ids: [personal.id],
  created_at: '2026-11-01T00:00:00Z',
  expires_at: null,
  last_used_at: null,
  revoked_at: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('ProfileTokens', () => {
  it('creates a token with the chosen scopes and workspaces, shows it once, and revokes one', async () => {
    const calls: { url: string; method: string; body?: unknown }[] = [];
    const secret = `loci_pat_${'s'.repeat(43)}`;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = (init.method ?? 'GET').toUpperCase();
        calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url === '/api/workspaces/') return Response.json({ workspaces: [personal, studio].map((w) => ({ ...w, ...extra })) });
        if (url === '/api/tokens' && method === 'GET') return Response.json({ tokens: [listed] });
        if (url === '/api/tokens' && method === 'POST') return Response.json({ token: secret, personal_token: listed }, { status: 201 });
        return Response.json({ ...listed, revoked_at: '2026-11-02T00:00:00Z' });
      }),
    );
    const { wrapper } = createTestProviders();
    render(<ProfileTokens />, { wrapper });
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Atelier Norte' });
    await user.type(screen.getByLabelText('Token name'), 'Pitch pipeline');
    await user.click(screen.getByRole('checkbox', { name: /^generate/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Atelier Norte' }));
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Pitch pipeline',
      expires_in_days: null,
      scopes: ['read', 'generate'],
      workspace_ids: [personal.id],
    });
    const row = within(screen.getByRole('list', { name: 'Your tokens' }))
      .getByText('CRM sync')
      .closest('li') as HTMLElement;
    expect(within(row).getByText(/last used never/)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke CRM sync' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/tokens/${listed.id}`)).toBe(true);
  });
});
