import type { ReviewView } from '@loci/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { Presenter } from '../features/present/components/presenter';
import { reviewQuery } from '../features/review/api/review-client';
import type { TypedName } from '../features/review/components/review-gates';
import { ReviewScreen } from '../features/review/components/review-screen';

/** A client's review: the review feature's data and controls in the presenter (app/ composes features). */
export function ReviewApp({ token, typedName }: { token: string; typedName?: TypedName }) {
  return <ReviewScreen token={token} typedName={typedName} present={(input) => <Presenter {...input} />} />;
}

/** The element of the review page holding the link's view the server read with the page (`<script type="application/json">`). */
export const REVIEW_VIEW_ELEMENT = 'loci-review-view';

/** Starts a review's cache from the view the server sent with the page (read without a passcode key). */
export function seedReviewView(queryClient: QueryClient, token: string, view: ReviewView): void {
  queryClient.setQueryData(reviewQuery(token, '').queryKey, view);
}

/**
 * The review page's whole tree (its own entry, `review-main.tsx`): the server renders the same
 * tree from the same view (`prerender.tsx`), so the page paints its first screen from the HTML.
 */
export function ReviewPage({ queryClient, token, typedName }: { queryClient: QueryClient; token: string; typedName?: TypedName }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ReviewApp token={token} typedName={typedName} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
