import type { ImageCredit } from '@loci/shared';
import { gridImageSrc, isUsableImage } from '../model/placeholder';
import styles from './alternative-picker.module.css';

type AlternativePickerProps = {
  images: string[];
  selected: string;
  credit: ImageCredit;
  onSelect: (image: string) => void;
};

/** Sourced alternatives as thumbnails, a radio group (arrow keys move, Space/Enter/click choose). */
export function AlternativePicker({ images, selected, credit, onSelect }: AlternativePickerProps) {
  const usable = images.filter(isUsableImage);
  // Nothing sourced yet: the user's photos below say what there is to source from.
  if (usable.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Alternatives</legend>
      <div className={styles.grid}>
        {usable.map((image, i) => (
          <label key={image} className={styles.option}>
            <input type="radio" name="alternative" className={styles.radio} checked={image === selected} onChange={() => onSelect(image)} />
            <img className={styles.thumb} src={gridImageSrc(image, 256)} alt={`Alternative ${i + 1}`} />
          </label>
        ))}
      </div>
      {credit ? (
        <p className={styles.credit}>
          {credit.credit}
          {credit.licence ? ` · ${credit.licence}` : ''}
        </p>
      ) : null}
    </fieldset>
  );
}
