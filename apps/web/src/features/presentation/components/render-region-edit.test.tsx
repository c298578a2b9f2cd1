import type { RenderRegions } from '@loci/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paintDisc, partRequest, partShare } from '../model/part-mask';
import { RenderRegionEdit } from './render-region-edit';

const regions: RenderRegions = {
  width: 4,
  height: 4,
  regions: [
    { name: 'floor', mask: 'data:image/png;base64,AAAA', coverage: 0.25 },
    { name: 'walls', mask: 'data:image/png;base64,AAAA', coverage: 0.5 },
  ],
};

function editor(props: Partial<Parameters<typeof RenderRegionEdit>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <RenderRegionEdit image="/api/assets/x" regions={regions} busy={false} making={false} error={null} onChange={onChange} {...props} />,
  );
  return onChange;
}

describe('Change one part', () => {
  it('offers the parts found as chips, and Change sends the chosen region with what it becomes', async () => {
    const onChange = editor();
    const user = userEvent.setup();
    const change = screen.getByRole('button', { name: 'Change' });
    expect(change).toBeDisabled();
    const floor = screen.getByRole('button', { name: 'Floor' });
    await user.click(floor);
    expect(floor).toHaveAttribute('aria-pressed', 'true');
    expect(change).toBeDisabled(); // nothing written yet
    await user.type(screen.getByLabelText('WHAT IT BECOMES'), 'terrazzo floor');
    await user.click(change);
    expect(onChange).toHaveBeenCalledWith({ region: 'floor', prompt: 'terrazzo floor' });
  });

  it('has named tools, a brush size and the error said; busy while changing', () => {
    editor({ making: true, error: 'The offline renderer cannot draw “unobtainium”.' });
    for (const name of ['Brush', 'Erase', 'Select similar colour']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'BRUSH SIZE' })).toBeInTheDocument();
    expect(screen.getByText('The offline renderer cannot draw “unobtainium”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CHANGING/ })).toBeDisabled();
  });

  it('says so while the parts are being found', () => {
    editor({ regions: undefined });
    expect(screen.getByText('Finding the floor, walls and ceiling…')).toBeInTheDocument();
  });
});

describe('the part as a mask', () => {
  it('paints a disc and measures its share', () => {
    const part = { width: 10, height: 10, mask: new Uint8Array(100) };
    paintDisc(part, { x: 5, y: 5 }, 2);
    expect(part.mask[55]).toBe(255);
    expect(part.mask[0]).toBe(0);
    expect(partShare(part.mask)).toBeCloseTo(0.13, 2);
  });

  it('sends one region alone by its name, anything else as the mask', () => {
    const maskDataUrl = () => 'data:image/png;base64,MASK';
    expect(partRequest({ regions: ['floor'], painted: false, prompt: ' oak ', maskDataUrl })).toEqual({ region: 'floor', prompt: 'oak' });
    expect(partRequest({ regions: ['floor'], painted: true, prompt: 'oak', maskDataUrl })).toEqual({ mask: maskDataUrl(), prompt: 'oak' });
    expect(partRequest({ regions: ['floor', 'walls'], painted: false, prompt: 'oak', maskDataUrl })).toEqual({
      mask: maskDataUrl(),
      prompt: 'oak',
    });
  });
});
