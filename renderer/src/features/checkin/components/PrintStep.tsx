import { useTranslation } from 'react-i18next';
import type { DigestTemplate } from '@shared/schemas/badge';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { BadgePreview } from '../../badges';
import { fieldStyles } from '../../station';
import { usePrintStepBadge, type PrintStepBadgeEvents } from '../hooks/usePrintStepBadge';
import styles from './CheckinConsole.module.css';

export interface PrintStepProps {
  eventId: string;
  ticketId: string;
  /** printBadgeForced: the badge printed before; only an organizer may print it again. */
  forced: boolean;
  organizer: boolean;
  printerLabel: string;
  /** The digest arrived (printed says which of the two print modes applies). */
  onLoaded: PrintStepBadgeEvents['onLoaded'];
  /** MST-00061 or another failure to load the badge: the console toasts and moves on. */
  onMissing: PrintStepBadgeEvents['onMissing'];
  onPrint: (badge: DigestTemplate, force: boolean) => void;
  onSkip: () => void;
  printing: boolean;
}

/**
 * Modes printBadge and printBadgeForced: the badge preview and Print; for a badge printed before,
 * "Print badge forcibly" for an organizer (spec §5) and "badge already printed" for everyone else.
 */
export function PrintStep(props: PrintStepProps) {
  const {
    eventId,
    ticketId,
    forced,
    organizer,
    printerLabel,
    onLoaded,
    onMissing,
    onPrint,
    onSkip,
    printing,
  } = props;
  const { t } = useTranslation();
  const badge = usePrintStepBadge(eventId, ticketId, { onLoaded, onMissing });

  if (!badge) return <PageSpinner />;
  return (
    <section className={styles.printStep} aria-label={t('checkin.printStep.region')}>
      <div className={styles.preview}>
        <BadgePreview template={badge.template} values={badge.values} ticketUrl={badge.ticketUrl} />
      </div>
      <p className={fieldStyles.choiceHint}>{t('checkin.printStep.printer', { printer: printerLabel })}</p>
      {forced && !organizer && <Alert kind="info">{t('checkin.print.alreadyPrinted')}</Alert>}
      <div className={styles.actions}>
        {!forced && (
          <Button onClick={() => onPrint(badge, false)} loading={printing}>
            {t('checkin.printStep.print')}
          </Button>
        )}
        {forced && organizer && (
          <Button onClick={() => onPrint(badge, true)} loading={printing}>
            {t('checkin.printStep.printForced')}
          </Button>
        )}
        <Button variant="secondary" onClick={onSkip}>
          {t('checkin.result.next')}
        </Button>
      </div>
    </section>
  );
}
