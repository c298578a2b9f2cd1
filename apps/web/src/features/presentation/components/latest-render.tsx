import { type MoodboardRender, spaceStrengthName } from '@loci/shared';
import { gridImageSrc } from '../model/placeholder';
import styles from './latest-render.module.css';

type LatestRenderProps = { title: string; renders: MoodboardRender[]; disabled: boolean; onOpen: () => void };

/** The moodboard's newest render, on the page as soon as it exists; clicking it reopens the render popup. */
export function LatestRender({ title, renders, disabled, onOpen }: LatestRenderProps) {
  const latest = renders.at(-1);
  if (!latest) return null;
  return (
    <figure className={styles.render}>
      <button type="button" className={styles.open} onClick={onOpen} disabled={disabled} aria-label={`Show the render of ${title}`}>
        <img className={styles.image} src={gridImageSrc(latest.image, 768)} alt={`Render of ${title}`} />
      </button>
      <figcaption className={styles.caption}>
        Render{latest.space ? ` · from your space, ${spaceStrengthName(latest.space.strength)}` : ''}
        {renders.length > 1 ? ` · ${renders.length} in history` : ''}
      </figcaption>
    </figure>
  );
}
