import { Button } from '../../../components/ui/button';
import { REQUIRED_NOTICE } from '../utils/instruction-form';
import styles from './instruction-footer.module.css';

type InstructionFooterProps = {
  complete: boolean;
  saving: boolean;
  onPresent: () => void;
};

/** The footer bar: the red required notice while incomplete, and PRESENTATION. */
export function InstructionFooter({ complete, saving, onPresent }: InstructionFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {complete ? <span /> : <p className={styles.notice}>{REQUIRED_NOTICE}</p>}
        <Button variant="primary" disabled={!complete} busy={saving} onClick={onPresent}>
          Presentation
        </Button>
      </div>
    </footer>
  );
}
