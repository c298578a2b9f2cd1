import { ComingSoon } from '../../../components/layout/coming-soon';

/** Canvas (placeholder until the board lands). */
export function CanvasScreen() {
  return <ComingSoon active="canvas" title="Canvas" />;
}
