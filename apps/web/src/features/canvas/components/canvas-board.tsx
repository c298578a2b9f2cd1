import '@xyflow/react/dist/style.css';
import { Background, BackgroundVariant, Controls, MiniMap, ReactFlow } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import { useElementSize } from '../hooks/use-element-size';
import { buildEdges, buildNodes, type CanvasNode } from '../model/board-layout';
import type { CanvasData } from '../model/canvas-data';
import type { ModalKey } from '../model/modal-content';
import { BOARD_ZOOM, boardBounds, minZoomFor, paddingFor } from '../utils/board-zoom';
import {
  ContextNodeCard,
  KeywordsNodeCard,
  MoodboardNodeCard,
  ProjectNodeCard,
  RenderNodeCard,
  SpaceNodeCard,
  TopicsNodeCard,
} from './board-nodes';
import styles from './canvas-board.module.css';
import { LineageEdge } from './lineage-edge';

const nodeTypes = {
  keywords: KeywordsNodeCard,
  project: ProjectNodeCard,
  context: ContextNodeCard,
  topics: TopicsNodeCard,
  moodboard: MoodboardNodeCard,
  space: SpaceNodeCard,
  render: RenderNodeCard,
};
const edgeTypes = { lineage: LineageEdge };

/** Spec §9: dotted grid gap 16. */
export const GRID_GAP = 16;

const px = (value: number) => `${value}px` as const;

const MINIMAP_SIZE = { width: 168, height: 112 };

const INK = '#1b1b1a';
const HAIRLINE = '#e3e1db';
const GRAPHITE = '#6b6a66';

const minimapColor = (node: CanvasNode) => (node.type === 'context' || node.type === 'topics' ? HAIRLINE : '#ffffff');

/** The pannable, zoomable board (React Flow) with minimap, zoom/fit controls and a dotted grid. */
export function CanvasBoard({ data, onOpen }: { data: CanvasData; onOpen: (modal: ModalKey) => void }) {
  const nodes = useMemo(() => buildNodes(data), [data]);
  const edges = useMemo(() => buildEdges(data), [data]);
  const boardRef = useRef<HTMLElement>(null);
  const view = useElementSize(boardRef);
  // Fitted once the view is measured: on a phone the zoom floor drops below 0.5 so the whole board fits.
  const padding = paddingFor(view?.width ?? 0);
  const minZoom = view ? minZoomFor(boardBounds(nodes), view, padding) : BOARD_ZOOM.min;
  const fitViewOptions = {
    padding: { top: px(padding.top), right: px(padding.right), bottom: px(padding.bottom), left: px(padding.left) },
  };
  return (
    <main ref={boardRef} className={styles.board} aria-label="Project canvas">
      {view ? (
        <ReactFlow<CanvasNode>
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          onNodeClick={(_, node) => onOpen(node.data.modal)}
          fitView
          fitViewOptions={fitViewOptions}
          minZoom={minZoom}
          maxZoom={BOARD_ZOOM.max}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          // Each node is its own button; React Flow's select-and-move keyboard layer does not apply.
          disableKeyboardA11y
          defaultEdgeOptions={{ style: { stroke: GRAPHITE, strokeWidth: 1.25 } }}
          defaultMarkerColor={GRAPHITE}
          proOptions={{ hideAttribution: false }}
        >
          <Background variant={BackgroundVariant.Dots} gap={GRID_GAP} size={1.25} color="#c9c6bd" />
          <MiniMap<CanvasNode>
            pannable
            zoomable
            nodeColor={minimapColor}
            nodeStrokeColor={INK}
            nodeStrokeWidth={1}
            ariaLabel="Board overview"
            style={MINIMAP_SIZE}
          />
          <Controls showInteractive={false} position="bottom-left" fitViewOptions={fitViewOptions} />
        </ReactFlow>
      ) : null}
    </main>
  );
}
