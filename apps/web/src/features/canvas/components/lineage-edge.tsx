import type { Edge } from '@xyflow/react';
import { BaseEdge, type EdgeProps } from '@xyflow/react';
import type { LineageEdgeData } from '../model/board-layout';
import { lineagePoints, roundedPolyline } from '../model/lineage-path';

/** The context → moodboard edge, routed around the grid of cards (see `lineagePoints`). */
export function LineageEdge({ sourceX, sourceY, targetX, targetY, data, markerEnd, style }: EdgeProps<Edge<LineageEdgeData, 'lineage'>>) {
  const points = lineagePoints({
    sourceX,
    sourceY,
    targetX,
    targetY,
    laneX: data?.laneX ?? 30,
    laneY: data?.laneY ?? (sourceY + targetY) / 2,
  });
  return <BaseEdge path={roundedPolyline(points, 12)} markerEnd={markerEnd} style={style} />;
}
