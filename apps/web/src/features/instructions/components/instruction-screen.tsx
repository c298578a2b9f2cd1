import { ComingSoon } from '../../../components/layout/coming-soon';

/** Instructions (placeholder until the form lands). */
export function InstructionScreen() {
  return <ComingSoon active="instruction" title="Instructions" />;
}
