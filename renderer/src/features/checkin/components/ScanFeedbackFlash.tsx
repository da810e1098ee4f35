import { useTranslation } from 'react-i18next';
import type { FeedbackKind } from '../feedback/scanFeedback';
import type { ShownFeedback } from '../hooks/useScanFeedback';
import styles from './ScanFeedbackFlash.module.css';

export interface ScanFeedbackFlashProps {
  feedback: ShownFeedback;
}

/** A symbol as well as a colour, so the outcome does not rest on colour alone. */
const SYMBOLS: Record<FeedbackKind, string> = { success: '✓', warning: '!', error: '✕' };

/**
 * The last scan's outcome as a band that flashes when it arrives (a steady band when the system
 * asks for reduced motion): symbol, word and colour. The toast announces the outcome to screen
 * readers; this band is for the operator glancing up from the queue.
 */
export function ScanFeedbackFlash({ feedback }: ScanFeedbackFlashProps) {
  const { t } = useTranslation();
  return (
    <p
      // A new outcome is a new element, so its flash starts again.
      key={feedback.seq}
      className={`${styles.flash} ${styles[feedback.kind]}`}
      data-testid="scan-feedback"
      data-kind={feedback.kind}
    >
      <span className={styles.symbol} aria-hidden="true">
        {SYMBOLS[feedback.kind]}
      </span>
      {t(feedback.key)}
    </p>
  );
}
