import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NameForm } from './review-gates';

describe('NameForm on a page painted from its HTML', () => {
  it('keeps what was typed into the HTML field up to the moment the app’s field took its place', async () => {
    // The HTML's field was empty when the app drew its first render, and held "Clara" by the time
    // the app's field replaced it (the client typed while the app was starting).
    let asked = 0;
    const typed = () => {
      asked += 1;
      return asked > 1 ? 'Clara' : undefined;
    };
    const onName = vi.fn();
    render(<NameForm projectName="Harbour House" onName={onName} typed={typed} />);
    expect(screen.getByLabelText('Your name')).toHaveValue('Clara');
    const start = screen.getByRole('button', { name: 'Start the review' });
    expect(start).toBeEnabled();
    await userEvent.setup().click(start);
    expect(onName).toHaveBeenCalledWith('Clara');
  });
});
