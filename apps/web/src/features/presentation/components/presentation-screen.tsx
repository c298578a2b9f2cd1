import { ComingSoon } from '../../../components/layout/coming-soon';

/** Presentation (placeholder until the boards land). */
export function PresentationScreen() {
  return <ComingSoon active="presentation" title="Presentation" />;
}
