import { ProviderError } from '../provider-error.js';
import type { HistoryEntry } from './comfyui-history.js';
import { type ComfyLink, call, PROVIDER } from './comfyui-http.js';

/** Downloads the finished job's first output image (`GET /view`). */
export async function fetchOutputImage(link: ComfyLink, entry: HistoryEntry): Promise<{ bytes: Buffer; contentType: string }> {
  const images = Object.values(entry.outputs ?? {}).flatMap((o) => o.images ?? []);
  const image = images.find((i) => (i.type ?? 'output') === 'output') ?? images[0];
  if (!image)
    throw new ProviderError('rejected', PROVIDER, 'comfyui: the workflow finished without an output image (add a SaveImage node)');
  const q = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder ?? '', type: image.type ?? 'output' });
  const res = await call(link, `/view?${q}`, { method: 'GET' });
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError('network', PROVIDER, `comfyui: the output image could not be fetched (${res.status})`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return { bytes, contentType: type.startsWith('image/') ? type.split(';')[0] : 'image/png' };
}
