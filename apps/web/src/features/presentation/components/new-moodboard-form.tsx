import { SECTION_TITLES, type Section } from '@loci/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { Spinner } from '../../../components/ui/spinner';
import { Tag } from '../../../components/ui/tag';
import { TextField } from '../../../components/ui/text-field';
import type { CreateInput } from '../hooks/use-moodboard-creation';
import { chosenArea, descriptionAfterAreaChange, moodboardDraftError, presetDescription } from '../model/moodboard-form';
import type { InsightOption } from '../model/moodboard-insights';
import { MoodboardReferencePicker } from './moodboard-reference-picker';
import styles from './new-moodboard-form.module.css';
import { ProgrammaticAreaPicker } from './programmatic-area-picker';

type NewMoodboardFormProps = {
  insights: InsightOption[];
  busy: boolean;
  error: string | null;
  onSubmit: (input: CreateInput) => Promise<void>;
};

/** The fields of the New moodboard popup (spec §2, §5): topic, insight, area, description, reference. */
export function NewMoodboardForm({ insights, busy, error, onSubmit }: NewMoodboardFormProps) {
  const descriptionId = useId();
  const [topic, setTopic] = useState('');
  const [insight, setInsight] = useState<Section | null>(null);
  const [choice, setChoice] = useState('Lounge');
  const [other, setOther] = useState('');
  const area = chosenArea(choice, other);
  const [description, setDescription] = useState(presetDescription('Lounge'));
  const [selectedImage, setSelectedImage] = useState('');
  const option = insights.find((i) => i.section === insight);
  const draft = { topic, insight, selectedImage };
  const missing = moodboardDraftError(draft, option?.images.map((i) => i.url) ?? []);

  const chooseInsight = (section: Section) => {
    setInsight(section);
    if (section !== insight) setSelectedImage('');
  };
  const chooseArea = (next: string) => {
    setDescription((current) => descriptionAfterAreaChange({ from: area, to: next, description: current }));
    setChoice(next);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !missing) void onSubmit({ draft, area, description, insight: option });
      }}
    >
      <div className={styles.fields}>
        <TextField
          label="Moodboard Topic"
          value={topic}
          disabled={busy}
          placeholder="e.g. Tiled courtyard"
          onChange={(e) => setTopic(e.target.value)}
        />
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>Select Contextual Insights</legend>
          <div className={styles.tags}>
            {insights.map(({ section, images }) => (
              <Tag key={section} selected={insight === section} disabled={images.length === 0} onClick={() => chooseInsight(section)}>
                {SECTION_TITLES[section]}
              </Tag>
            ))}
          </div>
          {insights.every((i) => i.images.length === 0) ? (
            <p className={styles.hint}>Generate a Context page first: its images are the references.</p>
          ) : null}
        </fieldset>
        <ProgrammaticAreaPicker choice={choice} other={other} disabled={busy} onChoose={chooseArea} onOtherChange={setOther} />
        <div className={styles.group}>
          <label className={styles.legend} htmlFor={descriptionId}>
            Area Description
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            rows={8}
            value={description}
            disabled={busy}
            placeholder="Describe the space: its use, light, materials and mood."
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
      </div>
      <MoodboardReferencePicker images={option?.images ?? []} selected={selectedImage} disabled={busy} onSelect={setSelectedImage} />
      <div className={styles.footer}>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className={styles.actions}>
          <p className={styles.status} role="status">
            {busy ? (
              <>
                <Spinner size={14} /> Creating moodboard...
              </>
            ) : (
              missing
            )}
          </p>
          <Button edits type="submit" busy={busy} busyText="CREATING..." disabled={Boolean(missing)}>
            CREATE MOODBOARD
          </Button>
        </div>
      </div>
    </form>
  );
}
