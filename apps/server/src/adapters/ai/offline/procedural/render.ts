import type { ImageRequest } from '../../image-model.port.js';
import { stripSliderModifiers } from '../../prompts/slider-modifiers.js';
import { createRng, hashString } from '../seed.js';
import { drawAerial } from './aerial.js';
import { chooseComposition, type Family } from './composition.js';
import { makeLight } from './light.js';
import { drawMaterial } from './micro.js';
import { derivePalette } from './palette.js';
import { makeTones, type Scene } from './scene.js';
import { finish, styleFor } from './style.js';
import { drawArcade } from './view-arcade.js';
import { drawCourtyard, drawMarket } from './view-open.js';
import { drawRoom } from './view-room.js';
import { drawStreet } from './view-street.js';
import { drawTerrace } from './view-terrace.js';

const views: Partial<Record<Family, (s: Scene) => string>> = {
  room: drawRoom,
  workshop: drawRoom,
  street: drawStreet,
  arcade: drawArcade,
  market: drawMarket,
  courtyard: drawCourtyard,
  terrace: drawTerrace,
};

/** microMacro 1: the eye-level view of the composition's family (rooms when unknown). */
function draw(s: Scene): string {
  return (views[s.comp.family] ?? drawRoom)(s);
}

/**
 * Builds the SVG for a request: composition family from the prompt's words and microMacro,
 * drawing style from photoStyled, colours from the prompt and the brand palette. Seeded by prompt and settings.
 */
export function buildSvg(
  req: Pick<ImageRequest, 'prompt' | 'width' | 'height' | 'microMacro' | 'photoStyled' | 'palette' | 'seed'>,
): string {
  const prompt = stripSliderModifiers(req.prompt);
  // Without a seed an image is the same for the same prompt; a regeneration's seed makes it new.
  const seed = hashString(`${prompt}|${(req.palette ?? []).join(',')}${req.seed === undefined ? '' : `|${req.seed}`}`);
  const rng = createRng(seed ^ (req.microMacro * 7919 + req.photoStyled * 104729));
  const palette = derivePalette(prompt, req.palette, createRng(seed));
  const comp = chooseComposition(prompt, seed, req.microMacro);
  const { width: w, height: h } = req;
  const scene: Scene = {
    w,
    h,
    rng,
    palette,
    seed,
    comp,
    light: makeLight(comp, palette),
    tones: makeTones(palette, createRng(seed ^ 0x9e3779b9)),
    style: styleFor(req.photoStyled, palette, Math.min(w, h) / 1024),
    words: new Set(prompt.toLowerCase().match(/\p{L}+/gu) ?? []),
  };
  const body = req.microMacro === 0 ? drawMaterial(scene) : req.microMacro === 1 ? draw(scene) : drawAerial(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${palette.background}"/>${body}${finish(scene.style, palette, w, h)}</svg>`;
}
