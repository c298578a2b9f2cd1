import { ContentCredentials as CredentialsBox } from '../../../components/ui/content-credentials';
import { verifyCredentials } from '../api/verify-credentials';
import { isUsableImage } from '../model/placeholder';

/** Spec: "Content Credentials" in the image popup, checked by the verify endpoint. */
export function ContentCredentials({ image }: { image: string }) {
  if (!isUsableImage(image)) return null;
  return <CredentialsBox image={image} check={() => verifyCredentials(image)} />;
}
