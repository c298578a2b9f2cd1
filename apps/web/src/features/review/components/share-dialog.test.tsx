import type { ReviewLink } from '@loci/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { ShareDialog } from './share-dialog';

const PROJECT = '0a0a0a0a-0000-4000-8000-000000000001';
const link = (over: Partial<ReviewLink>): ReviewLink => ({
  id: 'l1',
  label: '',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  revoked_at: null,
  last_used_at: null,
  round: 1,
  has_passcode: false,
  show_prompts: false,
  locale: 'en',
  status: 'active',
  created_by_name: 'Inês Lobo',
  can_revoke: true,
  ...over,
});

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ShareDialog', () => {
  it("names each link's maker and offers Revoke only on links the caller may revoke", async () => {
    const links = [
      link({ id: 'mine', created_by_name: 'Inês Lobo', can_revoke: true }),
      link({ id: 'theirs', created_by_name: 'Rui Costa', can_revoke: false }),
      link({ id: 'gone', created_by_name: null, can_revoke: false, status: 'revoked' }),
    ];
    fetchMock.mockImplementation(async (input) => (String(input).endsWith('/review-links') ? json({ links }) : json({ feedback: [] })));
    const { wrapper: Providers } = createTestProviders();
    render(
      <Providers>
        <ShareDialog projectId={PROJECT} onOpenChange={() => undefined} />
      </Providers>,
    );
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Inês Lobo')).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: /^Revoke the link/ })).toBeTruthy();
    expect(within(rows[1]).getByText('Rui Costa')).toBeTruthy();
    expect(within(rows[1]).queryByRole('button', { name: /^Revoke the link/ })).toBeNull();
    expect(within(rows[1]).getByText('Active')).toBeTruthy();
    expect(within(rows[2]).getByText('Former member')).toBeTruthy();
    expect(within(rows[2]).getByText('Revoked')).toBeTruthy();
  });
});
