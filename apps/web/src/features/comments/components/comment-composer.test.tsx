import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommentComposer } from './comment-composer';

const members = [
  { id: 'u-ana', name: 'Ana Ruiz' },
  { id: 'u-bo', name: 'Bo Lind' },
  { id: 'u-joana', name: 'Joana Anders' },
];

function setup() {
  const onSubmit = vi.fn(async () => true);
  render(
    <CommentComposer label="New thread on Historical Context" members={members} submitLabel="Comment" busy={false} onSubmit={onSubmit} />,
  );
  return { onSubmit, field: screen.getByRole('combobox', { name: 'New thread on Historical Context' }) };
}

describe('the comment composer', () => {
  it('@ lists members; arrows and Enter pick one; Ctrl+Enter sends the text with the mention ids', async () => {
    const user = userEvent.setup();
    const { onSubmit, field } = setup();
    await user.type(field, 'Hi @an');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['ARAna Ruiz', 'JAJoana Anders']);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(field).toHaveValue('Hi @Ana Ruiz ');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.type(field, 'look at this');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmit).toHaveBeenCalledWith({ body: 'Hi @Ana Ruiz look at this', mentions: ['u-ana'] });
    expect(field).toHaveValue('');
  });

  it('drops a mention whose name was deleted, and will not send an empty or too long comment', async () => {
    const user = userEvent.setup();
    const { onSubmit, field } = setup();
    await user.type(field, '@Bo');
    await user.keyboard('{Enter}');
    await user.clear(field);
    await user.type(field, 'Plain note');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ body: 'Plain note', mentions: [] });
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
    await user.click(field);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText(/2,001 \/ 2,000 characters: shorten it to send/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
  });
});
