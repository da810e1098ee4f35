import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DigestTemplate } from '@shared/schemas/badge';
import { Button } from '../../../ui/Button';
import { BadgePreview } from '../../badges';
import { areaName, type PrintMode } from '../../station';
import { printSettled, type KioskOutcome, type KioskState } from '../kioskMachine';
import styles from './Kiosk.module.css';

export interface KioskResultProps {
  state: KioskState;
  badge: DigestTemplate | null;
  printMode: PrintMode | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onDone: () => void;
}

const WELCOMING: readonly KioskOutcome[] = ['welcome', 'welcomeBack'];

/** The i18n key of the result's heading: with the person's name when the server named them. */
function titleKey(outcome: KioskOutcome, named: boolean): string {
  if (WELCOMING.includes(outcome) && !named) return `kiosk.outcome.${outcome}.titleNoName`;
  return `kiosk.outcome.${outcome}.title`;
}

/**
 * One attendee's result in plain words: welcome with their name and the badge (preview and how its
 * printing goes), or what went wrong and where to get help. "Done" goes back to welcome at once;
 * otherwise the kiosk does so by itself (KIOSK_RESULT_RESET_MS after the last news).
 */
export function KioskResult({ state, badge, printMode, headingRef, onDone }: KioskResultProps) {
  const { t } = useTranslation();
  const outcome = state.outcome ?? 'failed';
  const welcoming = WELCOMING.includes(outcome);
  const name = state.person?.fullName ?? '';
  const values = { name, area: state.area ? areaName(state.area, t) : '' };
  const printKey =
    state.print === 'printed' && printMode === 'printQueue'
      ? 'kiosk.print.printedQueue'
      : `kiosk.print.${state.print}`;

  return (
    <section
      className={`${styles.result} ${welcoming ? styles.good : styles.bad}`}
      aria-labelledby="kiosk-heading"
      data-testid="kiosk-result"
      data-outcome={outcome}
    >
      <div aria-live="polite" className={styles.resultText}>
        <h1 id="kiosk-heading" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t(titleKey(outcome, name !== ''), values)}
        </h1>
        <p className={styles.lead}>{t(`kiosk.outcome.${outcome}.text`, values)}</p>
      </div>
      {badge && state.print !== 'alreadyPrinted' && (
        <div className={styles.preview}>
          <BadgePreview template={badge.template} values={badge.values} ticketUrl={badge.ticketUrl} />
        </div>
      )}
      {state.print !== 'none' && (
        <p
          className={`${styles.printLine} ${state.print === 'failed' || state.print === 'unavailable' || state.print === 'alreadyPrinted' ? styles.printProblem : ''}`}
          role="status"
          data-testid="kiosk-print"
        >
          {!printSettled(state.print) && <span className={styles.inlineSpinner} aria-hidden="true" />}
          {t(printKey)}
        </p>
      )}
      {welcoming && <p className={styles.enjoy}>{t('kiosk.enjoy')}</p>}
      <Button className={styles.bigButton} onClick={onDone}>
        {t('kiosk.done')}
      </Button>
    </section>
  );
}
