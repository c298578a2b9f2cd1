import { type SlotVersion, VARIATIONS_MAX, VARIATIONS_MIN } from '@loci/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { userMessage } from '../../../lib/api-client';
import { useSlotVariations } from '../api/slot-variations';
import { useRestoreVersion } from '../api/slot-versions';
import { EstimateFor } from './estimated-cost';
import styles from './variations-panel.module.css';

const COUNTS = Array.from({ length: VARIATIONS_MAX - VARIATIONS_MIN + 1 }, (_, i) => String(VARIATIONS_MIN + i));

/**
 * "Variations" in the image popup: N candidates (2–4) for the slot, shown side by side; choosing one
 * makes it the slot's image, the others stay in its versions. Cancellable while they are made.
 */
export function VariationsPanel({
  projectId,
  slot,
  onChosen,
}: {
  projectId?: string;
  slot: string;
  onChosen: (version: SlotVersion) => void;
}) {
  const [count, setCount] = useState(String(VARIATIONS_MIN + 1));
  const variations = useSlotVariations(projectId, slot);
  const choose = useRestoreVersion(projectId, slot);
  if (!projectId) return null;
  const candidates = variations.data ?? [];
  const cancelled = variations.error instanceof DOMException && variations.error.name === 'AbortError';

  return (
    <section className={styles.panel} aria-label="Variations">
      <div className={styles.row}>
        <SelectField
          label="Variations"
          options={COUNTS.map((c) => ({ value: c, label: `${c} images` }))}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          disabled={variations.isPending}
        />
        <Button edits variant="secondary" busy={variations.isPending} busyText="MAKING..." onClick={() => variations.mutate(Number(count))}>
          VARIATIONS
        </Button>
        {variations.isPending ? (
          <Button variant="ghost" onClick={variations.cancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {variations.isPending ? null : <EstimateFor projectId={projectId} ask={{ operation: 'variations', count: Number(count) }} />}
      {variations.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size={14} /> Making {count} variations...
        </p>
      ) : null}
      {cancelled ? <FormMessage tone="info">Cancelled. Variations already made are kept in the versions.</FormMessage> : null}
      {variations.isError && !cancelled ? (
        <FormMessage tone="error">{userMessage(variations.error, 'The variations could not be made.')}</FormMessage>
      ) : null}
      {candidates.length && !variations.isPending ? (
        <ul className={styles.grid}>
          {candidates.map((c, i) => (
            <li key={c.id}>
              <img src={`${c.image}/768`} alt={`Variation ${i + 1}`} />
              <Button
                edits
                variant="secondary"
                fullWidth
                busy={choose.isPending && choose.variables === c.id}
                busyText="..."
                aria-label={`Use variation ${i + 1}`}
                onClick={() =>
                  choose.mutate(c.id, {
                    onSuccess: (versions) => {
                      variations.reset();
                      if (versions[0]) onChosen(versions[0]);
                    },
                  })
                }
              >
                USE
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
