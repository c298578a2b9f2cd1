import { describe, expect, it } from 'vitest';
import { buildEdges, buildNodes, LAYOUT_SCALE, NODE_SIZE, SPEC_LAYOUT } from './board-layout';
import type { MoodboardSummary } from './canvas-data';
import { buildCanvasData } from './test-data';

const moodboard = (id: string, section: MoodboardSummary['section']): MoodboardSummary => ({
  id,
  title: `Board ${id}`,
  section,
  cover: '',
  programmaticArea: 'Lounge',
  images: [],
  space: null,
});

describe('buildNodes', () => {
  it('places the 8 fixed nodes at the scaled spec positions', () => {
    const nodes = buildNodes(buildCanvasData());
    const at = (id: string) => nodes.find((n) => n.id === id)?.position;
    const { x: sx, y: sy } = LAYOUT_SCALE;
    expect(nodes).toHaveLength(8);
    expect(at('keywords')).toEqual({ x: 20 * sx, y: 20 * sy });
    expect(at('context-historical')).toEqual({ x: 240 * sx, y: 20 * sy });
    expect(at('context-social')).toEqual({ x: 390 * sx, y: 20 * sy });
    expect(at('context-physical')).toEqual({ x: 540 * sx, y: 20 * sy });
    expect(at('project')).toEqual({ x: 20 * sx, y: 140 * sy });
    expect(at('topics-social')).toEqual({ x: 390 * sx, y: 140 * sy });
  });

  it('leaves room between cards: no overlap in a row, arrows have space between rows', () => {
    const gap = (SPEC_LAYOUT.contextX[1] - SPEC_LAYOUT.contextX[0]) * LAYOUT_SCALE.x - NODE_SIZE.context.width;
    expect(gap).toBeGreaterThanOrEqual(48);
    const rowGap = (SPEC_LAYOUT.secondRowY - SPEC_LAYOUT.topRowY) * LAYOUT_SCALE.y - NODE_SIZE.context.height;
    expect(rowGap).toBeGreaterThanOrEqual(64);
  });

  it('fills card grids: 2×2 for a context, 4×2 for topics, and marks empty boards', () => {
    const nodes = buildNodes(buildCanvasData());
    const historical = nodes.find((n) => n.id === 'context-historical');
    const social = nodes.find((n) => n.id === 'context-social');
    const topics = nodes.find((n) => n.id === 'topics-historical');
    expect(historical?.type === 'context' && historical.data).toMatchObject({ title: 'Historical Context', empty: false });
    expect(historical?.type === 'context' && historical.data.cells).toHaveLength(4);
    expect(social?.type === 'context' && social.data.empty).toBe(true);
    expect(topics?.type === 'topics' && topics.data.cells).toHaveLength(8);
  });

  it('adds one card per moodboard on a third row', () => {
    const nodes = buildNodes(buildCanvasData({ moodboards: [moodboard('a', 'historical'), moodboard('b', null)] }));
    expect(nodes).toHaveLength(10);
    const boards = nodes.filter((n) => n.type === 'moodboard');
    expect(boards.map((n) => n.position.y)).toEqual([240 * LAYOUT_SCALE.y, 240 * LAYOUT_SCALE.y]);
    expect(boards[1].position.x - boards[0].position.x).toBe(150 * LAYOUT_SCALE.x);
  });
});

describe('buildEdges', () => {
  it('links each context down to its topics with an arrow', () => {
    const edges = buildEdges(buildCanvasData());
    expect(edges.map((e) => `${e.source}->${e.target}`)).toEqual([
      'context-historical->topics-historical',
      'context-social->topics-social',
      'context-physical->topics-physical',
    ]);
    expect(edges.every((e) => typeof e.markerEnd === 'object' && e.markerEnd.type === 'arrowclosed')).toBe(true);
  });

  it('links a moodboard from the context of its insight, and skips one without', () => {
    const edges = buildEdges(buildCanvasData({ moodboards: [moodboard('a', 'social'), moodboard('b', null)] }));
    expect(edges).toHaveLength(4);
    expect(edges[3]).toMatchObject({ source: 'context-social', target: 'moodboard-a', type: 'lineage', sourceHandle: 'lineage' });
  });
});

describe('your space lineage', () => {
  it('draws the space under its moodboard with an arrow up into it, and the render below with an arrow from the moodboard', () => {
    const withSpace: MoodboardSummary = {
      ...moodboard('m1', 'social'),
      space: { image: '/api/assets/space', author: 'Studio Norte', strength: 0.9, render: '/api/assets/render' },
    };
    const data = { ...buildCanvasData(), moodboards: [withSpace, moodboard('m2', null)] };
    const nodes = buildNodes(data);
    const space = nodes.find((n) => n.id === 'space-m1');
    const render = nodes.find((n) => n.id === 'render-m1');
    const board = nodes.find((n) => n.id === 'moodboard-m1');
    expect(space?.data).toMatchObject({ image: '/api/assets/space', credit: 'By Studio Norte' });
    expect(render?.data).toMatchObject({ image: '/api/assets/render', strength: 'strict' });
    expect(space?.position.x).toBe(board?.position.x);
    expect(space?.position.y).toBeGreaterThan(board?.position.y ?? 0);
    expect(render?.position.y).toBeGreaterThan(space?.position.y ?? 0);
    expect(nodes.some((n) => n.id === 'space-m2')).toBe(false);
    const edges = buildEdges(data).map((e) => [e.source, e.target]);
    expect(edges).toContainEqual(['space-m1', 'moodboard-m1']);
    expect(edges).toContainEqual(['moodboard-m1', 'render-m1']);
  });
});
