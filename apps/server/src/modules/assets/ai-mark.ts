/**
 * The visible AI mark: a dark, semi-transparent scrim in the bottom-left corner holding a small
 * white "AI" pill and the words "AI-generated", drawn as SVG (DejaVu Sans, rendered by librsvg).
 * Sizes scale with the image's short side so the mark reads the same on thumbnails and originals.
 */

/** Advance widths (em) of the two strings in DejaVu Sans / DejaVu Sans Bold, for layout. */
const LABEL_EM = 6.91;
const PILL_TEXT_EM = 1.15;
const LABEL = 'AI-generated';
const FONT = "'DejaVu Sans', sans-serif";

/** An SVG overlay and where to composite it. */
export interface MarkOverlay {
  svg: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Advance width (em) of "Study" in DejaVu Sans Bold. */
const STUDY_EM = 3.28;

/**
 * The visible mark of an offline study: one pill reading "Study" on the same dark scrim, so it
 * is never mistaken for a photograph, nor called AI. `null` when the image is too small to hold it.
 */
export function buildStudyMark(width: number, height: number): MarkOverlay | null {
  const pillH = Math.round(Math.min(36, Math.max(12, Math.min(width, height) * 0.028)));
  const pad = Math.round(pillH * 0.3);
  const margin = Math.round(pillH * 0.5);
  const font = pillH * 0.55;
  const pillW = Math.ceil(STUDY_EM * font + pillH * 0.9);
  const [scrimW, scrimH] = [pad + pillW + pad, pillH + 2 * pad];
  if (scrimW > width - 2 * margin || scrimH > height - 2 * margin) return null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scrimW}" height="${scrimH}" viewBox="0 0 ${scrimW} ${scrimH}">
<rect x="0" y="0" width="${scrimW}" height="${scrimH}" rx="${round(scrimH * 0.3)}" fill="#000000" fill-opacity="0.55"/>
<rect x="${pad}" y="${pad}" width="${pillW}" height="${pillH}" rx="${round(pillH / 2)}" fill="#ffffff" fill-opacity="0.92"/>
<text x="${round(pad + pillW / 2)}" y="${round(pad + pillH / 2 + font * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${round(font)}" fill="#111111">Study</text>
</svg>`;
  return { svg: Buffer.from(svg), left: margin, top: height - margin - scrimH, width: scrimW, height: scrimH };
}

/**
 * Lays out the mark for an image of `width`×`height`. Drops the label when the image is too
 * narrow for it, and returns `null` when not even the pill fits (images under ~30 px).
 */
export function buildAiMark(width: number, height: number): MarkOverlay | null {
  const pillH = Math.round(Math.min(36, Math.max(12, Math.min(width, height) * 0.028)));
  const pad = Math.round(pillH * 0.3);
  const margin = Math.round(pillH * 0.5);
  const pillFont = pillH * 0.55;
  const labelFont = pillH * 0.58;
  const pillW = Math.ceil(PILL_TEXT_EM * pillFont + pillH * 0.9);
  const gap = Math.round(pillH * 0.35);
  const labelW = Math.ceil(LABEL_EM * labelFont);
  const scrimH = pillH + 2 * pad;
  const withLabel = pad + pillW + gap + labelW + Math.round(pad * 1.4);
  const pillOnly = pad + pillW + pad;
  const available = width - 2 * margin;
  const showLabel = withLabel <= available;
  const scrimW = showLabel ? withLabel : pillOnly;
  if (scrimW > available || scrimH > height - 2 * margin) return null;

  const pillCenterY = pad + pillH / 2;
  const label = showLabel
    ? `<text x="${pad + pillW + gap}" y="${round(pillCenterY + labelFont * 0.36)}" font-family="${FONT}" font-size="${round(labelFont)}" fill="#ffffff">${LABEL}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${scrimW}" height="${scrimH}" viewBox="0 0 ${scrimW} ${scrimH}">
<rect x="0" y="0" width="${scrimW}" height="${scrimH}" rx="${round(scrimH * 0.3)}" fill="#000000" fill-opacity="0.55"/>
<rect x="${pad}" y="${pad}" width="${pillW}" height="${pillH}" rx="${round(pillH / 2)}" fill="#ffffff" fill-opacity="0.92"/>
<text x="${round(pad + pillW / 2)}" y="${round(pillCenterY + pillFont * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${round(pillFont)}" fill="#111111">AI</text>
${label}
</svg>`;
  return { svg: Buffer.from(svg), left: margin, top: height - margin - scrimH, width: scrimW, height: scrimH };
}
