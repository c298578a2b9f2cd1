import { useParams } from 'react-router';
import { ReviewApp } from './review-app';

/** `/review/:token` inside the app (a link followed without a page load); a cold link opens the review's own entry (`review-main.tsx`). */
export function ReviewRoute() {
  const { token = '' } = useParams();
  return <ReviewApp token={token} />;
}
