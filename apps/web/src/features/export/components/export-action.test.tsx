import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectData } from '../model/test-data';
import { ExportAction } from './export-action';

type Handler = (path: string, init?: RequestInit) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pdf = () =>
  new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-disposition': 'attachment; filename="alfama-hotel.pdf"' } });

let calls: { path: string; init?: RequestInit }[] = [];

function renderAction(handler: Handler, path = '/projects/p1/presentation') {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((p: string, init?: RequestInit) => {
      calls.push({ path: p, init });
      return handler(p, init);
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/projects/:projectId/presentation', element: <ExportAction /> },
      { path: '/presentation', element: <ExportAction /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const project: Handler = async (path) => (path.endsWith('/export') ? pdf() : json({ project: {}, data: projectData() }));
const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Export' }));
  return screen.getByRole('dialog', { name: 'Export presentation' });
};
const exportBody = () => JSON.parse(String(calls.find((c) => c.path.endsWith('/export'))?.init?.body));

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExportAction', () => {
  it('renders nothing without a project id', () => {
    renderAction(project, '/presentation');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('says it is loading the pages, then lists them all ticked with PowerPoint chosen', async () => {
    let resolve: (r: Response) => void = () => undefined;
    renderAction((path) => {
      if (path.endsWith('/export')) return Promise.resolve(pdf());
      if (path.endsWith('/canvas')) return Promise.resolve(json({ items: [], editable: true, picture: null }));
      return new Promise((r) => (resolve = r));
    });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading pages...');
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    resolve(json({ project: {}, data: projectData() }));
    const pages = await within(dialog).findByRole('group', { name: /Pages/ });
    const boxes = within(pages).getAllByRole('checkbox');
    expect(boxes.map((b) => b.parentElement?.textContent)).toEqual([
      'All pages',
      'Historical Context',
      'Social Topics',
      'Lounge moodboard',
      'Spa moodboard',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /PowerPoint/ })).toBeChecked();
  });

  it('shows the empty state and a disabled Export for a project with nothing generated', async () => {
    renderAction(async () => json({ project: {}, data: { contexts: {}, topics: {}, moodboards: [] } }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Nothing to export yet — generate a board first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('disables Export when no page is ticked and sends only the ticked pages', async () => {
    renderAction(project);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'All pages' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Historical Context' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Spa moodboard' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Historical Context' }));
    expect(within(dialog).getByRole('group', { name: /Pages/ })).toHaveTextContent('2 of 4');
    await userEvent.click(within(dialog).getByRole('radio', { name: /PDF/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportBody()).toEqual({ format: 'pdf', pages: ['historical-context', 'moodboard:m2'] });
  });

  it('offers the Canvas once it was added to the deck, ticked', async () => {
    const board = { items: [], editable: true, picture: { image: '/api/assets/abc', saved_at: '2026-11-29T14:05:00.000Z' } };
    renderAction(async (path) => (path.endsWith('/canvas') ? json(board) : project(path)));
    const dialog = await openDialog();
    const canvas = await within(dialog).findByRole('checkbox', { name: /The working board/ });
    expect(canvas).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportBody()).toEqual({ format: 'pptx', includeCanvas: true });
  });

  it('asks for the file without the Canvas once it is unticked', async () => {
    const board = { items: [], editable: true, picture: { image: '/api/assets/abc', saved_at: '2026-11-29T14:05:00.000Z' } };
    renderAction(async (path) => (path.endsWith('/canvas') ? json(board) : project(path)));
    const again = await openDialog();
    await userEvent.click(await within(again).findByRole('checkbox', { name: /The working board/ }));
    await userEvent.click(within(again).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/export'))).toBe(true));
    expect(exportBody()).toEqual({ format: 'pptx' });
  });

  it('downloads the file under the server name, closes and says so', async () => {
    renderAction(project);
    const dialog = await openDialog();
    await within(dialog).findByRole('checkbox', { name: 'All pages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported alfama-hotel.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
    // Every page ticked: the server picks every page with content.
    expect(exportBody()).toEqual({ format: 'pptx' });
  });

  it('sends the speaker-notes options only when ticked, for the PowerPoint file only', async () => {
    renderAction(project);
    const dialog = await openDialog();
    const prompts = await within(dialog).findByRole('checkbox', { name: 'Include prompts in the notes' });
    expect(prompts).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Include client comments' })).not.toBeChecked();
    await userEvent.click(prompts);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include client comments' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(exportBody()).toEqual({ format: 'pptx', includePrompts: true, includeComments: true });
  });

  it('hides the speaker-notes options for the PDF', async () => {
    renderAction(project);
    const dialog = await openDialog();
    await within(dialog).findByRole('checkbox', { name: 'Include prompts in the notes' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /PDF/ }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Include prompts in the notes' })).toBeNull();
  });

  it('shows EXPORTING... and a progress bar while the server builds, and cannot be dismissed', async () => {
    renderAction((path) => (path.endsWith('/export') ? new Promise<Response>(() => undefined) : project(path)));
    const dialog = await openDialog();
    await within(dialog).findByRole('checkbox', { name: 'All pages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(within(dialog).getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar', { name: 'Building the PowerPoint file' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the server error inline and keeps the dialog open', async () => {
    renderAction(async (path) =>
      path.endsWith('/export') ? json({ code: 'BAD_REQUEST', error: 'Nothing to export yet on: social-topics.' }, 400) : project(path),
    );
    const dialog = await openDialog();
    await within(dialog).findByRole('checkbox', { name: 'All pages' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing to export yet on: social-topics.');
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
