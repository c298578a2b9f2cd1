import type { CredentialCheck } from '@loci/shared';
import { apiFetch } from '../../../lib/api-client';
import { getAuthToken } from '../../../lib/auth-token';

/** What POST /api/credentials/verify says about an image's Content Credentials. */
export type { CredentialCheck };

/** Fetches the stored original and has the server read and validate its C2PA manifest. */
export async function verifyCredentials(image: string): Promise<CredentialCheck> {
  const token = getAuthToken();
  const original = await fetch(image, { credentials: 'same-origin', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!original.ok) throw new Error(`HTTP ${original.status}`);
  const form = new FormData();
  form.append('image', await original.blob(), 'image');
  return apiFetch<CredentialCheck>('/api/credentials/verify', { method: 'POST', body: form });
}
