import { parseInsights, type ReviewView } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MessagePage } from '../../../components/ui/message-page';
import { Spinner } from '../../../components/ui/spinner';
import { ReviewRequestError, reviewQuery } from '../api/review-client';
import { savedKey, savedName } from '../model/reviewer';
import { ImageVerdict, PageComments, SendFeedback } from './review-controls';
import { ImageCredentials } from './review-credentials';
import { NameForm, PasscodeForm, type TypedName } from './review-gates';
import type { ReviewImage } from './review-image.types';
import styles from './review-screen.module.css';

/** What the review screen hands to the presenter app/ composes in (features stay apart). */
export type ReviewPresentInput = {
  project: ReviewView['project'];
  data: ReviewView['data'];
  insights: ReturnType<typeof parseInsights>;
  onExit: () => void;
  exitLabel: string;
  showPrompts: boolean;
  imageOverlay: (image: ReviewImage) => ReactNode;
  imageDetails: (image: ReviewImage) => ReactNode;
  slideAside: (slide: { kind: string; pageId?: string }) => ReactNode;
  notice: ReactNode;
  actions: ReactNode;
};

function newLine(view: ReviewView): string {
  const n = view.new_images.length;
  if (n > 0) return `${n} new ${n === 1 ? 'image' : 'images'} since your review`;
  return view.round > 1 ? `Review round ${view.round}` : 'Approve or reject each image; comments help the designer.';
}

/**
 * `/review/:token`: a client's review of one project, without an account. `token`: the link's,
 * from the URL (the review page's own entry reads it without the app's router).
 */
export function ReviewScreen({
  token,
  present,
  typedName,
}: {
  token: string;
  present: (input: ReviewPresentInput) => ReactNode;
  /** A name typed into the page's HTML before the app took it over (read when the form takes its place). */
  typedName?: TypedName;
}) {
  const [key, setKey] = useState(() => savedKey(token));
  const [name, setName] = useState(savedName);
  const [left, setLeft] = useState(false);
  const query = useQuery(reviewQuery(token, key));

  if (query.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size={16} /> Opening the presentation...
      </p>
    );
  }
  if (query.error instanceof ReviewRequestError && query.error.status === 401) return <PasscodeForm token={token} onUnlocked={setKey} />;
  if (query.isError) {
    const message =
      query.error instanceof ReviewRequestError ? query.error.message : 'This presentation could not be opened. Please try again.';
    return (
      <MessagePage title="Review link" text={message} role="alert">
        {null}
      </MessagePage>
    );
  }
  if (!name) return <NameForm projectName={query.data.project.name} onName={setName} typed={typedName} />;
  if (left) {
    return (
      <MessagePage title={query.data.project.name} text="You left the presentation. Your feedback so far is saved.">
        <Button onClick={() => setLeft(false)}>Back to the presentation</Button>
      </MessagePage>
    );
  }
  const view = query.data;
  const fresh = new Set(view.new_images);
  const ctx = { token, key, name, view };
  return present({
    project: view.project,
    data: view.data,
    insights: parseInsights(view.project.contextual_insights),
    onExit: () => setLeft(true),
    exitLabel: 'Leave the presentation',
    showPrompts: view.show_prompts,
    imageOverlay: (image) => (image.index === null ? null : <ImageVerdict {...ctx} image={image} isNew={fresh.has(image.key)} />),
    imageDetails: (image) => <ImageCredentials token={token} reviewKey={key} image={image.full} />,
    slideAside: (slide) => (slide.pageId && slide.kind !== 'render' ? <PageComments {...ctx} pageId={slide.pageId} /> : null),
    notice: <span data-testid="review-round">{newLine(view)}</span>,
    actions: <SendFeedback token={token} reviewKey={key} />,
  });
}
