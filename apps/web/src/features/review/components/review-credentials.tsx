import { ContentCredentials } from '../../../components/ui/content-credentials';
import { reviewCredentials } from '../api/review-client';

/** An image of a review link: `/api/review/<token>/assets/<sha>…`. */
const LINK_IMAGE = /\/assets\/([0-9a-f]{64})(?:[/?]|$)/;

/** Under an enlarged image of a review link: its Content Credentials, as the designer's popup shows them. */
export function ImageCredentials({ token, reviewKey, image }: { token: string; reviewKey: string; image: string }) {
  const sha = LINK_IMAGE.exec(image)?.[1];
  if (!sha) return null;
  return <ContentCredentials image={image} check={() => reviewCredentials(token, reviewKey, sha)} tone="dark" />;
}
