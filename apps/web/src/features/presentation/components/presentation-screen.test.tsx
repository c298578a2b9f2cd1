import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { PresentationScreen } from './presentation-screen';

/** A top-bar action with state of its own, as Export's open dialog is. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" onClick={() => setOpen(true)}>
      {open ? 'Dialog open' : 'Export'}
    </button>
  );
}

describe('the Presentation screen while its project loads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps its top bar mounted when the project arrives: an action opened meanwhile stays open', async () => {
    let answer: (res: Response) => void = () => {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (/\/api\/projects\/p1\/$/.test(url)) return new Promise<Response>((resolve) => (answer = resolve));
      return new Promise(() => {});
    });
    const { wrapper: Wrapper } = createTestProviders();
    render(
      <Wrapper>
        <MemoryRouter initialEntries={['/projects/p1/presentation']}>
          <Routes>
            <Route path="/projects/:projectId/presentation" element={<PresentationScreen headerActions={<Opener />} />} />
          </Routes>
        </MemoryRouter>
      </Wrapper>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading presentation...');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const opened = screen.getByRole('button', { name: 'Dialog open' });
    // The project's answer arrives (here a failure, which shows the screen without data).
    await act(async () => answer(new Response(JSON.stringify({ code: 'INTERNAL', error: 'x' }), { status: 500 })));
    await vi.waitFor(() => expect(screen.queryByText('Loading presentation...')).toBeNull());
    expect(screen.getByRole('button', { name: 'Dialog open' })).toBe(opened);
  });
});
