import type { Project } from '@loci/shared';
import type { Dispatch } from 'react';
import { TextField } from '../../../components/ui/text-field';
import type { BrandUploads } from '../hooks/use-brand-uploads';
import type { InstructionAction } from '../hooks/use-instruction-form';
import type { InstructionValues } from '../utils/instruction-form';
import { BRAND_BOOK_ACCEPT, LOGO_ACCEPT } from '../utils/upload-rules';
import { BrandKitPicker } from './brand-kit-picker';
import { FileUpload } from './file-upload';
import { KeywordGenerator } from './keyword-generator';
import styles from './section.module.css';

type BrandSectionProps = {
  values: InstructionValues;
  dispatch: Dispatch<InstructionAction>;
  uploads: BrandUploads;
  projectId?: string;
  /** The saved project (its brand kit); none while a new one is made. */
  project?: Project;
  /** After a brand kit change: the form opens again on the project as it now is. */
  onReload?: () => void;
};

/** Right column: brand name, logo, website, brand book, GENERATE and the keywords. */
export function BrandSection({ values, dispatch, uploads, projectId, project, onReload }: BrandSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="brand-section-title">
      <h2 id="brand-section-title" className={styles.heading}>
        Brand
      </h2>
      {project && onReload ? <BrandKitPicker project={project} onChanged={onReload} /> : null}
      <TextField
        label="Brand Definition *"
        value={values.brandName}
        onChange={(event) => dispatch({ type: 'brandName', value: event.target.value })}
        autoComplete="organization"
        required
      />
      <FileUpload
        label="Logo"
        hint="PNG, JPEG or WebP"
        accept={LOGO_ACCEPT}
        chooseText="Choose logo"
        replaceText="Replace logo"
        current={uploads.logoPreview ? { kind: 'image', src: uploads.logoPreview } : null}
        error={uploads.errors.logo}
        onChoose={(file) => uploads.choose('logo', file)}
      />
      <TextField
        label="Website *"
        type="url"
        inputMode="url"
        placeholder="https://example.com"
        value={values.website}
        onChange={(event) => dispatch({ type: 'website', value: event.target.value })}
        autoComplete="url"
        required
      />
      <FileUpload
        label="Brand Book"
        hint="PDF"
        accept={BRAND_BOOK_ACCEPT}
        chooseText="Choose brand book"
        replaceText="Replace brand book"
        current={uploads.brandBookName ? { kind: 'file', name: uploads.brandBookName } : null}
        error={uploads.errors.brandBook}
        onChoose={(file) => uploads.choose('brandBook', file)}
      />
      <KeywordGenerator values={values} dispatch={dispatch} brandBook={uploads.brandBookFile} projectId={projectId} />
    </section>
  );
}
