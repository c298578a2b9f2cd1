import type { ImageRequest } from '../../image-model.port.js';
import { stripSliderModifiers } from '../../prompts/slider-modifiers.js';
import { createRng, hashString } from '../seed.js';
import { drawAerial } from './aerial.js';
import { drawMaterial } from './micro.js';
import { derivePalette } from './palette.js';
import type { Scene } from './scene.js';
import { drawStreetOrRoom } from './street.js';
import { finish, styleFor } from './style.js';

/**
 * Builds the SVG for a request: composition from microMacro, drawing style from photoStyled,
 * colours from the prompt's words and the brand palette. Seeded by prompt and settings.
 */
export function buildSvg(req: Pick<ImageRequest, 'prompt' | 'width' | 'height' | 'microMacro' | 'photoStyled' | 'palette'>): string {
  const prompt = stripSliderModifiers(req.prompt);
  const seed = hashString(`${prompt}|${(req.palette ?? []).join(',')}`);
  const rng = createRng(seed ^ (req.microMacro * 7919 + req.photoStyled * 104729));
  const palette = derivePalette(prompt, req.palette, createRng(seed));
  const { width: w, height: h } = req;
  const scene: Scene = {
    w,
    h,
    rng,
    palette,
    seed,
    style: styleFor(req.photoStyled, palette, Math.min(w, h) / 1024),
    words: new Set(prompt.toLowerCase().match(/\p{L}+/gu) ?? []),
  };
  const draw = req.microMacro === 0 ? drawMaterial : req.microMacro === 1 ? drawStreetOrRoom : drawAerial;
  const body = draw(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${palette.background}"/>${body}${finish(scene.style, palette, w, h)}</svg>`;
}
