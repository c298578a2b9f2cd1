import { assertNever, type PageRef, pageTitle, SECTIONS, type Section, spaceStrengthName } from '@loci/shared';
import type { Edge, Node } from '@xyflow/react';
import type { CanvasData, SectionSummary, Thumb } from './canvas-data';
import { hasContent, type ModalKey } from './modal-content';

/**
 * Spec §9 positions (top row y=20: keywords x=20, contexts x=240/390/540; second row y=140),
 * written for small nodes. Our cards carry thumbnails, so the layout keeps the spec's order,
 * rows and proportions and scales them: x by 2 (150 px column pitch → 300 for 240 px cards),
 * y by 3 (120 px row gap → 360 for 268 px context cards plus the arrows).
 */
export const SPEC_LAYOUT = { keywordsX: 20, contextX: [240, 390, 540], topRowY: 20, secondRowY: 140, moodboardRowY: 240 } as const;
export const LAYOUT_SCALE = { x: 2, y: 3 } as const;

/** Node sizes in board pixels (the cards fill them). */
export const NODE_SIZE = {
  keywords: { width: 240, height: 120 },
  project: { width: 240, height: 158 },
  context: { width: 240, height: 268 },
  topics: { width: 240, height: 158 },
  moodboard: { width: 240, height: 232 },
  space: { width: 240, height: 200 },
  render: { width: 240, height: 200 },
} as const;

/** Thumbnail cells per card: a 2×2 grid for a context, 4×2 for topics. */
export const CONTEXT_CARD_CELLS = 4;
export const TOPICS_CARD_CELLS = 8;

type WithModal = { modal: ModalKey; label: string };
export type KeywordsNodeData = WithModal & { count: number };
export type ProjectNodeData = WithModal & { name: string; location: string };
export type BoardNodeData = WithModal & { title: string; cells: Thumb[]; empty: boolean };
export type MoodboardNodeData = WithModal & { title: string; cover: string; area: string };
/** The designer's space a moodboard's render kept, and that render (issue #33 lineage). */
export type SpaceNodeData = WithModal & { image: string; credit: string };
export type RenderNodeData = WithModal & { image: string; strength: string };

export type KeywordsNode = Node<KeywordsNodeData, 'keywords'>;
export type ProjectNode = Node<ProjectNodeData, 'project'>;
export type ContextNode = Node<BoardNodeData, 'context'>;
export type TopicsNode = Node<BoardNodeData, 'topics'>;
export type MoodboardNode = Node<MoodboardNodeData, 'moodboard'>;
export type SpaceNode = Node<SpaceNodeData, 'space'>;
export type RenderNode = Node<RenderNodeData, 'render'>;
export type CanvasNode = KeywordsNode | ProjectNode | ContextNode | TopicsNode | MoodboardNode | SpaceNode | RenderNode;

/** A lineage edge runs down the gap right of its context column, then along `laneY` to the moodboard. */
export type LineageEdgeData = { laneY: number; laneX: number };
export type CanvasEdge = Edge<LineageEdgeData, 'lineage'> | Edge<Record<string, never>, 'straight'>;

const scaleX = (x: number) => x * LAYOUT_SCALE.x;
const scaleY = (y: number) => y * LAYOUT_SCALE.y;
const TOP_Y = scaleY(SPEC_LAYOUT.topRowY);
const SECOND_Y = scaleY(SPEC_LAYOUT.secondRowY);
const MOODBOARD_Y = scaleY(SPEC_LAYOUT.moodboardRowY);
/** Below a moodboard made from the designer's space: the space (its arrow up into the moodboard), then the render. */
const ROW_GAP = 96;
const SPACE_Y = MOODBOARD_Y + NODE_SIZE.moodboard.height + ROW_GAP;
const RENDER_Y = SPACE_Y + NODE_SIZE.space.height + ROW_GAP;
const COLUMN_PITCH = scaleX(SPEC_LAYOUT.contextX[1] - SPEC_LAYOUT.contextX[0]);
const COLUMN_GAP = COLUMN_PITCH - NODE_SIZE.context.width;
const arrow = { type: 'arrowclosed' as const, width: 16, height: 16 };

const columnX = (index: number) => scaleX(SPEC_LAYOUT.contextX[0]) + index * COLUMN_PITCH;

/** A card's cells: the slots that exist, padded with empty cells to fill its grid. */
function cells(summary: SectionSummary | undefined, count: number): Thumb[] {
  const slots = (summary?.slots ?? []).slice(0, count);
  return [...slots, ...Array.from({ length: count - slots.length }, () => ({ image: '', label: '' }))];
}

/** The canvas node of a page: `context-<section>`, `topics-<section>`, `moodboard-<id>` (node ids, not page ids). */
export function nodeId(ref: PageRef): string {
  switch (ref.kind) {
    case 'context':
    case 'topics':
      return `${ref.kind}-${ref.section}`;
    case 'moodboard':
      return `moodboard-${ref.moodboardId}`;
    default:
      return assertNever(ref, 'page kind');
  }
}

function sectionNodes(data: CanvasData, section: Section, index: number): CanvasNode[] {
  const x = columnX(index);
  const contextRef = { kind: 'context', section } as const;
  const topicsRef = { kind: 'topics', section } as const;
  const context: ContextNode = {
    id: nodeId(contextRef),
    type: 'context',
    position: { x, y: TOP_Y },
    ...NODE_SIZE.context,
    data: {
      modal: contextRef,
      label: pageTitle(contextRef),
      title: pageTitle(contextRef),
      cells: cells(data.contexts[section], CONTEXT_CARD_CELLS),
      empty: !hasContent(data.contexts[section], false),
    },
  };
  const topics: TopicsNode = {
    id: nodeId(topicsRef),
    type: 'topics',
    position: { x, y: SECOND_Y },
    ...NODE_SIZE.topics,
    data: {
      modal: topicsRef,
      label: pageTitle(topicsRef),
      title: pageTitle(topicsRef),
      cells: cells(data.topics[section], TOPICS_CARD_CELLS),
      empty: !hasContent(data.topics[section], false),
    },
  };
  return [context, topics];
}

function moodboardNodes(data: CanvasData): MoodboardNode[] {
  return data.moodboards.map((m, index) => ({
    id: nodeId({ kind: 'moodboard', moodboardId: m.id }),
    type: 'moodboard',
    position: { x: columnX(index), y: MOODBOARD_Y },
    ...NODE_SIZE.moodboard,
    data: {
      modal: { kind: 'moodboard', moodboardId: m.id },
      label: pageTitle({ kind: 'moodboard', moodboardId: m.id }, m.title),
      title: m.title,
      cover: m.cover,
      area: m.programmaticArea,
    },
  }));
}

function spaceNodes(data: CanvasData): CanvasNode[] {
  return data.moodboards.flatMap((m, index): CanvasNode[] => {
    if (!m.space) return [];
    const modal = { kind: 'moodboard', moodboardId: m.id } as const;
    const x = columnX(index);
    const name = spaceStrengthName(m.space.strength);
    return [
      {
        id: `space-${m.id}`,
        type: 'space',
        position: { x, y: SPACE_Y },
        ...NODE_SIZE.space,
        data: {
          modal,
          label: `Your space for ${m.title}`,
          image: m.space.image,
          credit: m.space.author ? `By ${m.space.author}` : 'Your space',
        },
      },
      {
        id: `render-${m.id}`,
        type: 'render',
        position: { x, y: RENDER_Y },
        ...NODE_SIZE.render,
        data: { modal, label: `Render of ${m.title} from your space`, image: m.space.render, strength: name },
      },
    ];
  });
}

/** The board's nodes at the scaled spec positions: keywords, project, 3 contexts, 3 topics, moodboards. */
export function buildNodes(data: CanvasData): CanvasNode[] {
  const keywords: KeywordsNode = {
    id: 'keywords',
    type: 'keywords',
    position: { x: scaleX(SPEC_LAYOUT.keywordsX), y: TOP_Y },
    ...NODE_SIZE.keywords,
    data: { modal: { kind: 'keywords' }, label: 'Brand Keywords', count: data.keywords.length },
  };
  const project: ProjectNode = {
    id: 'project',
    type: 'project',
    position: { x: scaleX(SPEC_LAYOUT.keywordsX), y: SECOND_Y },
    ...NODE_SIZE.project,
    data: { modal: { kind: 'project' }, label: 'Project', name: data.projectName, location: data.projectLocation },
  };
  return [keywords, ...SECTIONS.flatMap((s, i) => sectionNodes(data, s, i)), project, ...moodboardNodes(data), ...spaceNodes(data)];
}

/** Arrows from each context down to its topics, and from a context to each moodboard made from it. */
export function buildEdges(data: CanvasData): CanvasEdge[] {
  const down: CanvasEdge[] = SECTIONS.map((section) => {
    const [context, topics] = [{ kind: 'context', section } as const, { kind: 'topics', section } as const];
    return {
      id: `${nodeId(context)}->${nodeId(topics)}`,
      type: 'straight',
      source: nodeId(context),
      sourceHandle: 'down',
      target: nodeId(topics),
      markerEnd: arrow,
      ariaLabel: `${pageTitle(context)} leads to ${pageTitle(topics)}`,
    };
  });
  const laneY = (SECOND_Y + NODE_SIZE.topics.height + MOODBOARD_Y) / 2;
  const lineage: CanvasEdge[] = data.moodboards.flatMap((m) => {
    if (!m.section) return [];
    const context = { kind: 'context', section: m.section } as const;
    const moodboard = { kind: 'moodboard', moodboardId: m.id } as const;
    return [
      {
        id: `${nodeId(context)}->${nodeId(moodboard)}`,
        type: 'lineage',
        source: nodeId(context),
        sourceHandle: 'lineage',
        target: nodeId(moodboard),
        markerEnd: arrow,
        data: { laneY, laneX: COLUMN_GAP / 2 },
        ariaLabel: `${pageTitle(moodboard, m.title)} was made from ${pageTitle(context)}`,
      },
    ];
  });
  return [...down, ...lineage, ...spaceEdges(data)];
}

/** Space → moodboard (straight up), moodboard → render (out to the column gap, down, in from above). */
function spaceEdges(data: CanvasData): CanvasEdge[] {
  const laneY = SPACE_Y + NODE_SIZE.space.height + ROW_GAP / 2;
  return data.moodboards.flatMap((m): CanvasEdge[] => {
    if (!m.space) return [];
    const moodboard = nodeId({ kind: 'moodboard', moodboardId: m.id });
    return [
      {
        id: `space-${m.id}->${moodboard}`,
        type: 'straight',
        source: `space-${m.id}`,
        sourceHandle: 'up',
        target: moodboard,
        targetHandle: 'space',
        markerEnd: arrow,
        ariaLabel: `The ${m.title} render kept your space`,
      },
      {
        id: `${moodboard}->render-${m.id}`,
        type: 'lineage',
        source: moodboard,
        sourceHandle: 'render',
        target: `render-${m.id}`,
        markerEnd: arrow,
        data: { laneY, laneX: COLUMN_GAP / 2 },
        ariaLabel: `${m.title} moodboard was rendered onto your space`,
      },
    ];
  });
}
