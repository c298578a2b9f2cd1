import { readProjectData } from '@loci/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProjectAccessProvider } from '../../../lib/project-access';
import { isGenerateAllShortcut, NOTHING_MISSING, pageProgressText, pagesMissingImages } from '../model/generate-all';
import { buildPages, parseInsights } from '../model/pages';
import { type GenerateAllControl, PageSidebar } from './page-sidebar';

const img = (n: number) => `/api/assets/${n.toString(16).padStart(64, '0')}`;

function control(over: Partial<GenerateAllControl> = {}): GenerateAllControl {
  return { missing: 3, running: false, pending: false, disabledReason: NOTHING_MISSING, onGenerate: vi.fn(), onCancel: vi.fn(), ...over };
}

const progressPages = buildPages({
  insights: parseInsights('historical,social'),
  boards: {
    'historical-context': { busy: true, empty: false, progressText: '3/4' },
    'historical-topics': { busy: true, empty: true, progressText: '0/8' },
  },
  moodboards: [],
});

const sidebar = (generateAll: GenerateAllControl, role?: 'viewer') =>
  render(
    <ProjectAccessProvider role={role}>
      <PageSidebar
        projectName="P"
        pages={progressPages}
        selectedIndex={0}
        onSelect={() => {}}
        onAddMoodboard={() => {}}
        generateAll={generateAll}
      />
    </ProjectAccessProvider>,
  );

describe('Generate all in the sidebar', () => {
  it("shows each generating page's progress beside it", () => {
    sidebar(control({ running: true }));
    const nav = screen.getByRole('navigation', { name: 'Presentation pages' });
    expect(within(nav).getByRole('button', { name: /^Historical Context/ })).toHaveTextContent('3/4');
    expect(within(nav).getByRole('button', { name: /^Historical Topics/ })).toHaveTextContent('0/8');
    expect(within(nav).getByRole('button', { name: /^Social Context/ })).not.toHaveTextContent(/\d+\/\d+/);
  });

  it('queues with the button (its title names the shortcut) and cancels while running', async () => {
    const c = control({ running: true });
    sidebar(c);
    const generate = screen.getByRole('button', { name: 'Generate all' });
    expect(generate).toHaveAttribute('title', 'Generate all missing images (Shift+G)');
    await userEvent.click(generate);
    expect(c.onGenerate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(c.onCancel).toHaveBeenCalledTimes(1);
  });

  it('is disabled with its reason while nothing is missing, and offers no Cancel when nothing runs', () => {
    sidebar(control({ missing: 0 }));
    const generate = screen.getByRole('button', { name: 'Generate all' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(NOTHING_MISSING);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('is disabled for a viewer', () => {
    sidebar(control(), 'viewer');
    expect(screen.getByRole('button', { name: 'Generate all' })).toBeDisabled();
  });
});

describe('Generate all model', () => {
  it('counts enabled section pages with no board or a slot without an image, not busy ones or moodboards', () => {
    const data = readProjectData({
      contexts: { historical: { imageLabels: ['a', 'b'], images: [img(1), img(2)] }, social: { imageLabels: ['c'], images: [''] } },
      topics: {},
      moodboards: [],
    });
    const pages = buildPages({
      insights: parseInsights('historical,social'),
      boards: { 'social-topics': { busy: true, empty: true } },
      moodboards: [{ id: 'm1', title: 'Lounge' }],
    });
    expect(pagesMissingImages(pages, data).map((p) => p.key)).toEqual(['historical-topics', 'social-context']);
  });

  it('writes progress only while a board is queued or running', () => {
    const base = { section: 'social' as const, kind: 'context' as const, failed: 0, total: 4, completed: 3 };
    expect(pageProgressText({ ...base, status: 'running' })).toBe('3/4');
    expect(pageProgressText({ ...base, status: 'done', completed: 4 })).toBeUndefined();
    expect(pageProgressText(undefined)).toBeUndefined();
  });

  it('takes Shift+G, not while typing in a field', () => {
    const key = { key: 'G', shiftKey: true, ctrlKey: false, metaKey: false, altKey: false };
    expect(isGenerateAllShortcut({ ...key, target: document.body })).toBe(true);
    expect(isGenerateAllShortcut({ ...key, target: document.createElement('input') })).toBe(false);
    expect(isGenerateAllShortcut({ ...key, shiftKey: false, key: 'g', target: document.body })).toBe(false);
  });
});
