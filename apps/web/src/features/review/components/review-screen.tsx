import { parseInsights, type ReviewView } from '@loci/shared';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MessagePage } from '../../../components/ui/message-page';
import { Spinner } from '../../../components/ui/spinner';
import { defineMessages, type Translator, useT } from '../../../lib/i18n';
import { ReviewRequestError, reviewQuery } from '../api/review-client';
import { savedKey, savedName } from '../model/reviewer';
import { ImageVerdict, PageComments, SendFeedback } from './review-controls';
import { ImageCredentials } from './review-credentials';
import { NameForm, PasscodeForm, type TypedName } from './review-gates';
import type { ReviewImage } from './review-image.types';
import { ReviewLanguage, useLinkLanguage } from './review-language';
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

const messages = defineMessages({
  newImages: { id: 'review.newImages', defaultMessage: '{count, plural, one {# new image} other {# new images}} since your review' },
  round: { id: 'review.round', defaultMessage: 'Review round {round}' },
  firstRound: { id: 'review.firstRound', defaultMessage: 'Approve or reject each image; comments help the designer.' },
  opening: { id: 'review.opening', defaultMessage: 'Opening the presentation...' },
  notOpened: { id: 'review.notOpened', defaultMessage: 'This presentation could not be opened. Please try again.' },
  notValid: { id: 'review.notValid', defaultMessage: 'This review link is not valid. It may have expired or been revoked.' },
  linkTitle: { id: 'review.linkTitle', defaultMessage: 'Review link' },
  left: { id: 'review.left', defaultMessage: 'You left the presentation. Your feedback so far is saved.' },
  back: { id: 'review.back', defaultMessage: 'Back to the presentation' },
  leave: { id: 'review.leave', defaultMessage: 'Leave the presentation' },
});

function newLine(view: ReviewView, t: Translator): string {
  const n = view.new_images.length;
  if (n > 0) return t.formatMessage(messages.newImages, { count: n });
  return view.round > 1 ? t.formatMessage(messages.round, { round: view.round }) : t.formatMessage(messages.firstRound);
}

/** The server's refusal in the reader's language where it is the usual one (gone or unknown link), else as sent. */
function refusal(error: unknown, t: Translator): string {
  if (!(error instanceof ReviewRequestError)) return t.formatMessage(messages.notOpened);
  if (error.message === messages.notValid.defaultMessage) return t.formatMessage(messages.notValid);
  return error.message;
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
  const t = useT();
  useLinkLanguage(token, query.data?.locale);

  if (query.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner size={16} /> {t.formatMessage(messages.opening)}
      </p>
    );
  }
  if (query.error instanceof ReviewRequestError && query.error.status === 401) return <PasscodeForm token={token} onUnlocked={setKey} />;
  if (query.isError) {
    return (
      <MessagePage title={t.formatMessage(messages.linkTitle)} text={refusal(query.error, t)} role="alert">
        {null}
      </MessagePage>
    );
  }
  if (!name) return <NameForm projectName={query.data.project.name} onName={setName} typed={typedName} />;
  if (left) {
    return (
      <MessagePage title={query.data.project.name} text={t.formatMessage(messages.left)}>
        <Button onClick={() => setLeft(false)}>{t.formatMessage(messages.back)}</Button>
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
    exitLabel: t.formatMessage(messages.leave),
    showPrompts: view.show_prompts,
    imageOverlay: (image) => (image.index === null ? null : <ImageVerdict {...ctx} image={image} isNew={fresh.has(image.key)} />),
    imageDetails: (image) => <ImageCredentials token={token} reviewKey={key} image={image.full} />,
    slideAside: (slide) => (slide.pageId && slide.kind !== 'render' ? <PageComments {...ctx} pageId={slide.pageId} /> : null),
    notice: <span data-testid="review-round">{newLine(view, t)}</span>,
    actions: (
      <>
        <ReviewLanguage token={token} />
        <SendFeedback token={token} reviewKey={key} />
      </>
    ),
  });
}
