import type { Dispatch } from 'react';
import { TextField } from '../../../components/ui/text-field';
import type { InstructionAction } from '../hooks/use-instruction-form';
import type { InstructionValues } from '../utils/instruction-form';
import { InsightTags } from './insight-tags';
import { LocationSelector } from './location-selector';
import styles from './section.module.css';

type ProjectSectionProps = {
  values: InstructionValues;
  dispatch: Dispatch<InstructionAction>;
};

/** Left column: project name, location (with the map) and contextual insights. */
export function ProjectSection({ values, dispatch }: ProjectSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="project-section-title">
      <h2 id="project-section-title" className={styles.heading}>
        Project and place
      </h2>
      <TextField
        label="Project Name *"
        value={values.projectName}
        onChange={(event) => dispatch({ type: 'projectName', value: event.target.value })}
        autoComplete="off"
        required
      />
      <LocationSelector location={values.location} onChange={(value) => dispatch({ type: 'location', value })} />
      <InsightTags selected={values.insights} onToggle={(insight) => dispatch({ type: 'toggleInsight', insight })} />
    </section>
  );
}
