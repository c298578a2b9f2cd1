import { RENDER_HOURS, type RenderHour } from '@loci/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import styles from './render-popup.module.css';

/** One variant made: its hour and its render. */
export type LightVariant = { hour: RenderHour; id: string; image: string };

type RenderVariantsProps = {
  /** Another render is being made: nothing can be asked meanwhile. */
  busy: boolean;
  making: boolean;
  error: string | null;
  /** The last variants made from this render, side by side. */
  made: LightVariant[];
  pinnedId: string | null;
  onMake: (hours: RenderHour[]) => void;
  onShow: (id: string) => void;
  onPin?: (id: string) => void;
};

const HOUR_NAMES: Record<RenderHour, string> = { morning: 'Morning', noon: 'Noon', 'golden hour': 'Golden hour', night: 'Night' };

/** "Variants" (issue #46): the render on screen lit at 2–4 hours, then the results side by side. */
export function RenderVariants({ busy, making, error, made, pinnedId, onMake, onShow, onPin }: RenderVariantsProps) {
  const [hours, setHours] = useState<RenderHour[]>(['morning', 'golden hour', 'night']);
  const toggle = (hour: RenderHour) =>
    setHours((chosen) =>
      chosen.includes(hour) ? chosen.filter((h) => h !== hour) : RENDER_HOURS.filter((h) => h === hour || chosen.includes(h)),
    );
  return (
    <section className={styles.print} aria-label="Light variants">
      <p className={styles.label}>LIGHT VARIANTS</p>
      <p className={styles.printNote}>The same space at two to four hours. Each variant is a new render and is charged as one.</p>
      <fieldset className={styles.hours} aria-label="Hours">
        {RENDER_HOURS.map((hour) => (
          <Button key={hour} variant="secondary" aria-pressed={hours.includes(hour)} disabled={making} onClick={() => toggle(hour)}>
            {HOUR_NAMES[hour]}
          </Button>
        ))}
      </fieldset>
      <Button
        edits
        variant="secondary"
        busy={making}
        busyText="MAKING VARIANTS..."
        disabled={busy || making || hours.length < 2}
        onClick={() => onMake(hours)}
      >
        {hours.length < 2 ? 'Choose two hours or more' : `Make ${hours.length} variants`}
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
                aria-label={`Show the ${HOUR_NAMES[v.hour].toLowerCase()} variant`}
              >
                <img src={v.image} alt="" loading="lazy" />
                {pinnedId === v.id ? <span className={styles.pinnedChip}>Deck</span> : null}
              </button>
              <span className={styles.variantCaption}>{HOUR_NAMES[v.hour]}</span>
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
