import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreateInput } from '../hooks/use-moodboard-creation';
import { LOUNGE_PRESET } from '../model/moodboard-form';
import { NewMoodboardForm } from './new-moodboard-form';

const insights = [
  { section: 'historical' as const, description: 'Timber townhouses', images: [{ url: '/api/assets/abc', prompt: 'p', label: 'Lattice' }] },
  { section: 'social' as const, description: '', images: [] },
  { section: 'physical' as const, description: '', images: [] },
];

async function fillDraft() {
  const onSubmit = vi.fn(async (_input: CreateInput) => undefined);
  render(<NewMoodboardForm insights={insights} busy={false} error={null} onSubmit={onSubmit} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Moodboard Topic'), 'Machiya timber');
  await user.click(screen.getByRole('button', { name: 'Historical' }));
  await user.click(screen.getAllByRole('radio')[0]);
  return { user, onSubmit };
}

describe('Programmatic Area picker', () => {
  it('offers New Area and Lounge, then interior and exterior areas of four sectors, and Other…', () => {
    render(<NewMoodboardForm insights={insights} busy={false} error={null} onSubmit={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Programmatic Area' });
    expect(within(group).getByRole('button', { name: 'New Area' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Lounge' }).getAttribute('aria-pressed')).toBe('true');
    const select = within(group).getByRole('combobox', { name: 'More areas' });
    const groups = [...select.querySelectorAll('optgroup')].map((g) => g.label);
    for (const sector of ['Hospitality', 'Retail', 'Residential', 'Workplace'])
      for (const setting of ['Interior', 'Exterior']) expect(groups).toContain(`${sector} · ${setting}`);
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Washbasin Bar', 'Restaurant', 'Storefront', 'Bedroom', 'Open Office', 'Other…']));
  });

  it('a listed area reaches the creation call, and the Lounge preset gives way to it', async () => {
    const { user, onSubmit } = await fillDraft();
    expect((screen.getByLabelText('Area Description') as HTMLTextAreaElement).value).toBe(LOUNGE_PRESET);
    await user.selectOptions(screen.getByRole('combobox', { name: 'More areas' }), 'Washbasin Bar');
    expect(screen.getByRole('button', { name: 'Lounge' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByLabelText('Area Description') as HTMLTextAreaElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'CREATE MOODBOARD' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].area).toBe('Washbasin Bar');
  });

  it('Other… opens a field whose text is the area sent', async () => {
    const { user, onSubmit } = await fillDraft();
    expect(screen.queryByLabelText('Other area')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'More areas' }), 'Other…');
    await user.type(screen.getByLabelText('Other area'), '  Tea counter by the river ');
    await user.click(screen.getByRole('button', { name: 'CREATE MOODBOARD' }));
    expect(onSubmit.mock.calls[0][0].area).toBe('Tea counter by the river');
  });
});
