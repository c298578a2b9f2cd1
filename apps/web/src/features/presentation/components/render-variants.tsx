import { RENDER_HOURS, type RenderHour, type RenderVariantsRequest, VARIANT_REGIONS, type VariantRegion } from '@loci/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import styles from './render-popup.module.css';

/** One variant made: what it varied ("golden hour", "terrazzo floor") and its render. */
export type LightVariant = { caption: string; id: string; image: string };

type RenderVariantsProps = {
  /** Another render is being made: nothing can be asked meanwhile. */
  busy: boolean;
  making: boolean;
  error: string | null;
  /** The last variants made from this render, side by side. */
  made: LightVariant[];
  pinnedId: string | null;
  onMake: (request: RenderVariantsRequest) => void;
  onShow: (id: string) => void;
  onPin?: (id: string) => void;
};

const HOUR_NAMES: Record<RenderHour, string> = { morning: 'Morning', noon: 'Noon', 'golden hour': 'Golden hour', night: 'Night' };
const REGION_NAMES: Record<VariantRegion, string> = { floor: 'Floor', walls: 'Walls' };

/** The materials typed, one per comma, without repeats. */
export function materialsOf(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m && !seen.has(m.toLowerCase()) && seen.add(m.toLowerCase()));
}

/** "Variants" (issue #46): the render on screen with one thing varied 2–4 times (the hour, or a surface's material), side by side. */
export function RenderVariants({ busy, making, error, made, pinnedId, onMake, onShow, onPin }: RenderVariantsProps) {
  const materialsId = useId();
  const [vary, setVary] = useState<'hour' | 'material'>('hour');
  const [hours, setHours] = useState<RenderHour[]>(['morning', 'golden hour', 'night']);
  const [region, setRegion] = useState<VariantRegion>('floor');
  const [materialText, setMaterialText] = useState('terrazzo, oak, slate');
  const toggle = (hour: RenderHour) =>
    setHours((chosen) =>
      chosen.includes(hour) ? chosen.filter((h) => h !== hour) : RENDER_HOURS.filter((h) => h === hour || chosen.includes(h)),
    );
  const materials = materialsOf(materialText);
  const count = vary === 'hour' ? hours.length : materials.length;
  const fits = count >= 2 && count <= 4;
  const make = () => onMake(vary === 'hour' ? { hours } : { region, materials });
  return (
    <section className={styles.print} aria-label="Variants">
      <p className={styles.label}>VARIANTS</p>
      <p className={styles.printNote}>
        The same space with one thing changed, two to four times. Each variant is a new render and is charged as one.
      </p>
      <fieldset className={styles.hours} aria-label="Vary">
        <Button variant="secondary" aria-pressed={vary === 'hour'} disabled={making} onClick={() => setVary('hour')}>
          The hour
        </Button>
        <Button variant="secondary" aria-pressed={vary === 'material'} disabled={making} onClick={() => setVary('material')}>
          A material
        </Button>
      </fieldset>
      {vary === 'hour' ? (
        <fieldset className={styles.hours} aria-label="Hours">
          {RENDER_HOURS.map((hour) => (
            <Button key={hour} variant="secondary" aria-pressed={hours.includes(hour)} disabled={making} onClick={() => toggle(hour)}>
              {HOUR_NAMES[hour]}
            </Button>
          ))}
        </fieldset>
      ) : (
        <>
          <fieldset className={styles.hours} aria-label="Surface">
            {VARIANT_REGIONS.map((r) => (
              <Button key={r} variant="secondary" aria-pressed={region === r} disabled={making} onClick={() => setRegion(r)}>
                {REGION_NAMES[r]}
              </Button>
            ))}
          </fieldset>
          <label className={styles.label} htmlFor={materialsId}>
            MATERIALS, SEPARATED BY COMMAS
          </label>
          <input
            id={materialsId}
            className={styles.materials}
            value={materialText}
            maxLength={200}
            disabled={making}
            onChange={(e) => setMaterialText(e.target.value)}
          />
        </>
      )}
      <Button edits variant="secondary" busy={making} busyText="MAKING VARIANTS..." disabled={busy || making || !fits} onClick={make}>
        {count < 2 ? 'Choose two or more' : count > 4 ? 'Four at most' : `Make ${count} variants`}
      </Button>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {made.length ? (
        <ul className={styles.variants} aria-label="Variants side by side">
          {made.map((v) => (
            <li key={v.id} className={styles.variant}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => onShow(v.id)}
                aria-label={`Show the ${v.caption.toLowerCase()} variant`}
              >
                <img src={v.image} alt="" loading="lazy" />
                {pinnedId === v.id ? <span className={styles.pinnedChip}>Deck</span> : null}
              </button>
              <span className={styles.variantCaption}>{v.caption}</span>
              {onPin ? (
                <Button variant="ghost" disabled={busy || pinnedId === v.id} onClick={() => onPin(v.id)}>
                  {pinnedId === v.id ? 'In the deck' : 'Use in the deck'}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A variant's caption: "Golden hour", or "Terrazzo floor". */
export function variantCaption(value: string, region: VariantRegion | null): string {
  const text = region ? `${value.toLowerCase()} ${region === 'floor' ? 'floor' : 'walls'}` : value;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
