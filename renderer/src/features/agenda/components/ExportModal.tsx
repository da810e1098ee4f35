import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agenda } from '@shared/schemas/sessions';
import { Button, ExternalButtonLink } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { saveFile } from '../../../ui/saveFile';
import { toast } from '../../../ui/toastStore';
import { errorText } from '../../../api/errorMessage';
import { useAgendaExport } from '../hooks/useAgendaExport';
import { agendaIcs, icsFileName, meetingWords } from '../icsExport';
import styles from './ExportModal.module.css';

export interface ExportModalProps {
  eventId: string;
  eventName: string;
  agenda: Agenda;
  onClose: () => void;
}

/**
 * Export agenda (spec core §2 modal): download an .ics of this agenda, subscribe to my calendar
 * feed (webcal link, https URL to copy) so the phone follows changes, or have it e-mailed.
 * Calendar link errors are shown as they come (spec core §8).
 */
export function ExportModal({ eventId, eventName, agenda, onClose }: ExportModalProps) {
  const { t, i18n } = useTranslation();
  const feedId = useId();
  const { link, mail } = useAgendaExport(eventId);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('agenda.export.copied'));
    } catch {
      toast.error(t('agenda.export.copyFailed'));
    }
  };

  return (
    <Modal title={t('agenda.export.title')} onClose={onClose}>
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby={`${feedId}-download`}>
          <h3 id={`${feedId}-download`} className={styles.title}>
            {t('agenda.export.downloadTitle')}
          </h3>
          <p className={styles.text}>{t('agenda.export.downloadText')}</p>
          <Button
            onClick={() =>
              saveFile(
                agendaIcs(agenda, eventName, Date.now(), meetingWords(t, i18n.language)),
                icsFileName(eventName),
                'text/calendar',
              )
            }
          >
            {t('agenda.export.download')}
          </Button>
        </section>

        <section className={styles.section} aria-labelledby={`${feedId}-subscribe`}>
          <h3 id={`${feedId}-subscribe`} className={styles.title}>
            {t('agenda.export.subscribeTitle')}
          </h3>
          <p className={styles.text}>{t('agenda.export.subscribeText')}</p>
          {link.isPending && <p className={styles.text}>{t('common.loading')}</p>}
          {!link.data && link.isError && (
            <p className={styles.error} role="alert">
              {errorText(link.error, t)}
            </p>
          )}
          {link.data && (
            <>
              <ExternalButtonLink variant="secondary" href={link.data.webcalUrl}>
                {t('agenda.export.subscribe')}
              </ExternalButtonLink>
              <label htmlFor={feedId} className={styles.label}>
                {t('agenda.export.feedUrl')}
              </label>
              <div className={styles.copyRow}>
                <input
                  id={feedId}
                  className={styles.url}
                  readOnly
                  value={link.data.url}
                  onFocus={(e) => e.target.select()}
                />
                <Button variant="secondary" onClick={() => void copy(link.data.url)}>
                  {t('agenda.export.copy')}
                </Button>
              </div>
            </>
          )}
        </section>

        <section className={styles.section} aria-labelledby={`${feedId}-email`}>
          <h3 id={`${feedId}-email`} className={styles.title}>
            {t('agenda.export.emailTitle')}
          </h3>
          <p className={styles.text}>{t('agenda.export.emailText')}</p>
          <Button variant="secondary" loading={mail.isPending} onClick={() => mail.mutate()}>
            {t('agenda.export.email')}
          </Button>
          {mail.isSuccess && (
            <p className={styles.success} role="status">
              {mail.data.sentTo
                ? t('agenda.export.sentTo', { email: mail.data.sentTo })
                : t('agenda.export.sent')}
            </p>
          )}
          {mail.isError && (
            <p className={styles.error} role="alert">
              {errorText(mail.error, t)}
            </p>
          )}
        </section>
      </div>
    </Modal>
  );
}
