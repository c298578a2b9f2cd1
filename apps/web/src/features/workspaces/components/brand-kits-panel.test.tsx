import type { BrandKit } from '@loci/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { BrandKitsPanel } from './brand-kits-panel';

const kit: BrandKit = {
  id: 'k1',
  workspace_id: 'w1',
  name: 'Maré Hotels',
  definition: 'Calm, salt-washed.',
  palette: ['#1F4E5A', '#C8A96B'],
  heading_font: 'Fraunces',
  body_font: 'Inter',
  keywords: ['tide'],
  logo_url: null,
  projects_count: 2,
  updated_at: '2026-11-30T00:00:00Z',
};

/** A studio with one kit: answers the list, records each write and answers it with the kit it makes. */
function server() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const reply = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (method === 'GET') return reply({ kits: [kit] });
      const body = JSON.parse(String(init?.body ?? '{}'));
      writes.push({ method, url, body });
      return reply({ kit: { ...kit, id: 'k2', ...body } });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('BrandKitsPanel', () => {
  it('lists the studio’s kits and creates one with its palette, fonts and keywords', async () => {
    const writes = server();
    render(<BrandKitsPanel workspaceId="w1" memberRole="editor" />, { wrapper: createTestProviders().wrapper });
    expect(await screen.findByRole('heading', { name: 'Maré Hotels' })).toBeInTheDocument();
    expect(screen.getByText(/Fraunces \/ Inter · 2 projects/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New brand kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand kit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create kit' }));
    expect(within(dialog).getByText('Please enter a name for the brand kit.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Kit name'), 'Casa Azul');
    await userEvent.type(within(dialog).getByLabelText('Add a colour to the palette (hex)'), '1b3a6b{Enter}');
    expect(within(dialog).getByText('#1B3A6B')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText('Heading font'), 'Inter');
    await userEvent.type(within(dialog).getByLabelText('Keywords'), 'cobalt, tile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create kit' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      url: '/api/workspaces/w1/brand-kits',
      body: { name: 'Casa Azul', palette: ['#1B3A6B'], heading_font: 'Inter', body_font: 'Inter', keywords: ['cobalt', 'tile'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a viewer the kits without the buttons that change them', async () => {
    server();
    render(<BrandKitsPanel workspaceId="w1" memberRole="viewer" />, { wrapper: createTestProviders().wrapper });
    expect(await screen.findByRole('heading', { name: 'Maré Hotels' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New brand kit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Maré Hotels' })).not.toBeInTheDocument();
  });
});
