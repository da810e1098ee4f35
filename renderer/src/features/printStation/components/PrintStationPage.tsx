import type { DevicePrinter, PrinterStatus } from '@platform/devices';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { EventDetails } from '@shared/schemas/event';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { PageSpinner, Spinner } from '../../../ui/Spinner';
import { useTimeFormat } from '../../auth';
import { directPrinter, isPrintable, printerName } from '../../station';
import { canCheckIn, EventLoadError, useEventDetails } from '../../eventHome';
import { usePrintStation, type OwnedPrinter, type StationListEntry } from '../hooks/usePrintStation';
import { useStationPrinters } from '../hooks/useStationPrinters';
import { chosenDevice, deviceChoices } from '../printerChoice';
import { usePrintStationSettings } from '../settings';
import styles from './PrintStation.module.css';

/**
 * /event/:eventId/print-station (print mode "printQueue"): staff choose which of the event's printers
 * this station owns and the device each prints on; the station then prints the jobs consoles and
 * kiosks send to those printers, one at a time per printer, and reports each outcome.
 */
export function PrintStationPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const { data: event, error, refetch } = useEventDetails(eventId);

  if (!event) {
    if (!error) return <PageSpinner />;
    return <EventLoadError error={error} retry={() => void refetch()} className={styles.page} />;
  }
  if (!canCheckIn(event)) {
    return (
      <div className={styles.page}>
        <h1>{t('printStation.title')}</h1>
        <Alert>{t('printStation.denied')}</Alert>
      </div>
    );
  }
  return <PrintStation event={event} />;
}

function PrintStation({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [settings, update] = usePrintStationSettings(event.id);
  const printable = event.printers.filter(isPrintable);
  const watch = Object.values(settings.printers);
  const station = useStationPrinters(event.printers, watch);

  const owned: OwnedPrinter[] = [];
  for (const eventPrinter of printable) {
    if (!(eventPrinter.id in settings.printers)) continue;
    const device = chosenDevice(eventPrinter, station.devices, settings.printers[eventPrinter.id]);
    if (device) owned.push({ eventPrinter, device: directPrinter(device) });
  }
  const jobs = usePrintStation(event.id, station.loading ? [] : owned, settings.paused);

  const own = (printerId: string, uri: string | null) => {
    const printers = { ...settings.printers };
    if (uri === null) delete printers[printerId];
    else printers[printerId] = uri;
    update({ printers });
  };

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <p className={styles.eventName}>{event.name}</p>
          <h1 id={titleId} className={styles.title}>
            {t('printStation.title')}
          </h1>
        </div>
        <ButtonLink to={`/event/${event.id}`} variant="secondary" size="small">
          {t('printStation.back')}
        </ButtonLink>
      </header>
      <p className={styles.intro}>{t('printStation.intro')}</p>

      <section className={styles.section} aria-labelledby={`${titleId}-printers`}>
        <div className={styles.sectionHead}>
          <h2 id={`${titleId}-printers`} className={styles.sectionTitle}>
            {t('printStation.printers')}
          </h2>
          <Button variant="ghost" size="small" onClick={station.refresh}>
            {t('printStation.refresh')}
          </Button>
        </div>
        {station.loading ? (
          <Spinner />
        ) : printable.length === 0 ? (
          <p className={styles.muted}>{t('printStation.noPrinters')}</p>
        ) : (
          <ul className={styles.printers}>
            {printable.map((eventPrinter) => {
              const choices = deviceChoices(eventPrinter, station.devices);
              const storedUri = settings.printers[eventPrinter.id];
              const device = chosenDevice(eventPrinter, station.devices, storedUri);
              const isOwned = storedUri !== undefined;
              return (
                <li key={eventPrinter.id} className={styles.printer}>
                  <Checkbox
                    label={eventPrinter.label}
                    checked={isOwned}
                    disabled={!device}
                    onChange={(e) => own(eventPrinter.id, e.target.checked && device ? device.uri : null)}
                  />
                  {device ? (
                    <>
                      <select
                        className={styles.select}
                        aria-label={t('printStation.device', { printer: eventPrinter.label })}
                        value={device.uri}
                        onChange={(e) => own(eventPrinter.id, e.target.value)}
                      >
                        {choices.map((choice) => (
                          <option key={choice.uri} value={choice.uri}>
                            {deviceLabel(choice, t)}
                          </option>
                        ))}
                      </select>
                      <StatusText status={device.status} />
                    </>
                  ) : (
                    <span className={styles.muted}>{t('printStation.unreachable')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby={`${titleId}-jobs`}>
        <div className={styles.sectionHead}>
          <h2 id={`${titleId}-jobs`} className={styles.sectionTitle}>
            {t('printStation.jobs')}
          </h2>
          <Button
            variant={settings.paused ? 'primary' : 'secondary'}
            size="small"
            aria-pressed={settings.paused}
            onClick={() => update({ paused: !settings.paused })}
          >
            {t('printStation.pause')}
          </Button>
        </div>
        <p className={styles.muted} role="status" data-testid="print-station-status">
          {settings.paused
            ? t('printStation.paused')
            : owned.length > 0
              ? t('printStation.running', { count: owned.length })
              : t('printStation.idle')}
        </p>
        {jobs.length === 0 ? (
          <p className={styles.muted}>{t('printStation.noJobs')}</p>
        ) : (
          <ul className={styles.jobs} aria-label={t('printStation.jobs')}>
            {jobs.map((entry) => (
              <JobRow key={entry.job.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function deviceLabel(device: DevicePrinter, t: TFunction): string {
  if (device.source === 'browser' || device.label === device.uri) return printerName(device, t);
  return `${device.label} (${device.uri})`;
}

function StatusText({ status }: { status: PrinterStatus }) {
  const { t } = useTranslation();
  const reasons = status.reasons.length > 0 ? ` · ${status.reasons.join(', ')}` : '';
  return (
    <span className={`${styles.status} ${styles[`state-${status.state}`] ?? ''}`} title={status.message}>
      {t(`printStation.status.${status.state}`)}
      {reasons}
    </span>
  );
}

function JobRow({ entry }: { entry: StationListEntry }) {
  const { t } = useTranslation();
  const { job, phase, error } = entry;
  const time = useTimeFormat().format(job.createdAt, 'seconds');
  return (
    <li className={styles.job} data-testid="print-job" data-state={phase} data-ticket={job.ticketNumber}>
      <span className={styles.jobName}>{job.participantName || job.ticketNumber}</span>
      <span className={styles.muted}>
        {job.ticketNumber} · {entry.printerLabel} ·{' '}
        <time dateTime={new Date(job.createdAt).toISOString()}>{time}</time>
        {job.forced ? ` · ${t('printStation.forced')}` : ''}
      </span>
      <span className={`${styles.phase} ${styles[`phase-${phase}`] ?? ''}`}>
        {t(`printStation.phase.${phase}`)}
        {error ? `: ${error}` : ''}
      </span>
    </li>
  );
}
