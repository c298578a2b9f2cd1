import { useId } from 'react';
import type { InsightImage } from '../model/moodboard-insights';
import { gridImageSrc } from '../model/placeholder';
import styles from './moodboard-reference-picker.module.css';

type ReferencePickerProps = {
  images: InsightImage[];
  selected: string;
  disabled: boolean;
  onSelect: (url: string) => void;
};

/** The chosen insight's context images; exactly one is the aesthetic reference (native radios, accent ring). */
export function MoodboardReferencePicker({ images, selected, disabled, onSelect }: ReferencePickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>Aesthetic Reference</legend>
      {images.length === 0 ? (
        <p className={styles.empty}>Choose a contextual insight to see its images.</p>
      ) : (
        <div className={styles.grid}>
          {images.map((image, index) => {
            const checked = image.url === selected;
            const alt = image.label || `Context image ${index + 1}`;
            return (
              <label key={image.url} className={`${styles.option} ${checked ? styles.checked : ''}`}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={image.url}
                  checked={checked}
                  onChange={() => onSelect(image.url)}
                />
                <img className={styles.image} src={gridImageSrc(image.url, 256)} alt={alt} />
                {image.label ? <span className={styles.caption}>{image.label}</span> : null}
              </label>
            );
          })}
        </div>
      )}
      <p className={styles.hint}>The chosen image opens the moodboard as its aesthetic reference.</p>
    </fieldset>
  );
}
