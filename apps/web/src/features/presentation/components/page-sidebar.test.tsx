import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildPages, parseInsights } from '../model/pages';
import { PageContent } from './page-content';
import { PageSidebar } from './page-sidebar';
import { PresentationFooter } from './presentation-footer';

const pages = buildPages({
  insights: parseInsights('historical,social'),
  boards: {
    'historical-context': { busy: false, empty: false },
    'historical-topics': { busy: true, empty: true },
  },
  moodboards: [{ id: 'm1', title: 'Lounge' }],
});

function renderSidebar(selectedIndex = 0) {
  const onSelect = vi.fn();
  const onAddMoodboard = vi.fn();
  render(
    <PageSidebar
      projectName="Alfama Hotel"
      pages={pages}
      selectedIndex={selectedIndex}
      onSelect={onSelect}
      onAddMoodboard={onAddMoodboard}
    />,
  );
  return { onSelect, onAddMoodboard };
}

describe('PageSidebar', () => {
  it('is titled with the project name and lists the pages in order', () => {
    renderSidebar();
    expect(screen.getByRole('heading', { name: 'Alfama Hotel' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Presentation pages' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toBe('Historical Context');
    expect(names[6]).toBe('Lounge moodboard');
    expect(names[7]).toBe('+ Add Moodboard');
  });

  it('marks the active, busy, empty and disabled entries', () => {
    renderSidebar(0);
    expect(screen.getByRole('button', { name: 'Historical Context' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status', { name: 'Historical Topics generating' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Social Context/ })).toHaveTextContent('not generated');
    expect(screen.getByRole('button', { name: 'Physical Context' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not select a disabled page and selects an enabled one', async () => {
    const { onSelect, onAddMoodboard } = renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Physical Topics' }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Social Topics/ }));
    expect(onSelect).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: '+ Add Moodboard' }));
    expect(onAddMoodboard).toHaveBeenCalled();
  });

  it('scrolls the list to the bottom when the selected index is 4 or more', () => {
    const { rerender } = render(
      <PageSidebar projectName="P" pages={pages} selectedIndex={2} onSelect={() => {}} onAddMoodboard={() => {}} />,
    );
    const list = screen.getByTestId('page-list');
    Object.defineProperty(list, 'scrollHeight', { value: 900, configurable: true });
    list.scrollTop = 0;
    rerender(<PageSidebar projectName="P" pages={pages} selectedIndex={3} onSelect={() => {}} onAddMoodboard={() => {}} />);
    expect(list.scrollTop).toBe(0);
    rerender(<PageSidebar projectName="P" pages={pages} selectedIndex={4} onSelect={() => {}} onAddMoodboard={() => {}} />);
    expect(list.scrollTop).toBeGreaterThan(0);
    list.scrollTop = 0;
    rerender(<PageSidebar projectName="P" pages={pages} selectedIndex={6} onSelect={() => {}} onAddMoodboard={() => {}} />);
    expect(list.scrollTop).toBeGreaterThan(0);
  });

  it('ignores the keyboard on a disabled page too', async () => {
    const { onSelect } = renderSidebar();
    screen.getByRole('button', { name: 'Physical Context' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('PresentationFooter', () => {
  it('moves to the next enabled page and reads "Last Page" at the end', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<PresentationFooter pages={pages} selectedIndex={3} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onSelect).toHaveBeenCalledWith(6);
    rerender(<PresentationFooter pages={pages} selectedIndex={6} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Last Page' })).toBeDisabled();
  });

  it('skips disabled pages and does nothing on "Last Page"', async () => {
    const onSelect = vi.fn();
    const boards = buildPages({ insights: parseInsights('historical,physical'), boards: {}, moodboards: [] });
    const { rerender } = render(<PresentationFooter pages={boards} selectedIndex={1} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(onSelect).toHaveBeenCalledWith(4);
    onSelect.mockClear();
    rerender(<PresentationFooter pages={boards} selectedIndex={5} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last Page' }));
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('PageContent', () => {
  it('guards unknown page types', () => {
    const odd = { ...pages[0], ref: { type: 'slideshow' } } as unknown as (typeof pages)[number];
    render(<PageContent page={odd} data={undefined} progress={undefined} projectLocation="" offline={false} />);
    expect(screen.getByText('Unknown page type')).toBeInTheDocument();
  });
});
