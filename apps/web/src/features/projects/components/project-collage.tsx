import { ImageIcon } from 'lucide-react';
import styles from './project-collage.module.css';

/** Spec §9: a card shows at most 6 images. */
const MAX_COLLAGE_IMAGES = 6;
/** Thumbnails are 256 px squares; the attributes reserve space before they load. */
const THUMB_SIZE = 256;

type CollageTile = { src: string; key: string };

/**
 * The tiles a collage shows: 1 image is repeated 4 times (spec §2); otherwise up to 6 as given.
 * Keys count repeats of the same URL, so a repeated image still has a stable, unique key.
 */
export function getCollageTiles(images: readonly string[]): CollageTile[] {
  const shown = images.slice(0, MAX_COLLAGE_IMAGES);
  const sources = shown.length === 1 ? [shown[0], shown[0], shown[0], shown[0]] : shown;
  const seen = new Map<string, number>();
  return sources.map((src) => {
    const copy = seen.get(src) ?? 0;
    seen.set(src, copy + 1);
    return { src, key: `${src}#${copy}` };
  });
}

type ProjectCollageProps = {
  images: readonly string[];
  /** The card is on screen when the page opens: load now (the page's largest paint is often one of these). */
  eager?: boolean;
  /** The first card: its images come before anything else the page loads (the largest paint is one of them). */
  first?: boolean;
};

/** The card's image collage: a fixed 4:3 frame with one intentional layout per image count. */
export function ProjectCollage({ images, eager = false, first = false }: ProjectCollageProps) {
  const tiles = getCollageTiles(images);
  if (tiles.length === 0) {
    return (
      <div className={`${styles.collage} ${styles.empty}`} data-testid="collage-placeholder">
        <ImageIcon size={20} strokeWidth={1.5} aria-hidden="true" />
      </div>
    );
  }
  const layout = images.length === 1 ? 'repeat' : `n${tiles.length}`;
  return (
    <div className={`${styles.collage} ${styles[layout]}`} data-testid="collage" data-layout={layout}>
      {tiles.map(({ src, key }) => (
        <img
          key={key}
          className={styles.tile}
          src={src}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          loading={eager || first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          draggable={false}
        />
      ))}
    </div>
  );
}
