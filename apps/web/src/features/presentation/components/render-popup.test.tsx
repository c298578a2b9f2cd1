import type { MoodboardRender } from '@loci/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { RenderPopup } from './render-popup';

const renders: MoodboardRender[] = [
  { id: 'r1', image: `/api/assets/${'a'.repeat(64)}`, render_prompt: 'strict', created_at: '2026-11-28T10:00:00.000Z' },
  { id: 'r2', image: `/api/assets/${'b'.repeat(64)}`, render_prompt: 'loose', created_at: '2026-11-28T11:00:00.000Z' },
];

function popup(props: { shown: MoodboardRender; pinnedId: string | null; onPin: (id: string | null) => void }) {
  const noop = async () => undefined;
  render(
    <RenderPopup
      title="Lounge"
      renders={renders}
      busy={false}
      error={null}
      onShow={vi.fn()}
      onRegenerate={noop}
      onClose={vi.fn()}
      {...props}
    />,
    { wrapper: createTestProviders().wrapper },
  );
}

describe('RenderPopup pinning (issue #46)', () => {
  it('offers "Use in the deck" on a render that is not pinned and pins the one shown', async () => {
    const onPin = vi.fn();
    popup({ shown: renders[0], pinnedId: null, onPin });
    const use = screen.getByRole('button', { name: 'Use in the deck' });
    expect(use).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(use);
    expect(onPin).toHaveBeenCalledWith('r1');
  });

  it('shows the pinned render as "Pinned" in the popup and the history; pressing it unpins', async () => {
    const onPin = vi.fn();
    popup({ shown: renders[0], pinnedId: 'r1', onPin });
    const pinned = screen.getByRole('button', { name: 'Pinned' });
    expect(pinned).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Render 1 of 2, pinned for the deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Render 2 of 2' })).toBeInTheDocument();
    await userEvent.click(pinned);
    expect(onPin).toHaveBeenCalledWith(null);
  });
});
