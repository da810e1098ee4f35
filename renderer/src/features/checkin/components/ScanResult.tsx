import { useTranslation } from 'react-i18next';
import type { Area } from '../../../../../shared/schemas/checkin';
import { Button } from '../../../ui/Button';
import { reportPerson, type CheckInReport } from '../outcome';
import { occupancy } from './SettingsFields';
import styles from './CheckinConsole.module.css';

export interface ScanResultProps {
  report: CheckInReport;
  /** The area of the settings, when the report carries none. */
  area: Area | null;
  /** Offer the print step (a printer is chosen and the person is in). */
  canPrint: boolean;
  onPrint: () => void;
  onNext: () => void;
}

/** Mode scanResult (individual mode): who was scanned, what happened, and the area's occupancy. */
export function ScanResult({ report, area, canPrint, onPrint, onNext }: ScanResultProps) {
  const { t } = useTranslation();
  const person = reportPerson(report);
  const shownArea =
    report.outcome === 'checkedIn' || report.outcome === 'checkedOut'
      ? report.result.area
      : ('area' in report && report.area) || area;
  const success = report.outcome === 'checkedIn' || report.outcome === 'checkedOut';

  return (
    <section className={styles.result} aria-label={t('checkin.result.region')} data-testid="scan-result">
      <p className={`${styles.status} ${success ? styles.statusOk : styles.statusWarn}`}>
        {t(`checkin.result.${report.outcome}`)}
      </p>
      {person && (
        <>
          <h3 className={styles.personName}>{person.fullName}</h3>
          <dl className={styles.facts}>
            {person.company && (
              <>
                <dt>{t('checkin.result.company')}</dt>
                <dd>{person.company}</dd>
              </>
            )}
            {person.jobTitle && (
              <>
                <dt>{t('checkin.result.jobTitle')}</dt>
                <dd>{person.jobTitle}</dd>
              </>
            )}
            <dt>{t('checkin.result.type')}</dt>
            <dd>{person.participantType}</dd>
            {person.ticketType && (
              <>
                <dt>{t('checkin.result.ticketType')}</dt>
                <dd>{person.ticketType}</dd>
              </>
            )}
            <dt>{t('checkin.result.ticket')}</dt>
            <dd>{person.ticketId ?? report.ticketId}</dd>
            {shownArea && (
              <>
                <dt>{t('checkin.result.area')}</dt>
                <dd>
                  {shownArea.name} · {t('checkin.result.occupancy', { occupancy: occupancy(shownArea) })}
                </dd>
              </>
            )}
          </dl>
        </>
      )}
      <div className={styles.actions}>
        {canPrint && <Button onClick={onPrint}>{t('checkin.result.printBadge')}</Button>}
        <Button variant={canPrint ? 'secondary' : 'primary'} onClick={onNext} autoFocus={!canPrint}>
          {t('checkin.result.next')}
        </Button>
      </div>
    </section>
  );
}
