import '@xyflow/react/dist/style.css';
import type { CanvasItem } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import {
  applyNodeChanges,
  Background,
  BackgroundVariant,
  ConnectionMode,
  Controls,
  type Edge,
  MiniMap,
  type Node,
  type NodeChange,
  ReactFlow,
} from '@xyflow/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { canvasBoardQuery } from '../api/canvas-board';
import { useArrowMoves } from '../hooks/use-arrow-moves';
import { useBoardEditor } from '../hooks/use-board-editor';
import { useElementSize } from '../hooks/use-element-size';
import { buildEdges, buildNodes, type CanvasNode } from '../model/board-layout';
import { placeNodes } from '../model/board-placement';
import type { CanvasData } from '../model/canvas-data';
import type { ModalKey } from '../model/modal-content';
import { BOARD_ZOOM, boardBounds, minZoomFor, paddingFor } from '../utils/board-zoom';
import { BoardEditingContext } from './board-editing';
import { BoardExport } from './board-export';
import {
  ContextNodeCard,
  KeywordsNodeCard,
  MoodboardNodeCard,
  ProjectNodeCard,
  RenderNodeCard,
  SpaceNodeCard,
  TopicsNodeCard,
} from './board-nodes';
import { BoardToolbar } from './board-toolbar';
import styles from './canvas-board.module.css';
import { CommentPin } from './comment-pin';
import { type ImageNode, ImageNodeCard } from './image-node';
import { LineageEdge } from './lineage-edge';
import { type GroupNode, GroupNodeCard, LinkHandle, type NoteNode, NoteNodeCard } from './own-nodes';

/** Each generated card with a link end beside its own handles (links join any two nodes), and its pinned comments. */
function linkable<P extends { id: string; data: { label: string } }>(Card: (props: P) => ReactNode) {
  return function Linkable(props: P) {
    return (
      <>
        <Card {...props} />
        <CommentPin itemId={props.id} name={`the ${props.data.label} card`} />
        <LinkHandle />
      </>
    );
  };
}

const nodeTypes = {
  keywords: linkable(KeywordsNodeCard),
  project: linkable(ProjectNodeCard),
  context: linkable(ContextNodeCard),
  topics: linkable(TopicsNodeCard),
  moodboard: linkable(MoodboardNodeCard),
  space: linkable(SpaceNodeCard),
  render: linkable(RenderNodeCard),
  note: NoteNodeCard,
  group: GroupNodeCard,
  image: ImageNodeCard,
};
const edgeTypes = { lineage: LineageEdge };

/** Spec §9: dotted grid gap 16. */
export const GRID_GAP = 16;

const px = (value: number) => `${value}px` as const;

const MINIMAP_SIZE = { width: 168, height: 112 };

const INK = '#1b1b1a';
const HAIRLINE = '#e3e1db';
const GRAPHITE = '#6b6a66';
const NOTE_SIZE = { width: 240, height: 160 };
const IMAGE_SIZE = { width: 320, height: 284 };

type BoardNode = CanvasNode | NoteNode | GroupNode | ImageNode;

const minimapColor = (node: BoardNode) =>
  node.type === 'context' || node.type === 'topics' || node.type === 'group' ? HAIRLINE : '#ffffff';

/** The board's nodes: generated ones where they were put (or the layout puts them), then groups (under), notes and images. */
function boardNodes(generated: CanvasNode[], items: CanvasItem[], editable: boolean): BoardNode[] {
  const saved = new Map(items.filter((i) => i.kind === 'node').map((i) => [i.id, { x: i.x ?? 0, y: i.y ?? 0 }]));
  const notes = items.filter((i) => i.kind === 'note');
  const images = items.filter((i) => i.kind === 'image');
  const noteBoxes = [...notes, ...images].map((n) => ({
    id: n.id,
    x: n.x ?? 0,
    y: n.y ?? 0,
    width: n.width ?? NOTE_SIZE.width,
    height: n.height ?? NOTE_SIZE.height,
  }));
  const auto = generated.map((n) => ({ id: n.id, x: n.position.x, y: n.position.y, width: n.width ?? 240, height: n.height ?? 160 }));
  const placed = new Map(placeNodes(auto, saved, noteBoxes).map((b) => [b.id, b]));
  const own = (i: CanvasItem) => ({
    id: i.id,
    position: { x: i.x ?? 0, y: i.y ?? 0 },
    data: { item: i },
    draggable: editable,
  });
  return [
    ...items
      .filter((i) => i.kind === 'group')
      .map((i): GroupNode => ({ ...own(i), type: 'group', width: i.width ?? 480, height: i.height ?? 320, zIndex: -1 })),
    ...generated.map((n): CanvasNode => {
      const box = placed.get(n.id);
      return { ...n, position: box ? { x: box.x, y: box.y } : n.position, draggable: editable };
    }),
    ...notes.map((i): NoteNode => ({ ...own(i), type: 'note', width: i.width ?? NOTE_SIZE.width, height: i.height ?? NOTE_SIZE.height })),
    ...images.map(
      (i): ImageNode => ({ ...own(i), type: 'image', width: i.width ?? IMAGE_SIZE.width, height: i.height ?? IMAGE_SIZE.height }),
    ),
  ];
}

/** How the "Link to" list names a note, a group or an image. */
function targetLabel(item: CanvasItem): string {
  if (item.kind === 'note') return `Note: ${item.text.slice(0, 30) || 'empty'}`;
  if (item.kind === 'image') return `Image: ${(item.text || item.credit || 'on the board').slice(0, 30)}`;
  return `Group: ${item.text}`;
}

function linkEdges(items: CanvasItem[]): Edge[] {
  return items
    .filter((i) => i.kind === 'link' && i.source && i.target)
    .map((i) => ({
      id: i.id,
      source: i.source as string,
      target: i.target as string,
      sourceHandle: 'link',
      targetHandle: 'link',
      label: i.text || undefined,
      ariaLabel: i.text ? `Link: ${i.text}` : 'Link',
      selectable: true,
      focusable: true,
      style: { stroke: INK, strokeWidth: 1.5 },
    }));
}

/**
 * The pannable, zoomable board (React Flow) with minimap, zoom/fit controls and a dotted grid.
 * Editors drag nodes (positions are kept for everyone), add notes, groups and links, undo and redo;
 * viewers see the same board without the tools.
 */
export function CanvasBoard({ projectId, data, onOpen }: { projectId: string; data: CanvasData; onOpen: (modal: ModalKey) => void }) {
  const generated = useMemo(() => buildNodes(data), [data]);
  const lineage = useMemo(() => buildEdges(data), [data]);
  const board = useQuery({ ...canvasBoardQuery(projectId), enabled: Boolean(projectId) });
  const items = useMemo(() => board.data?.items ?? [], [board.data]);
  const editable = board.data?.editable ?? false;
  const editor = useBoardEditor(projectId);
  const derived = useMemo(() => boardNodes(generated, items, editable), [generated, items, editable]);
  const [nodes, setNodes] = useState<BoardNode[]>(derived);
  // The board as saved, with the selection kept: a saved move (a key press, a drag) must not drop what was chosen.
  useEffect(
    () =>
      setNodes((current) => {
        const chosen = new Set(current.filter((n) => n.selected).map((n) => n.id));
        return chosen.size ? derived.map((n) => (chosen.has(n.id) ? { ...n, selected: true } : n)) : derived;
      }),
    [derived],
  );
  const edges = useMemo(() => [...lineage, ...linkEdges(items)], [lineage, items]);
  const boardRef = useRef<HTMLElement>(null);
  const view = useElementSize(boardRef);
  // Fitted once the view is measured: on a phone the zoom floor drops below 0.5 so the whole board fits.
  const padding = paddingFor(view?.width ?? 0);
  const minZoom = view ? minZoomFor(boardBounds(generated), view, padding) : BOARD_ZOOM.min;
  const fitViewOptions = {
    padding: { top: px(padding.top), right: px(padding.right), bottom: px(padding.bottom), left: px(padding.left) },
  };
  const itemOf = (id: string) => items.find((i) => i.id === id);
  const targets = useMemo(
    () => [
      ...generated.map((n) => ({ id: n.id, label: n.data.label })),
      ...items
        .filter((i) => i.kind === 'note' || i.kind === 'group' || i.kind === 'image')
        .map((i) => ({ id: i.id, label: targetLabel(i) })),
    ],
    [generated, items],
  );
  const saveMove = (node: Node) => {
    const now = itemOf(node.id);
    const stamp = new Date().toISOString();
    const base: CanvasItem = now ?? {
      id: node.id,
      kind: 'node',
      x: 0,
      y: 0,
      width: null,
      height: null,
      text: '',
      color: null,
      source: null,
      target: null,
      version: 0,
      updated_at: stamp,
    };
    editor.move(node.id, { ...base, x: Math.round(node.position.x), y: Math.round(node.position.y) });
  };
  useArrowMoves({ nodes, setNodes, editable, board: boardRef, grid: GRID_GAP, save: saveMove });
  return (
    // Drawn once the board is read: nodes never flash at the automatic layout before jumping to their saved places.
    <main ref={boardRef} className={styles.board} aria-label="Project canvas">
      {view && !board.isPending ? (
        <BoardEditingContext.Provider value={{ editor: editable ? editor : null, editable, targets, itemOf }}>
          <ReactFlow<BoardNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={(changes: NodeChange<BoardNode>[]) => setNodes((n) => applyNodeChanges(changes, n))}
            onNodeClick={(event, node) => {
              // Shift or Ctrl/Cmd and a click add to the selection (to move several at once); a plain click opens.
              if (event.shiftKey || event.ctrlKey || event.metaKey) return;
              if ('modal' in node.data) onOpen(node.data.modal);
            }}
            onNodeDragStop={(_, __, dragged) => {
              for (const node of dragged) saveMove(node);
            }}
            onConnect={(c) => {
              if (!editable || !c.source || !c.target || c.source === c.target) return;
              const id = `link-${crypto.randomUUID()}`;
              const stamp = new Date().toISOString();
              editor.edit(id, {
                id,
                kind: 'link',
                x: null,
                y: null,
                width: null,
                height: null,
                text: '',
                color: null,
                source: c.source,
                target: c.target,
                version: 0,
                updated_at: stamp,
              });
            }}
            connectionMode={ConnectionMode.Loose}
            fitView
            fitViewOptions={fitViewOptions}
            minZoom={minZoom}
            maxZoom={BOARD_ZOOM.max}
            nodesDraggable={editable}
            nodesConnectable={editable}
            nodesFocusable={false}
            // Lineage arrows stay pictures (role img); links drawn by hand are focusable (their own `focusable`).
            edgesFocusable={false}
            elementsSelectable={editable}
            deleteKeyCode={null}
            // Each node is its own button; React Flow's select-and-move keyboard layer does not apply (the board's own arrow keys do).
            disableKeyboardA11y
            // Shift or Ctrl/Cmd and a click add to the selection; Shift and a drag on the board draws one.
            multiSelectionKeyCode={['Shift', 'Meta', 'Control']}
            defaultEdgeOptions={{ style: { stroke: GRAPHITE, strokeWidth: 1.25 } }}
            defaultMarkerColor={GRAPHITE}
            // React Flow (MIT) is credited in Help and docs/canvas.md; its corner mark stays off the board.
            proOptions={{ hideAttribution: true }}
          >
            <Background variant={BackgroundVariant.Dots} gap={GRID_GAP} size={1.25} color="#c9c6bd" />
            <MiniMap<BoardNode>
              pannable
              zoomable
              nodeColor={minimapColor}
              nodeStrokeColor={INK}
              nodeStrokeWidth={1}
              ariaLabel="Board overview"
              style={MINIMAP_SIZE}
            />
            <Controls showInteractive={false} position="bottom-left" fitViewOptions={fitViewOptions} />
            {editable ? <BoardToolbar projectId={projectId} editor={editor} items={items} board={boardRef} /> : null}
            <BoardExport projectName={data.projectName} projectId={projectId} editable={editable} picture={board.data?.picture ?? null} />
          </ReactFlow>
        </BoardEditingContext.Provider>
      ) : null}
    </main>
  );
}
