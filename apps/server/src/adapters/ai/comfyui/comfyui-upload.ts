import { createHash } from 'node:crypto';
import { ProviderError } from '../provider-error.js';
import { type ComfyLink, call, PROVIDER } from './comfyui-http.js';

/** Uploads an input image (`POST /upload/image`), named by its hash; answers the name a workflow loads it by. */
export async function uploadImage(link: ComfyLink, image: { bytes: Buffer; contentType: string }, what = 'reference'): Promise<string> {
  const ext = image.contentType === 'image/jpeg' ? 'jpg' : 'png';
  const name = `loci-${createHash('sha256').update(image.bytes).digest('hex').slice(0, 16)}.${ext}`;
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.contentType }), name);
  form.append('overwrite', 'true');
  form.append('type', 'input');
  const res = await call(link, '/upload/image', { method: 'POST', body: form });
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError('rejected', PROVIDER, `comfyui: the ${what} upload was refused (${res.status})`);
  }
  const out = (await res.json()) as { name?: string; subfolder?: string };
  if (!out.name) throw new ProviderError('rejected', PROVIDER, `comfyui: the ${what} upload answered no file name`);
  return out.subfolder ? `${out.subfolder}/${out.name}` : out.name;
}
