import type { Project } from '@loci/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { ProjectsScreen } from './projects-screen';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

function buildProject(overrides: Partial<Project>): Project {
  return {
    id: ID_A,
    project_id: ID_A,
    project_name: 'Harbour Hotel',
    project_location: 'Lisbon, Portugal',
    location_lat: null,
    location_lng: null,
    location_h3: null,
    site: null,
    brand_name: 'Aurora',
    brand_definition: 'Aurora',
    website: 'https://aurora.example',
    contextual_insights: 'historical,social,physical',
    keywords: [],
    prompts: [],
    logo_url: null,
    brand_palette: [],
    brand_book_name: null,
    brand_book_url: null,
    images: [],
    total_images: 0,
    moodboards_count: 0,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    workspace_id: '33333333-3333-4333-8333-333333333333',
    role: 'owner',
    updated_by: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

/** Answers GET /api/projects/ with `projects`, DELETE with `onDelete()`. */
const PERSONAL = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Personal',
  personal: true,
  role: 'owner',
  members_count: 1,
  projects_count: 0,
  created_at: '2025-01-01T00:00:00Z',
};

/** The calls the screen made to the projects API (the header's workspace list aside). */
const projectCalls = () => fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/projects/'));

function serve(projects: Project[], onDelete: () => Promise<Response> = async () => json(200, { deleted: true })) {
  let list = projects;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith('/api/workspaces/')) return json(200, { workspaces: [PERSONAL] });
    if (init?.method === 'DELETE') {
      const response = await onDelete();
      if (response.ok) list = list.filter((p) => !String(input).includes(p.id));
      return response;
    }
    return json(200, { projects: list });
  });
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/projects', element: <ProjectsScreen /> },
      { path: '/projects/:id/instruction', element: <p>instruction for project</p> },
      { path: '/instruction', element: <p>new instruction</p> },
    ],
    { initialEntries: ['/projects'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ProjectsScreen', () => {
  it('shows skeletons, then a card per project with name (or fallback), location and link', async () => {
    serve([buildProject({ images: ['/api/assets/a/256'] }), buildProject({ id: ID_B, project_name: ' ', project_location: 'Porto' })]);
    renderScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects...');

    const card = await screen.findByRole('link', { name: /Harbour Hotel/ });
    expect(card).toHaveAttribute('href', `/projects/${ID_A}/instruction`);
    expect(card).toHaveTextContent('Lisbon, Portugal');
    expect(card.querySelectorAll('img')).toHaveLength(4);
    const unnamed = screen.getByRole('link', { name: /Unnamed Project/ });
    expect(unnamed).toHaveTextContent('Porto');
    expect(within(unnamed).getByTestId('collage-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New Project/ })).toHaveAttribute('href', '/instruction');
    expect(screen.getByText('2 projects')).toBeInTheDocument();
  });

  it("loads the first row's images at once and the others when scrolled to", async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `00000000-0000-4000-8000-00000000010${i}`);
    serve(ids.map((id, i) => buildProject({ id, project_name: `Card ${i}`, images: [`/api/assets/${i}/256`] })));
    renderScreen();
    await screen.findByRole('link', { name: /Card 5/ });
    const loading = ids.map((_, i) => {
      const tiles = screen.getByRole('link', { name: new RegExp(`Card ${i}`) }).querySelectorAll('img');
      return [...new Set([...tiles].map((img) => img.getAttribute('loading')))].join();
    });
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('in a studio where the user is a viewer: no New Project, no Delete, and who changed each project', async () => {
    const studio = { ...PERSONAL, id: '44444444-4444-4444-8444-444444444444', name: 'Atelier Norte', personal: false, role: 'viewer' };
    localStorage.setItem('loci.workspace', studio.id);
    try {
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        if (url.startsWith('/api/workspaces/')) return json(200, { workspaces: [PERSONAL, studio] });
        expect(url).toBe(`/api/projects/?workspace=${studio.id}`);
        return json(200, { projects: [buildProject({ role: 'viewer', workspace_id: studio.id, updated_by: 'Inês Lobo' })] });
      });
      renderScreen();
      const card = await screen.findByRole('link', { name: /Harbour Hotel/ });
      expect(card).toHaveTextContent('Changed by Inês Lobo');
      expect(await screen.findByText('Atelier Norte')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /New Project/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Delete project/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Duplicate project Harbour Hotel' })).toBeInTheDocument();
    } finally {
      localStorage.removeItem('loci.workspace');
    }
  });

  it('invites the first project when there are none', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New Project/ })).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/workspaces/') ? json(200, { workspaces: [PERSONAL] }) : json(503, { error: 'Service unavailable' }),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    serve([buildProject({})]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Harbour Hotel/ })).toBeInTheDocument();
  });

  it('deletes through the modal: progress while deleting, then the success alert and the card gone', async () => {
    let finish: (response: Response) => void = () => {};
    serve(
      [buildProject({})],
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    renderScreen();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete project Harbour Hotel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent('This action cannot be undone and will delete all project data.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(within(dialog).getByText('Deletion in progress... Please wait.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(`/api/projects/${ID_A}/`, expect.objectContaining({ method: 'DELETE' }));

    finish(json(200, { deleted: true, project_id: ID_A }));
    const done = await screen.findByRole('alertdialog', { name: 'Project deleted' });
    expect(done).toHaveTextContent('Project "Harbour Hotel" has been deleted successfully.');
    expect(screen.queryByRole('link', { name: /Harbour Hotel/, hidden: true })).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText(/No projects yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects' })).toHaveFocus();
  });

  it('cancel closes the modal without a request', async () => {
    serve([buildProject({})]);
    renderScreen();
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Delete project Harbour Hotel' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(projectCalls()).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it.each([
    [404, 'Project not found.'],
    [403, 'You do not have permission to delete this project.'],
    [401, 'You do not have permission to delete this project.'],
    [500, 'Server error occurred. Please try again later.'],
    [502, 'Please check your connection and try again.'],
  ])('reports a %s failure with its reason, the name and the id', async (status, reason) => {
    serve([buildProject({})], async () => json(status, { code: 'X', error: 'nope' }));
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete project Harbour Hotel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Failed to delete project.' });
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('Harbour Hotel');
    expect(alert).toHaveTextContent(ID_A);
    // the card stays (hidden from the accessibility tree while the alert is open)
    expect(screen.getByRole('link', { name: /Harbour Hotel/, hidden: true })).toBeInTheDocument();
  });

  it('reports a network failure as a connection problem', async () => {
    serve([buildProject({})], async () => {
      throw new TypeError('Failed to fetch');
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete project Harbour Hotel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Failed to delete project.' });
    expect(alert).toHaveTextContent('Please check your connection and try again.');
  });

  it('imports a .loci file into the workspace shown, then opens the new project; a refused file says why', async () => {
    let answer = json(201, { project: buildProject({ id: ID_B, project_id: ID_B, project_name: 'Imported' }) });
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/projects/import')) return answer;
      if (String(input).startsWith('/api/workspaces/')) return json(200, { workspaces: [PERSONAL] });
      return json(200, { projects: [buildProject({})] });
    });
    const { router } = renderScreen();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: /Harbour Hotel/ });
    answer = json(400, { code: 'BAD_REQUEST', error: 'This project file was made by a newer Loci (format 2).' });
    const input = screen.getByLabelText('Project file to import (.loci)');
    await user.upload(input, new File(['PK'], 'old.loci', { type: 'application/zip' }));
    expect(await screen.findByText(/made by a newer Loci/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');

    answer = json(201, { project: buildProject({ id: ID_B, project_id: ID_B, project_name: 'Imported' }) });
    await user.upload(input, new File(['PK'], 'harbour.loci', { type: 'application/zip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/projects/${ID_B}/instruction`));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/projects/import') && init?.method === 'POST');
    expect(String(post?.[0])).toBe(`/api/workspaces/${PERSONAL.id}/projects/import`);
    expect((post?.[1]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });
});
