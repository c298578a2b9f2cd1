import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_FAILED } from '../hooks/use-present-project';
import { fakeApi, renderInstructions } from '../test/fake-api';
import { CREATE_FAILED } from '../utils/instruction-form';

vi.mock('./hex-map', () => ({ HexMap: () => <div>map</div> }));

afterEach(() => vi.unstubAllGlobals());

const PROJECT_ID = '7d9a3f8e-1c2b-4a5d-9e6f-0a1b2c3d4e5f';

const STATE = {
  projectName: 'Harbour Roastery',
  projectLocation: 'Lisbon, Portugal',
  contextInsights: 'historical,social,physical',
  brandName: 'Copper Kettle',
  website: 'https://copper-kettle.test',
  keywords: ['single origin', 'espresso'],
  prompts: ['a warm roastery'],
};

const project = {
  id: PROJECT_ID,
  project_id: PROJECT_ID,
  project_name: 'Harbour Roastery',
  project_location: 'Alfama',
  location_lat: 38.71,
  location_lng: -9.13,
  location_h3: '89393366d5bffff',
  brand_name: 'Copper Kettle',
  brand_definition: 'Copper Kettle',
  website: 'https://copper-kettle.test',
  contextual_insights: 'historical,physical',
  keywords: ['single origin', 'espresso'],
  prompts: ['a warm roastery'],
  logo_url: '/api/assets/logo.png',
  brand_palette: [],
  brand_book_name: 'copper-book.pdf',
  brand_book_url: null,
};

const probe = () => screen.findByTestId('probe');

describe('saving (spec §4)', () => {
  it('creates the project with only the selected keywords and opens its presentation', async () => {
    const api = fakeApi({ 'POST /api/projects/': () => ({ status: 201, body: { project_id: PROJECT_ID, project } }) });
    renderInstructions({ pathname: '/instruction', state: STATE });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'espresso' }));
    await user.click(screen.getByRole('button', { name: 'social' }));
    await user.click(screen.getByRole('button', { name: 'Presentation' }));

    expect(await probe()).toHaveTextContent(`/projects/${PROJECT_ID}/presentation`);
    const body = api.calls.find((c) => c.method === 'POST')?.body;
    expect(JSON.parse(String(body?.get('keywords')))).toEqual(['single origin']);
    expect(body?.get('contextInsights')).toBe('historical,physical');
    expect(body?.get('projectName')).toBe('Harbour Roastery');
  });

  it('on a failed create shows the alert, then goes to /presentation with the state', async () => {
    fakeApi({ 'POST /api/projects/': () => ({ status: 500, body: { error: 'boom' } }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInstructions({ pathname: '/instruction', state: STATE });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Presentation' }));
    expect(await screen.findByText(CREATE_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    const landed = await probe();
    expect(landed).toHaveTextContent(/^\/presentation$/);
    expect(JSON.parse(landed.dataset.state ?? 'null')).toEqual({
      projectName: STATE.projectName,
      projectLocation: STATE.projectLocation,
      contextInsights: STATE.contextInsights,
      brandName: STATE.brandName,
      keywords: STATE.keywords,
      prompts: STATE.prompts,
    });
  });

  it('loads a project into every field, and updates it before moving on even if the update fails', async () => {
    const api = fakeApi({
      [`GET /api/projects/${PROJECT_ID}/`]: () => ({ body: { project, data: {} } }),
      [`PUT /api/projects/${PROJECT_ID}/`]: () => ({ status: 500, body: { error: 'boom' } }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInstructions(`/projects/${PROJECT_ID}/instruction`);

    expect(screen.getByText('Loading project details...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Project Name *')).toHaveValue('Harbour Roastery');
    expect(screen.getByRole('combobox', { name: 'Project Location *' })).toHaveValue('Alfama');
    expect(screen.getByLabelText('Brand Definition *')).toHaveValue('Copper Kettle');
    expect(screen.getByLabelText('Website *')).toHaveValue('https://copper-kettle.test');
    expect(screen.getByRole('button', { name: 'social' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/api/assets/logo.png');
    expect(screen.getByText('copper-book.pdf')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Presentation' }));
    expect(await probe()).toHaveTextContent(`/projects/${PROJECT_ID}/presentation`);
    // The failure is not only logged: the toast says the changes were not kept.
    expect(await screen.findByText(UPDATE_FAILED)).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')?.body;
    expect(put?.get('locationH3')).toBe('89393366d5bffff');
  });

  it('keeps the user on the form and shows an upload error next to the logo', async () => {
    fakeApi({ 'POST /api/projects/': () => ({ status: 415, body: { error: 'The logo must be a PNG, JPEG or WebP image.' } }) });
    renderInstructions({ pathname: '/instruction', state: STATE });
    const user = userEvent.setup();

    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Choose logo/), logo);
    await user.click(screen.getByRole('button', { name: 'Presentation' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The logo must be a PNG, JPEG or WebP image.'));
    expect(screen.queryByTestId('probe')).not.toBeInTheDocument();
  });

  it('refuses an SVG logo before uploading', async () => {
    fakeApi({});
    renderInstructions('/instruction');
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/Choose logo/), svg);
    expect(screen.getByRole('alert')).toHaveTextContent(/SVG logos are not accepted/);
  });
});
