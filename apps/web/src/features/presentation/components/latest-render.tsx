import { type MoodboardRender, spaceStrengthName } from '@loci/shared';
import { gridImageSrc } from '../model/placeholder';
import styles from './latest-render.module.css';

type LatestRenderProps = {
  title: string;
  renders: MoodboardRender[];
  /** The render the deck shows (the pinned one, else the newest) and whether it is pinned. */
  deck: MoodboardRender | undefined;
  pinned: boolean;
  disabled: boolean;
  onOpen: () => void;
};

/** The moodboard's render in the deck (pinned, else the newest), on the page as soon as one exists; clicking it reopens the render popup. */
export function LatestRender({ title, renders, deck, pinned, disabled, onOpen }: LatestRenderProps) {
  const latest = deck;
  if (!latest) return null;
  return (
    <figure className={styles.render}>
      <button type="button" className={styles.open} onClick={onOpen} disabled={disabled} aria-label={`Show the render of ${title}`}>
        <img className={styles.image} src={gridImageSrc(latest.image, 768)} alt={`Render of ${title}`} />
      </button>
      <figcaption className={styles.caption}>
        Render{pinned ? ' · pinned for the deck' : ''}
        {latest.space ? ` · from your space, ${spaceStrengthName(latest.space.strength)}` : ''}
        {renders.length > 1 ? ` · ${renders.length} in history` : ''}
      </figcaption>
    </figure>
  );
}
