import { Presenter } from '../features/present/components/presenter';
import { ReviewScreen } from '../features/review/components/review-screen';

/** A client's review: the review feature's data and controls in the presenter (app/ composes features). */
export function ReviewApp({ token }: { token: string }) {
  return <ReviewScreen token={token} present={(input) => <Presenter {...input} />} />;
}
