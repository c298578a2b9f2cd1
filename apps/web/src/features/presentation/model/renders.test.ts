import { describe, expect, it } from 'vitest';
import { canRegenerate, mergeRenders, toRender } from './renders';

const render = (id: string) => ({ id, image: `/api/assets/${id}`, render_prompt: `prompt ${id}`, created_at: '2024-01-01T00:00:00.000Z' });

describe('render rules', () => {
  it('keeps the stored history first and appends renders made since', () => {
    expect(mergeRenders([render('a'), render('b')], [render('b'), render('c')]).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('turns an answer into a history entry', () => {
    const answer = { image: '', render_url: '/api/assets/x', render_prompt: 'p', render_id: 'x', cached: false, regenerated: false };
    expect(toRender(answer, new Date('2024-01-01T00:00:00Z'))).toEqual({
      id: 'x',
      image: '/api/assets/x',
      render_prompt: 'p',
      created_at: '2024-01-01T00:00:00.000Z',
    });
  });

  it('disables REGENERATE for a blank prompt or while busy', () => {
    expect(canRegenerate('  ', false)).toBe(false);
    expect(canRegenerate('warmer light', true)).toBe(false);
    expect(canRegenerate('warmer light', false)).toBe(true);
  });
});
