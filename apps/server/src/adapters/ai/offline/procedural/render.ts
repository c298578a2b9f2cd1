import type { ImageRequest } from '../../image-model.port.js';
import { stripSliderModifiers } from '../../prompts/slider-modifiers.js';
import { styleOfText } from '../../shot/place-style.js';
import { shotFromPrompt } from '../../shot/read-prompt.js';
import type { Shot, ShotKind } from '../../shot/shot.js';
import { createRng, hashString } from '../seed.js';
import { drawAerial } from './aerial.js';
import { mix } from './color.js';
import { chooseComposition, type Family } from './composition.js';
import { makeLight } from './light.js';
import { drawMaterial } from './micro.js';
import { derivePalette, materialColour } from './palette.js';
import { makeTones, type Scene, type Tones } from './scene.js';
import { drawIronwork, drawJoinery, drawSignage } from './studies/detail-extra.js';
import { drawColourCards, drawFlatLay, drawTableware } from './studies/flat-lay.js';
import { drawFloor } from './studies/floor.js';
import { drawGarden } from './studies/garden.js';
import { drawLandmark } from './studies/landmark.js';
import { drawLighting } from './studies/lighting.js';
import { drawBambooFence, drawFittings } from './studies/named-subjects.js';
import { drawScreensRoom } from './studies/screens.js';
import { drawNoren, drawRug, drawWeave } from './studies/textile.js';
import { drawThreshold } from './studies/threshold.js';
import { drawTapsCloseUp, drawWashbasinCounter } from './studies/washbasin.js';
import { drawWaterLight } from './studies/water-light.js';
import { finish, styleFor } from './style.js';
import { drawArcade } from './view-arcade.js';
import { drawCourtyard, drawMarket } from './view-open.js';
import { drawRoom } from './view-room.js';
import { drawStreet } from './view-street.js';
import { drawTerrace } from './view-terrace.js';

/** The composition family the older eye-level, close-up and plan drawers use for a shot. */
function familyOf(shot: Shot, kind: ShotKind): Family | undefined {
  const m = shot.motif;
  const text = `${shot.subject} ${shot.materials.join(' ')}`.toLowerCase();
  if (kind === 'street')
    return (
      ({ market: 'market', arcade: 'arcade', square: /step|stair/.test(text) ? 'terrace' : 'courtyard' } as Record<string, Family>)[m] ??
      'street'
    );
  if (kind === 'interior') return /workshop|atelier|studio/.test(text) ? 'workshop' : 'room';
  if (kind === 'plan')
    return m === 'canal'
      ? 'river'
      : /sea|coast|bay|harbour|ocean/.test(text)
        ? 'coast'
        : /river|estuary/.test(text)
          ? 'river'
          : /garden|park/.test(text)
            ? 'park'
            : 'grid';
  if (kind === 'detail') {
    if (m === 'stone') return /brick/.test(text) ? 'brick' : /terrazzo/.test(text) ? 'terrazzo' : 'stone';
    return ({ joinery: 'timber', tiles: 'tiles', plaster: 'plaster' } as Record<string, Family>)[m];
  }
  return undefined;
}

/** A material variant's surfaces (issue #46): the floor or the walls take the named material's colour. */
function withSurfaces(tones: Tones, surfaces: ImageRequest['surfaces']): Tones {
  const floor = surfaces?.floor ? materialColour(surfaces.floor) : undefined;
  const walls = surfaces?.walls ? materialColour(surfaces.walls) : undefined;
  return {
    ...tones,
    ...(floor ? { floor } : {}),
    ...(walls ? { wall: walls, wall2: mix(walls, '#000000', 0.08) } : {}),
  };
}

/** The kind actually drawn: the material-close-up and aerial settings of the slider override the shot's own scale. */
function drawnKind(kind: ShotKind, microMacro: ImageRequest['microMacro']): ShotKind {
  if (microMacro === 0 && ['street', 'landmark', 'garden', 'interior', 'threshold', 'lighting', 'plan'].includes(kind)) return 'detail';
  if (microMacro === 2 && kind !== 'plan') return 'plan';
  return kind;
}

function drawDetail(s: Scene): string {
  if (s.shot.motif === 'ironwork') return drawIronwork(s);
  if (s.shot.motif === 'signage') return drawSignage(s);
  if (s.shot.motif === 'tableware') return drawTableware(s);
  if (s.shot.motif === 'taps') return drawTapsCloseUp(s);
  if (s.shot.motif === 'fence') return drawBambooFence(s);
  if (s.shot.motif === 'hardware') return drawFittings(s);
  if (s.shot.motif === 'joinery' && /door|screen|shoji|lattice|carv|joinery|machiya|frame|jali|mashrabiya/i.test(s.shot.subject))
    return drawJoinery(s);
  return drawMaterial(s);
}

const street: Partial<Record<Family, (s: Scene) => string>> = {
  market: drawMarket,
  arcade: drawArcade,
  courtyard: drawCourtyard,
  terrace: drawTerrace,
};

const drawers: Record<ShotKind, (s: Scene) => string> = {
  street: (s) => (street[s.comp.family] ?? drawStreet)(s),
  landmark: drawLandmark,
  garden: drawGarden,
  interior: (s) => (s.shot.motif === 'screens' ? drawScreensRoom(s) : s.shot.motif === 'basin' ? drawWashbasinCounter(s) : drawRoom(s)),
  detail: drawDetail,
  'flat-lay': (s) => (s.shot.motif === 'colour' ? drawColourCards(s) : drawFlatLay(s)),
  textile: (s) => (s.shot.motif === 'noren' ? drawNoren(s) : s.shot.motif === 'rug' ? drawRug(s) : drawWeave(s)),
  floor: drawFloor,
  plan: drawAerial,
  lighting: (s) => (s.shot.motif === 'glints' ? drawWaterLight(s) : drawLighting(s)),
  threshold: drawThreshold,
};

/**
 * Builds the SVG for a request from its shot (given, or read back from the prompt): the kind of
 * shot picks the composition, the place's style the roofs, gates, trees and floors, the shot's
 * palette and materials the colours. Drawing style from photoStyled. Seeded by prompt and settings.
 */
export function buildSvg(
  req: Pick<
    ImageRequest,
    'prompt' | 'width' | 'height' | 'microMacro' | 'photoStyled' | 'palette' | 'seed' | 'shot' | 'surfaces' | 'variantOf'
  >,
): string {
  // A variant (issue #46) is drawn from the prompt its set shares, so the set is one room: its
  // own change comes as `shot.time` or `surfaces`.
  const prompt = stripSliderModifiers(req.variantOf ?? req.prompt);
  const shot = req.shot ?? shotFromPrompt(prompt);
  const kind = drawnKind(shot.kind, req.microMacro);
  // Without a seed an image is the same for the same prompt; a regeneration's seed makes it new.
  const seed = hashString(`${prompt}|${(req.palette ?? []).join(',')}${req.seed === undefined ? '' : `|${req.seed}`}`);
  const rng = createRng(seed ^ (req.microMacro * 7919 + req.photoStyled * 104729));
  const palette = derivePalette(`${shot.palette.join(' ')} ${shot.materials.join(' ')} ${prompt}`, req.palette, createRng(seed));
  const scale = kind === 'plan' ? 2 : ['detail', 'flat-lay', 'textile'].includes(kind) ? 0 : 1;
  const comp = chooseComposition(prompt, seed, scale, { family: familyOf(shot, kind), time: shot.time });
  const { width: w, height: h } = req;
  const scene: Scene = {
    w,
    h,
    rng,
    palette,
    seed,
    comp,
    light: makeLight(comp, palette),
    tones: withSurfaces(makeTones(palette, createRng(seed ^ 0x9e3779b9)), req.surfaces),
    style: styleFor(req.photoStyled, palette, Math.min(w, h) / 1024),
    words: new Set(`${prompt} ${shot.motif}`.toLowerCase().match(/\p{L}+/gu) ?? []),
    shot,
    place: styleOfText(prompt),
  };
  // Half the views are seen from the other side: a board's repeated subjects do not repeat their picture.
  const mirrored = kind !== 'flat-lay' && (seed >>> 7) % 2 === 1;
  const drawn = drawers[kind](scene);
  const body = mirrored ? `<g transform="matrix(-1 0 0 1 ${w} 0)">${drawn}</g>` : drawn;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${palette.background}"/>${body}${finish(scene.style, palette, w, h)}</svg>`;
}
