import { INSIGHTS } from '@loci/shared';
import { Tag } from '../../../components/ui/tag';
import type { Insight } from '../utils/instruction-form';
import styles from './section.module.css';

type InsightTagsProps = {
  selected: Insight[];
  onToggle: (insight: Insight) => void;
};

/** Contextual Insights: historical, social, physical as toggle tags (all on by default). */
export function InsightTags({ selected, onToggle }: InsightTagsProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>Contextual Insights</legend>
      <div className={styles.tags}>
        {INSIGHTS.map((insight) => (
          <Tag key={insight} selected={selected.includes(insight)} onClick={() => onToggle(insight)}>
            {insight}
          </Tag>
        ))}
      </div>
    </fieldset>
  );
}
