import {
  REGION_EDIT_PROMPT_MAX,
  type RenderRegion,
  type RenderRegionEditRequest,
  type RenderRegions,
  selectSimilarColour,
} from '@loci/shared';
import { Brush, Eraser, PaintBucket } from 'lucide-react';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { paintDisc, partRequest, partShare } from '../model/part-mask';
import styles from './render-region-edit.module.css';

type Tool = 'brush' | 'erase' | 'similar';

type RenderRegionEditProps = {
  /** The render on screen. */
  image: string;
  /** The parts the segmenter found (undefined while they load). */
  regions?: RenderRegions;
  /** Another render is being made: nothing can be asked meanwhile. */
  busy: boolean;
  making: boolean;
  error: string | null;
  onChange: (request: RenderRegionEditRequest) => void;
};

const REGION_NAMES: Record<RenderRegion, string> = { floor: 'Floor', walls: 'Walls', ceiling: 'Ceiling', openings: 'Openings' };
/** The accent, see-through: the part chosen, over the render. */
const TINT = [181, 83, 46, 130] as const;
/** How alike a colour must be to the one clicked to join it (0–255, per channel). */
const SIMILAR = 18;

/** Pixels of an image (same origin) as RGBA, at its own size. */
function pixelsOf(img: HTMLImageElement): Uint8ClampedArray | null {
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
  const ctx = canvas.getContext('2d');
  if (!ctx || !canvas.width) return null;
  ctx.drawImage(img, 0, 0);
  return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** A black-and-white mask PNG (as a data URL) read back into one byte a pixel. */
async function decodeMask(url: string, width: number, height: number): Promise<Uint8Array | null> {
  const img = new Image();
  img.src = url;
  await img.decode().catch(() => undefined);
  const rgba = img.naturalWidth ? pixelsOf(img) : null;
  if (!rgba || img.naturalWidth !== width || img.naturalHeight !== height) return null;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = rgba[i * 4] > 127 ? 255 : 0;
  return mask;
}

/**
 * "Change one part" (issue #46): choose a part of the render (a found region, a brush, or "Select
 * similar colour"), say what it becomes, and Change makes a new render with only that part changed.
 */
export function RenderRegionEdit({ image, regions, busy, making, error, onChange }: RenderRegionEditProps) {
  const promptId = useId();
  const sizeId = useId();
  const imgRef = useRef<HTMLImageElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useRef({ width: 0, height: 0 });
  // Strokes (255 painted, 1 erased, 0 untouched) over the regions chosen; the part is their sum.
  const strokes = useRef<Uint8Array>(new Uint8Array(0));
  const regionMasks = useRef<Partial<Record<RenderRegion, Uint8Array>>>({});
  const pixels = useRef<Uint8ClampedArray | null>(null);
  const drawing = useRef(false);
  const [chosen, setChosen] = useState<RenderRegion[]>([]);
  const [painted, setPainted] = useState(false);
  const [share, setShare] = useState(0);
  const [tool, setTool] = useState<Tool>('brush');
  const [brush, setBrush] = useState(24);
  const [prompt, setPrompt] = useState('');
  const [imageFor, setImageFor] = useState(image);
  // Bumped when the render has loaded (its size known): the found parts are read then.
  const [loads, setLoads] = useState(0);
  if (imageFor !== image) {
    // Another render: its own parts.
    setImageFor(image);
    setChosen([]);
    setPainted(false);
    setShare(0);
  }

  /** The part as it stands: the chosen regions, with the strokes painted in and erased out. */
  const part = (): Uint8Array => {
    const { width, height } = size.current;
    const mask = new Uint8Array(width * height);
    for (const r of chosen) {
      const m = regionMasks.current[r];
      if (m) for (let i = 0; i < mask.length; i++) if (m[i]) mask[i] = 255;
    }
    const s = strokes.current;
    if (s.length === mask.length) for (let i = 0; i < mask.length; i++) if (s[i]) mask[i] = s[i] === 255 ? 255 : 0;
    return mask;
  };

  const redraw = () => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    const { width, height } = size.current;
    if (!canvas || !ctx || !width) return;
    const mask = part();
    const data = ctx.createImageData(width, height);
    for (let i = 0; i < mask.length; i++) if (mask[i]) data.data.set(TINT, i * 4);
    ctx.putImageData(data, 0, 0);
    setShare(partShare(mask));
  };

  // The found parts, read into masks once the render's size is known; the overlay follows every change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw reads refs and the choice; it runs when they change.
  useEffect(() => {
    const { width, height } = size.current;
    if (!regions || !width) return;
    let live = true;
    void Promise.all(regions.regions.map(async (r) => [r.name, await decodeMask(r.mask, width, height)] as const)).then((found) => {
      if (!live) return;
      for (const [name, mask] of found) if (mask) regionMasks.current[name] = mask;
      redraw();
    });
    return () => {
      live = false;
    };
  }, [regions, loads]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  useEffect(() => redraw(), [chosen]);

  const loaded = () => {
    const img = imgRef.current;
    if (!img?.naturalWidth) return;
    size.current = { width: img.naturalWidth, height: img.naturalHeight };
    strokes.current = new Uint8Array(img.naturalWidth * img.naturalHeight);
    regionMasks.current = {};
    pixels.current = null;
    const canvas = canvasRef.current;
    if (canvas) [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
    setChosen([]);
    setLoads((n) => n + 1);
    redraw();
  };

  const toPixel = (e: PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const scale = size.current.width / (box.width || 1);
    return { x: (e.clientX - box.left) * scale, y: (e.clientY - box.top) * scale, scale };
  };

  const stroke = (e: PointerEvent<HTMLCanvasElement>) => {
    const at = toPixel(e);
    const layer = { ...size.current, mask: strokes.current };
    if (tool === 'similar') {
      pixels.current ??= imgRef.current ? pixelsOf(imgRef.current) : null;
      if (!pixels.current) return;
      const found = selectSimilarColour(pixels.current, size.current, at, { tolerance: SIMILAR, step: 8 });
      for (let i = 0; i < found.length; i++) if (found[i]) strokes.current[i] = 255;
    } else paintDisc(layer, at, (brush / 2) * at.scale);
    setPainted(true);
    redraw();
  };

  // An erased pixel keeps a 1 (not 0): it wins over a region chosen under it.
  const eraseAt = (e: PointerEvent<HTMLCanvasElement>) => {
    const at = toPixel(e);
    paintDisc({ ...size.current, mask: strokes.current }, at, (brush / 2) * at.scale, 1);
    setPainted(true);
    redraw();
  };

  const onPointer = (e: PointerEvent<HTMLCanvasElement>, start: boolean) => {
    if (making || busy) return;
    if (start) {
      drawing.current = tool !== 'similar';
      e.currentTarget.setPointerCapture?.(e.pointerId);
    } else if (!drawing.current) return;
    if (tool === 'erase') eraseAt(e);
    else stroke(e);
  };

  const clear = () => {
    strokes.current.fill(0);
    setChosen([]);
    setPainted(false);
    redraw();
  };

  const toggle = (r: RenderRegion) => setChosen((all) => (all.includes(r) ? all.filter((x) => x !== r) : [...all, r]));

  const maskDataUrl = () => {
    const { width, height } = size.current;
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [width, height];
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    const mask = part();
    const data = ctx.createImageData(width, height);
    for (let i = 0; i < mask.length; i++) {
      const v = mask[i] ? 255 : 0;
      data.data.set([v, v, v, 255], i * 4);
    }
    ctx.putImageData(data, 0, 0);
    return canvas.toDataURL('image/png');
  };

  const hasPart = share > 0 || (chosen.length > 0 && !painted);
  const ready = hasPart && prompt.trim().length > 0 && !busy && !making;
  const change = () => onChange(partRequest({ regions: chosen, painted, prompt, maskDataUrl }));
  const found = regions?.regions ?? [];
  return (
    <section className={styles.section} aria-label="Change one part">
      <p className={styles.label}>CHANGE ONE PART</p>
      <p className={styles.note}>
        Choose a part of the render or paint it, and say what it becomes. Outside it the render stays as it is. Charged as one render.
      </p>
      <fieldset className={styles.chips} aria-label="Found parts">
        {found.length ? (
          found.map((r) => (
            <Button
              key={r.name}
              variant="secondary"
              aria-pressed={chosen.includes(r.name)}
              disabled={making}
              onClick={() => toggle(r.name)}
            >
              {REGION_NAMES[r.name]}
            </Button>
          ))
        ) : (
          <span className={styles.note}>
            {regions ? 'No floor, walls or ceiling found: paint the part.' : 'Finding the floor, walls and ceiling…'}
          </span>
        )}
      </fieldset>
      <div className={styles.editor}>
        <img ref={imgRef} src={image} alt="" onLoad={loaded} className={styles.picture} />
        <canvas
          ref={canvasRef}
          className={styles.overlay}
          data-tool={tool}
          aria-hidden
          onPointerDown={(e) => onPointer(e, true)}
          onPointerMove={(e) => onPointer(e, false)}
          onPointerUp={() => {
            drawing.current = false;
          }}
        />
      </div>
      <div className={styles.status}>
        <p className={styles.note} aria-live="polite">
          {share > 0 ? `The part: ${Math.max(1, Math.round(share * 100))} % of the render.` : 'Nothing chosen yet.'}
        </p>
        <Button variant="ghost" disabled={!hasPart || making} onClick={clear}>
          Clear
        </Button>
      </div>
      <fieldset className={styles.tools} aria-label="Tool">
        <Button variant="secondary" aria-pressed={tool === 'brush'} onClick={() => setTool('brush')}>
          <Brush size={16} strokeWidth={1.5} aria-hidden /> Brush
        </Button>
        <Button variant="secondary" aria-pressed={tool === 'erase'} onClick={() => setTool('erase')}>
          <Eraser size={16} strokeWidth={1.5} aria-hidden /> Erase
        </Button>
        <Button variant="secondary" className={styles.wide} aria-pressed={tool === 'similar'} onClick={() => setTool('similar')}>
          <PaintBucket size={16} strokeWidth={1.5} aria-hidden /> Select similar colour
        </Button>
      </fieldset>
      <div className={styles.size}>
        <label className={styles.label} htmlFor={sizeId}>
          BRUSH SIZE
        </label>
        <input id={sizeId} type="range" min={4} max={96} step={2} value={brush} onChange={(e) => setBrush(Number(e.target.value))} />
      </div>
      <label className={styles.label} htmlFor={promptId}>
        WHAT IT BECOMES
      </label>
      <input
        id={promptId}
        className={styles.prompt}
        value={prompt}
        maxLength={REGION_EDIT_PROMPT_MAX}
        placeholder="terrazzo floor"
        disabled={making}
        onChange={(e) => setPrompt(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && ready) change();
        }}
      />
      <Button edits variant="secondary" busy={making} busyText="CHANGING..." disabled={!ready} onClick={change}>
        Change
      </Button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
    </section>
  );
}
