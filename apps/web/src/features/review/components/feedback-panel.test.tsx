import { RENDER_IMAGE_INDEX, type ReviewFeedback, readProjectWithData } from '@loci/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackQuery, projectQuery } from '../../../lib/project-queries';
import { createTestProviders } from '../../../test/providers';
import { FeedbackPanel } from './feedback-panel';

const PROJECT = '0a0a0a0a-0000-4000-8000-000000000001';
const RENDER = `/api/assets/${'d'.repeat(64)}`;
const project = readProjectWithData({
  project: { id: PROJECT, project_id: PROJECT, project_name: 'Alfama Hotel', workspace_id: 'w1', role: 'owner' },
  data: {
    moodboards: [
      {
        moodboard_id: 'm1',
        id: 'm1',
        title: 'Tidal Salt',
        moodboard_title: 'Tidal Salt',
        images: [`/api/assets/${'c'.repeat(64)}`],
        prompts: ['salt'],
        labels: ['Salt glaze'],
        renders: [{ id: 'r1', image: RENDER, render_prompt: 'A calm lounge', created_at: '2026-11-29T10:00:00.000Z' }],
      },
    ],
  },
});
const feedback = (over: Partial<ReviewFeedback>): ReviewFeedback => ({
  id: 'f1',
  link_id: 'l1',
  page_id: 'moodboard:m1',
  image_index: RENDER_IMAGE_INDEX,
  verdict: 'reject',
  comment: 'A terracotta floor instead of the grey one',
  author_name: 'Clara Reviewer',
  round: 1,
  asset_sha: 'd'.repeat(64),
  current: true,
  created_at: '2026-11-29T11:00:00.000Z',
  ...over,
});

// The cached reads are the panel's; a refetch on mount waits for ever rather than reach a server.
beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  ),
);
afterEach(() => vi.unstubAllGlobals());

function renderPanel(list: ReviewFeedback[]) {
  const { queryClient, wrapper: Providers } = createTestProviders();
  if (!project) throw new Error('the fixture is not a project');
  queryClient.setQueryData(projectQuery(PROJECT).queryKey, project);
  queryClient.setQueryData(feedbackQuery(PROJECT).queryKey, list);
  render(
    <Providers>
      <FeedbackPanel projectId={PROJECT} pageId="moodboard:m1" />
    </Providers>,
  );
}

describe('FeedbackPanel on a moodboard page', () => {
  it("offers to regenerate a rejected render, with the client's reason as its guidance", async () => {
    renderPanel([feedback({})]);
    const panel = screen.getByRole('region', { name: 'Client feedback' });
    expect(within(panel).getByText('Clara Reviewer · Render · rejected')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Regenerate rejected images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate rejected images' });
    expect(within(dialog).getByRole('textbox')).toHaveProperty('value', 'A terracotta floor instead of the grey one');
    expect(within(dialog).getByRole('button', { name: 'Queue 1 image' })).toBeTruthy();
  });

  it('offers nothing to regenerate when the client approved the render', () => {
    renderPanel([feedback({ verdict: 'approve', comment: 'Lovely light' })]);
    const panel = screen.getByRole('region', { name: 'Client feedback' });
    expect(within(panel).queryByRole('button', { name: 'Regenerate rejected images' })).toBeNull();
  });
});
