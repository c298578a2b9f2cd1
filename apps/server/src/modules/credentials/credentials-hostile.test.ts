import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withTwoUserApp } from '../../../test/app-per-file.js';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { jumbfBombJpeg, loopingExifSegment, nestedXmpSegment, withSegments } from '../../../test/hostile-metadata.js';
import { TOO_COMPLEX } from './credentials.routes.js';

// Issue #43 item 3: a manifest store nested thousands deep (and looping EXIF, deep XMP) on every path that reads it.
initSync({ module: readFileSync(createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });

let t: TestApp;
let ada: TestUser;
withTwoUserApp((shared) => ({ t, ada } = shared));

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a6b8c' } })
    .jpeg()
    .toBuffer();
/** A 300 KB store nested ~9,000 deep: about ten seconds of c2pa-ts before the bounds. */
const bomb = async () => jumbfBombJpeg(await photo(), 300 * 1024);

function send(url: string, field: string, file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'hostile.jpg');
  return t.app.inject({ method: 'POST', url, headers: ada.headers, body: form });
}

describe('hostile image metadata', () => {
  it('verify refuses a manifest store past the parse bounds with a clear message', async () => {
    const res = await send('/api/credentials/verify', 'image', await bomb());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', error: TOO_COMPLEX });
  });

  it('an upload carrying it is stored, signed by Loci, without the foreign manifest (and without the EXIF loop or deep XMP)', async () => {
    const hostile = withSegments(await bomb(), [loopingExifSegment(), nestedXmpSegment(5000)]);
    const res = await send('/api/photos', 'file', hostile, { credit: 'Ana Lima' });
    expect(res.statusCode, res.body).toBe(201);
    const sha = (res.json().photo.image as string).split('/').pop() ?? '';
    const stored = await t.app.services.assets.readBytes(sha);
    if (!stored) throw new Error('not stored');
    const reader = await WasmReader.fromBytes('image/jpeg', new Uint8Array(stored));
    const json = JSON.parse(reader.json()) as {
      active_manifest: string;
      manifests: Record<string, { ingredients?: { relationship: string; active_manifest?: string }[] }>;
      validation_state: string;
    };
    expect(json.validation_state).toBe('Valid');
    expect(Object.keys(json.manifests)).toHaveLength(1);
    const ingredients = json.manifests[json.active_manifest].ingredients ?? [];
    expect(ingredients).toHaveLength(1);
    expect(ingredients[0].relationship).toBe('parentOf');
    expect(ingredients[0].active_manifest).toBeUndefined();
  });
});
