import { EARLY_KEYS } from '@loci/shared/page-boot';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePresenterNavigation } from './use-presenter-navigation';

const w = window as unknown as Record<string, unknown>;

function Slides({ count }: { count: number }) {
  const { index } = usePresenterNavigation(count, () => undefined);
  return <p>{`Page ${index + 1} / ${count}`}</p>;
}

describe('usePresenterNavigation', () => {
  afterEach(() => {
    delete w[EARLY_KEYS];
  });

  it('presses the keys held before it existed once it listens (a review started before the app took the page over)', () => {
    const held = [
      { key: 'ArrowRight', shiftKey: false },
      { key: 'ArrowRight', shiftKey: false },
    ];
    w[EARLY_KEYS] = () => held.splice(0);
    const { rerender } = render(<Slides count={4} />);
    expect(screen.getByText('Page 3 / 4')).toBeTruthy();
    // Taken once: a later render with a new count does not press them again.
    rerender(<Slides count={5} />);
    expect(screen.getByText('Page 3 / 5')).toBeTruthy();
  });

  it('moves on the keys pressed after it mounts, and stays on the first page with nothing held', () => {
    render(<Slides count={3} />);
    expect(screen.getByText('Page 1 / 3')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    });
    expect(screen.getByText('Page 3 / 3')).toBeTruthy();
  });
});
