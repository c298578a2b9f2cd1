import { type MoodboardRender, spaceStrengthName } from '@loci/shared';
import { gridImageSrc } from '../model/placeholder';
import styles from './render-popup.module.css';

type RenderHistoryProps = {
  renders: MoodboardRender[];
  shownId: string;
  /** The render pinned for the deck (issue #46), marked "Pinned". */
  pinnedId?: string | null;
  disabled: boolean;
  onShow: (id: string) => void;
};

/** Every render of the moodboard, oldest first, as thumbnails to step back through. */
export function RenderHistory({ renders, shownId, pinnedId = null, disabled, onShow }: RenderHistoryProps) {
  if (renders.length < 2) return null;
  return (
    <section className={styles.history} aria-label="Render history">
      <h3 className={styles.label}>History</h3>
      <ul className={styles.thumbs}>
        {renders.map((render, index) => (
          <li key={render.id}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={render.id === shownId}
              aria-label={`Render ${index + 1} of ${renders.length}${render.space ? `, from your space (${spaceStrengthName(render.space.strength)})` : ''}${render.id === pinnedId ? ', pinned for the deck' : ''}`}
              title={render.render_prompt}
              disabled={disabled}
              onClick={() => onShow(render.id)}
            >
              <img src={gridImageSrc(render.image, 256)} alt="" />
              {render.space ? <span className={styles.spaceChip}>Space · {spaceStrengthName(render.space.strength)}</span> : null}
              {render.id === pinnedId ? <span className={styles.pinnedChip}>Pinned</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
