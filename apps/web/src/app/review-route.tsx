import { useParams } from 'react-router';
import { Presenter } from '../features/present/components/presenter';
import { FeedbackPanel } from '../features/review/components/feedback-panel';
import { ReviewScreen } from '../features/review/components/review-screen';

/** `/review/:token`: the review feature's data and controls in the presenter (app/ composes features). */
export function ReviewRoute() {
  return <ReviewScreen present={(input) => <Presenter {...input} />} />;
}

/** Under each Presentation page: the clients' feedback on it. */
export function PageFeedback({ pageId }: { pageId: string }) {
  const { projectId } = useParams();
  return projectId ? <FeedbackPanel projectId={projectId} pageId={pageId} /> : null;
}
