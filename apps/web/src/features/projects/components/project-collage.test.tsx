import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCollageTiles, ProjectCollage } from './project-collage';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `/api/assets/sha${i}/256`);

function imgs(container: HTMLElement): HTMLImageElement[] {
  return Array.from(container.querySelectorAll('img'));
}

describe('ProjectCollage', () => {
  it('shows a grey placeholder and no image when there are none', () => {
    const { container } = render(<ProjectCollage images={[]} />);
    expect(screen.getByTestId('collage-placeholder')).toBeInTheDocument();
    expect(imgs(container)).toHaveLength(0);
  });

  it('repeats a single image four times in a 2×2', () => {
    const { container } = render(<ProjectCollage images={urls(1)} />);
    const tiles = imgs(container);
    expect(tiles).toHaveLength(4);
    expect(new Set(tiles.map((img) => img.getAttribute('src')))).toEqual(new Set(['/api/assets/sha0/256']));
    expect(screen.getByTestId('collage')).toHaveAttribute('data-layout', 'repeat');
    expect(screen.queryByTestId('collage-placeholder')).toBeNull();
  });

  it('lays out three images as one lead and two', () => {
    const { container } = render(<ProjectCollage images={urls(3)} />);
    expect(imgs(container)).toHaveLength(3);
    expect(screen.getByTestId('collage')).toHaveAttribute('data-layout', 'n3');
  });

  it('lays out six images as three by two, decorative, lazy and sized', () => {
    const { container } = render(<ProjectCollage images={urls(6)} />);
    const tiles = imgs(container);
    expect(tiles).toHaveLength(6);
    expect(screen.getByTestId('collage')).toHaveAttribute('data-layout', 'n6');
    for (const img of tiles) {
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('width', '256');
      expect(img).toHaveAttribute('height', '256');
    }
  });

  it('loads at once when its card is on screen from the start', () => {
    const { container } = render(<ProjectCollage images={urls(2)} eager />);
    for (const img of imgs(container)) expect(img).toHaveAttribute('loading', 'eager');
  });

  it('never shows more than six', () => {
    expect(getCollageTiles(urls(9))).toHaveLength(6);
    expect(getCollageTiles(urls(2)).map((t) => t.src)).toEqual(urls(2));
    expect(new Set(getCollageTiles(urls(1)).map((t) => t.key)).size).toBe(4);
    expect(getCollageTiles(urls(5))).toHaveLength(5);
  });
});
