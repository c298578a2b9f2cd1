import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { useUploadPhoto } from '../api/photos';
import styles from './photo-library.module.css';

/** Uploads one of the user's own reference photos with its credit (required), licence and description. */
export function PhotoUploadForm({ projectId, onUploaded }: { projectId: string; onUploaded: (image: string) => void }) {
  const upload = useUploadPhoto();
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [credit, setCredit] = useState('');
  const [licence, setLicence] = useState('');
  const [title, setTitle] = useState('');
  const [toLibrary, setToLibrary] = useState(true);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Please choose a photo to upload.');
    if (!credit.trim()) return setError('Please enter a credit for this photo.');
    setError(undefined);
    try {
      const { photo } = await upload.mutateAsync({ projectId, file, credit, licence, title, toLibrary });
      setFile(undefined);
      setCredit('');
      setLicence('');
      setTitle('');
      (event.target as HTMLFormElement).reset();
      onUploaded(photo.image);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The photo could not be uploaded.');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Upload a reference photo" noValidate>
      <div className={styles.fileField}>
        <label htmlFor={fileId}>Photo</label>
        <input id={fileId} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => setFile(e.target.files?.[0])} />
      </div>
      <TextField
        label="Credit"
        aria-required="true"
        value={credit}
        maxLength={200}
        onChange={(e) => setCredit(e.target.value)}
        hint="Who took it, e.g. your studio"
      />
      <TextField label="Licence (optional)" value={licence} maxLength={200} onChange={(e) => setLicence(e.target.value)} />
      <TextField
        label="Description (optional)"
        value={title}
        maxLength={300}
        onChange={(e) => setTitle(e.target.value)}
        hint="Words that help sourcing find it"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={toLibrary} onChange={(e) => setToLibrary(e.target.checked)} />
        Keep in my library for every project
      </label>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button edits type="submit" variant="secondary" busy={upload.isPending} busyText="UPLOADING...">
        UPLOAD PHOTO
      </Button>
    </form>
  );
}
