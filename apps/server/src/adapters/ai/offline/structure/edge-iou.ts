import sharp from 'sharp';
import { boxBlur, cannyLite, dilate, greyOf, quantile } from './raster.js';

/** The width both images are compared at. */
export const IOU_WIDTH = 256;
/** Edges are grown by this many pixels (at 256 px) before they are compared: a line one or two pixels off still agrees. */
export const IOU_DILATION = 2;

/** A binary edge map. */
export interface EdgeMap {
  w: number;
  h: number;
  mask: Uint8Array;
}

/**
 * The edge map of an image at `width × height` (cropped to that shape from the centre, as the
 * study does): grey, lightly blurred, Canny-style edges with thresholds from the image's own
 * gradient distribution (an absolute floor keeps grain and JPEG noise out), dilated.
 */
export async function edgeMapOf(bytes: Buffer, size: { width: number; height: number }, dilation = IOU_DILATION): Promise<EdgeMap> {
  const { width: w, height: h } = size;
  const rgb = await sharp(bytes).rotate().resize(w, h, { fit: 'cover' }).removeAlpha().raw().toBuffer();
  const grey = boxBlur(greyOf(rgb, w, h), 1, 1);
  const edges = cannyLite(grey, (mag) => {
    const high = Math.max(0.25, quantile(mag, 0.8));
    return { low: high * 0.5, high };
  });
  return { w, h, mask: dilate(edges, w, h, dilation) };
}

/** Intersection over union of two equal-sized binary masks (1 when both are empty). */
export function maskIou(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) inter++;
    if (a[i] || b[i]) union++;
  }
  return union === 0 ? 1 : inter / union;
}

/**
 * How well a render keeps a reference's geometry: IoU of their dilated edge maps at 256 px wide
 * (the reference cropped to the render's shape). 1 = the same lines, 0 = none shared.
 */
export async function edgeIou(reference: Buffer, render: Buffer): Promise<number> {
  const meta = await sharp(render).metadata();
  const width = IOU_WIDTH;
  const height = Math.max(16, Math.round((IOU_WIDTH * (meta.height ?? 1)) / (meta.width ?? 1)));
  const [a, b] = await Promise.all([edgeMapOf(reference, { width, height }), edgeMapOf(render, { width, height })]);
  return maskIou(a.mask, b.mask);
}
