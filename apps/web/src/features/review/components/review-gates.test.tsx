import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUp, hydrateMarkup, mountMarkup } from '../../../test/hydration';
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

describe('NameForm hydrated over the server’s markup', () => {
  afterEach(() => cleanUp(root));
  let root: Root | null = null;

  it('takes the name typed into the field before the scripts ran, keeps the field and its focus, and starts with it', async () => {
    const container = mountMarkup('/review/t', renderToString(<NameForm projectName="Harbour House" onName={() => undefined} />));
    const htmlField = container.querySelector('input') as HTMLInputElement;
    htmlField.focus();
    htmlField.value = 'Clara';
    const onName = vi.fn();
    const hydrated = await hydrateMarkup(container, <NameForm projectName="Harbour House" onName={onName} />);
    root = hydrated.root;
    expect(hydrated.errors).toEqual([]);
    const field = screen.getByLabelText('Your name');
    expect(field).toBe(htmlField);
    expect(document.activeElement).toBe(htmlField);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Start the review' })).toBeEnabled());
    expect(field).toHaveValue('Clara');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the review' }));
    expect(onName).toHaveBeenCalledWith('Clara');
  });
});
