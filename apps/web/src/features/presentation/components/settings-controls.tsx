import type { ImageSettings } from '@loci/shared';
import * as Slider from '@radix-ui/react-slider';
import * as Switch from '@radix-ui/react-switch';
import { SLIDER_MAX, SLIDER_MIN } from '../model/settings';
import styles from './settings-controls.module.css';

type SettingsControlsProps = {
  settings: ImageSettings;
  disabled: boolean;
  onChange: (settings: ImageSettings) => void;
  /** The Generated/Sourced switch (moodboard images are always generated). */
  showMode?: boolean;
};

function StepSlider(props: { label: string; start: string; end: string; value: number; disabled: boolean; onChange: (v: number) => void }) {
  return (
    <div className={styles.slider}>
      <Slider.Root
        className={styles.root}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={[props.value]}
        disabled={props.disabled}
        onValueChange={([v]) => props.onChange(v ?? props.value)}
      >
        <Slider.Track className={styles.track}>
          <Slider.Range className={styles.range} />
        </Slider.Track>
        <Slider.Thumb className={styles.thumb} aria-label={props.label} />
      </Slider.Root>
      <div className={styles.ends} aria-hidden>
        <span>{props.start}</span>
        <span>{props.end}</span>
      </div>
    </div>
  );
}

/** Generated/Sourced switch and, in Generated mode, the Micro–Macro and Photographic–Styled sliders. */
export function SettingsControls({ settings, disabled, onChange, showMode = true }: SettingsControlsProps) {
  const sourced = settings.realSourced === 1;
  return (
    <div className={styles.controls}>
      {showMode ? (
        <div className={styles.mode}>
          <span className={sourced ? styles.dim : styles.on} aria-hidden>
            Generated
          </span>
          <Switch.Root
            className={styles.switch}
            checked={sourced}
            disabled={disabled}
            aria-label="Sourced"
            onCheckedChange={(checked) => onChange({ ...settings, realSourced: checked ? 1 : 0 })}
          >
            <Switch.Thumb className={styles.switchThumb} />
          </Switch.Root>
          <span className={sourced ? styles.on : styles.dim} aria-hidden>
            Sourced
          </span>
        </div>
      ) : null}
      {sourced ? null : (
        <>
          <StepSlider
            label="Micro to Macro"
            start="Micro"
            end="Macro"
            value={settings.microMacro}
            disabled={disabled}
            onChange={(microMacro) => onChange({ ...settings, microMacro })}
          />
          <StepSlider
            label="Photographic to Styled"
            start="Photographic"
            end="Styled"
            value={settings.photoStyled}
            disabled={disabled}
            onChange={(photoStyled) => onChange({ ...settings, photoStyled })}
          />
        </>
      )}
    </div>
  );
}
