import { Sparkles } from 'lucide-react';
import { type Dispatch, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { userMessage } from '../../../lib/api-client';
import { useGenerateKeywords } from '../api/generate-keywords';
import type { InstructionAction } from '../hooks/use-instruction-form';
import { canGenerate, GENERATE_FAILED, GENERATE_MISSING_FIELDS, type InstructionValues } from '../utils/instruction-form';
import styles from './keyword-generator.module.css';
import { KeywordTags } from './keyword-tags';

type KeywordGeneratorProps = {
  values: InstructionValues;
  dispatch: Dispatch<InstructionAction>;
  brandBook: File | null;
  projectId?: string;
};

/** Below an empty list after GENERATE: the spec is silent, so one plain sentence on what to do. */
export const NO_KEYWORDS_FOUND = 'No keywords found. Type your own with "+ Add" to continue.';

/** GENERATE (spec §2/§5/§8) and the Generated Keywords tags below it. */
export function KeywordGenerator({ values, dispatch, brandBook, projectId }: KeywordGeneratorProps) {
  const generate = useGenerateKeywords();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [generated, setGenerated] = useState(false);

  const onGenerate = () => {
    setNotice(null);
    if (!canGenerate(values)) {
      setError(GENERATE_MISSING_FIELDS);
      return;
    }
    setError(null);
    generate.mutate(
      { brandName: values.brandName, website: values.website, location: values.location, projectId, brandBook },
      {
        onSuccess: (result) => {
          dispatch({ type: 'generated', keywords: result.keywords, prompts: result.prompts, language: result.language });
          setNotice(result.notice ?? null);
          setGenerated(true);
        },
        onError: (cause) => {
          // A refused request says why (e.g. the website is not an address); only a lost connection gets the spec's line.
          setError(userMessage(cause, GENERATE_FAILED));
        },
      },
    );
  };

  return (
    <div className={styles.generator}>
      <div className={styles.action}>
        <Button edits variant="secondary" busy={generate.isPending} busyText="Generating keywords..." onClick={onGenerate}>
          <Sparkles size={16} strokeWidth={1.5} aria-hidden="true" />
          Generate
        </Button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <KeywordTags
        keywords={values.keywords}
        onToggle={(keyword) => dispatch({ type: 'toggleKeyword', keyword })}
        onAdd={(keyword) => dispatch({ type: 'addKeyword', keyword })}
        emptyHint={generated ? NO_KEYWORDS_FOUND : undefined}
      />
    </div>
  );
}
