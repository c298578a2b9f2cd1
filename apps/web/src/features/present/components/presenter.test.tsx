import { EMPTY_PROJECT_DATA } from '@loci/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { context } from '../model/test-data';
import { Presenter } from './presenter';

const SHA = 'b'.repeat(64);
const project = {
  name: 'Alfama Hotel',
  location: 'Lisbon',
  brand_name: 'Casa Azul',
  logo_url: `/api/assets/${SHA}/256`,
  brand_palette: ['#1b4f72', '#f4d03f'],
};
const data = { ...EMPTY_PROJECT_DATA, contexts: { historical: context([`/api/assets/${SHA}`, `/api/assets/${SHA}`]) } };

function renderPresenter() {
  const onExit = vi.fn();
  render(<Presenter project={project} data={data} insights={['historical']} onExit={onExit} />);
  return { onExit };
}

describe('Presenter', () => {
  it('opens on the title page with the brand logo and palette', () => {
    renderPresenter();
    expect(screen.getByRole('heading', { name: 'Alfama Hotel' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Casa Azul logo' })).toHaveAttribute('src', `/api/assets/${SHA}/256`);
    expect(within(screen.getByRole('list', { name: 'Brand palette' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves with arrows, space, Home and End, and leaves on Escape', async () => {
    const user = userEvent.setup();
    const { onExit } = renderPresenter();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Historical Context' })).toBeInTheDocument();
    // Thumbnail first, the 768 px image over it.
    const full = screen.getByRole('img', { name: 'Label 0' });
    expect(full).toHaveAttribute('src', `/api/assets/${SHA}/768`);
    fireEvent.load(full);
    expect(full).toHaveAttribute('data-loaded');
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(screen.getByText(/Ana Lima/)).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('heading', { name: 'Alfama Hotel' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('heading', { name: 'Historical Context' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});
