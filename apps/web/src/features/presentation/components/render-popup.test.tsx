import type { MoodboardRender } from '@loci/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../../../test/providers';
import { RenderPopup } from './render-popup';

const renders: MoodboardRender[] = [
  { id: 'r1', image: `/api/assets/${'a'.repeat(64)}`, render_prompt: 'strict', created_at: '2026-11-28T10:00:00.000Z' },
  { id: 'r2', image: `/api/assets/${'b'.repeat(64)}`, render_prompt: 'loose', created_at: '2026-11-28T11:00:00.000Z' },
];

type PopupProps = Partial<Parameters<typeof RenderPopup>[0]> & { shown: MoodboardRender };

function popup(props: PopupProps) {
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

describe('RenderPopup print copy (issue #46)', () => {
  it('makes a ×2 or ×4 copy of the render shown, and says so while it works', async () => {
    const onUpscale = vi.fn();
    popup({ shown: renders[1], onUpscale, upscaling: null });
    expect(screen.getByText('Enlarge this render for print. The PDF and PPTX then use the larger copy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upscale ×4' }));
    expect(onUpscale).toHaveBeenCalledWith('r2', 4);
  });

  it('while one copy is under way, neither factor can start another', () => {
    popup({ shown: renders[1], onUpscale: vi.fn(), upscaling: 2 });
    expect(screen.getByRole('button', { name: 'UPSCALING...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upscale ×4' })).toBeDisabled();
  });

  it('names the copy the deck prints and offers it for download; shows the server’s reason for a refusal', () => {
    const shown = { ...renders[0], upscale: { image: `/api/assets/${'c'.repeat(64)}`, factor: 2 } };
    popup({ shown, onUpscale: vi.fn(), upscaleError: 'An upscale ×4 of this render would be too large.' });
    expect(screen.getByText('This render has a ×2 copy for print; the PDF and PPTX use it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the ×2 print copy' })).toBeEnabled();
    expect(screen.getByText('An upscale ×4 of this render would be too large.')).toBeInTheDocument();
  });
});

describe('RenderPopup variants (issue #46)', () => {
  it('asks for the hours chosen, in the order of the day, and needs two at least', async () => {
    const onMake = vi.fn();
    popup({ shown: renders[1], variants: { made: [], making: false, error: null, onMake } });
    const hours = screen.getByRole('group', { name: 'Hours' });
    expect(screen.getByRole('button', { name: 'Make 3 variants' })).toBeEnabled();
    await userEvent.click(within(hours).getByRole('button', { name: 'Noon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make 4 variants' }));
    expect(onMake).toHaveBeenLastCalledWith({ hours: ['morning', 'noon', 'golden hour', 'night'] });
    for (const hour of ['Morning', 'Noon', 'Golden hour']) await userEvent.click(within(hours).getByRole('button', { name: hour }));
    expect(within(hours).getByRole('button', { name: 'Night' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Choose two or more' })).toBeDisabled();
  });

  it("asks for a surface's materials, typed with commas, two to four", async () => {
    const onMake = vi.fn();
    popup({ shown: renders[1], variants: { made: [], making: false, error: null, onMake } });
    await userEvent.click(screen.getByRole('button', { name: 'A material' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Surface' })).getByRole('button', { name: 'Walls' }));
    const field = screen.getByLabelText('MATERIALS, SEPARATED BY COMMAS');
    await userEvent.clear(field);
    await userEvent.type(field, 'lime plaster, Tadelakt, tadelakt');
    await userEvent.click(screen.getByRole('button', { name: 'Make 2 variants' }));
    expect(onMake).toHaveBeenLastCalledWith({ region: 'walls', materials: ['lime plaster', 'Tadelakt'] });
    await userEvent.type(field, ', oak, slate, cork');
    expect(screen.getByRole('button', { name: 'Four at most' })).toBeDisabled();
  });

  it('shows the variants side by side, each opened or put in the deck', async () => {
    const onShow = vi.fn();
    const onPin = vi.fn();
    const made = [
      { caption: 'Golden hour', id: 'v1', image: `/api/assets/${'c'.repeat(64)}` },
      { caption: 'Night', id: 'v2', image: `/api/assets/${'d'.repeat(64)}` },
    ];
    popup({ shown: renders[1], onShow, onPin, pinnedId: 'v2', variants: { made, making: false, error: null, onMake: vi.fn() } });
    const strip = screen.getByRole('list', { name: 'Variants side by side' });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Golden hour'), expect.stringContaining('Night')]);
    await userEvent.click(within(strip).getByRole('button', { name: 'Show the golden hour variant' }));
    expect(onShow).toHaveBeenCalledWith('v1');
    await userEvent.click(within(strip).getByRole('button', { name: 'Use in the deck' }));
    expect(onPin).toHaveBeenCalledWith('v1');
    expect(within(strip).getByRole('button', { name: 'In the deck' })).toBeDisabled();
  });
});
