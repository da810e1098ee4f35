import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Area } from '@shared/schemas/checkin';
import { Button } from '../../../ui/Button';
import { areaName, type CheckInReport, occupancy, reportPerson } from '../../station';
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

/**
 * Mode scanResult (individual mode): who was scanned, what happened, and the area's occupancy.
 * Enter goes on to the next scan wherever the focus is (unless it is on another control), so an
 * operator with a handheld scanner never needs the mouse; a scanner's own Enter, which ends a code,
 * is taken by the scanner listener first (it moves on to that person instead).
 */
export function ScanResult({ report, area, canPrint, onPrint, onNext }: ScanResultProps) {
  const { t } = useTranslation();
  const next = useEffectEvent(() => onNext());
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.repeat || handlesEnter(event.target))
        return;
      event.preventDefault();
      next();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
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
            <dd>{person.ticketNumber ?? report.scanned}</dd>
            {shownArea && (
              <>
                <dt>{t('checkin.result.area')}</dt>
                <dd>
                  {areaName(shownArea, t)} ·{' '}
                  {t('checkin.result.occupancy', { occupancy: occupancy(shownArea) })}
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

/** Buttons, links and fields act on Enter themselves (Print badge prints, Next scan goes on). */
function handlesEnter(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('button, a[href], input, select, textarea') !== null)
  );
}
