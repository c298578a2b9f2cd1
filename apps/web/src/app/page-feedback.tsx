import { useParams } from 'react-router';
import { FeedbackPanel } from '../features/review/components/feedback-panel';

/** Under each Presentation page: the clients' feedback on it. */
export function PageFeedback({ pageId }: { pageId: string }) {
  const { projectId } = useParams();
  return projectId ? <FeedbackPanel projectId={projectId} pageId={pageId} /> : null;
}
