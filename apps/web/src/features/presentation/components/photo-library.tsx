import { useProjectPhotos } from '../api/photos';
import { gridImageSrc } from '../model/placeholder';
import picker from './alternative-picker.module.css';
import styles from './photo-library.module.css';
import { PhotoUploadForm } from './photo-upload-form';

/** Said when the user has no photo of their own to source from. */
export const EMPTY_LIBRARY = 'Your photo library is empty. Upload your own reference photos to source from them.';

type PhotoLibraryProps = {
  projectId?: string;
  selected: string;
  /** Why the last SOURCE found nothing (the server's words). */
  notice?: string;
  onSelect: (image: string) => void;
};

/**
 * The Sourced tab's own photos: the user's library and this project's uploads to choose from
 * (each with its credit), and the upload form. Sourced images come only from here offline.
 */
export function PhotoLibrary({ projectId, selected, notice, onSelect }: PhotoLibraryProps) {
  const photos = useProjectPhotos(projectId, true);
  if (!projectId) return null;
  const list = photos.data ?? [];
  // An "empty library" notice from an earlier SOURCE is out of date once a photo is uploaded.
  const current = notice === EMPTY_LIBRARY && list.length > 0 ? undefined : notice;
  const chosen = list.find((p) => p.image === selected);
  const message = current ?? (photos.isSuccess && list.length === 0 ? EMPTY_LIBRARY : undefined);
  return (
    <section className={styles.library} aria-label="Your photos">
      {message ? (
        <p className={picker.empty} role="status">
          {message}
        </p>
      ) : null}
      {list.length ? (
        <fieldset className={picker.group}>
          <legend className={picker.legend}>Your photos</legend>
          <div className={picker.grid}>
            {list.map((photo) => (
              <label key={photo.id} className={picker.option} title={`${photo.credit}${photo.licence ? ` · ${photo.licence}` : ''}`}>
                <input
                  type="radio"
                  name="library-photo"
                  className={picker.radio}
                  checked={photo.image === selected}
                  onChange={() => onSelect(photo.image)}
                />
                <img className={picker.thumb} src={gridImageSrc(photo.image, 256)} alt={photo.title || `Photo by ${photo.credit}`} />
              </label>
            ))}
          </div>
          {chosen ? (
            <p className={picker.credit}>
              {chosen.credit}
              {chosen.licence ? ` · ${chosen.licence}` : ''}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <details className={styles.upload} open={photos.isSuccess && list.length === 0}>
        <summary>Upload a photo</summary>
        <PhotoUploadForm projectId={projectId} onUploaded={onSelect} />
      </details>
    </section>
  );
}
