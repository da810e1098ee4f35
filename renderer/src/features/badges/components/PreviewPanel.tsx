import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_DPI } from '@shared/constants';
import { ErrorCode } from '@shared/errors';
import type { BadgeValues } from '@shared/schemas/badge';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { fetchDigest } from '../api';
import { SAMPLE_TICKET_URL, SAMPLE_VALUES } from '../editor/sampleValues';
import type { BadgeTemplateSource } from '../render/draw';
import { renderBadge } from '../render/renderBadge';
import { BadgePreview } from './BadgePreview';
import styles from './BadgeEditor.module.css';

export interface PreviewPanelProps {
  eventId: string;
  template: BadgeTemplateSource;
}

interface PreviewPerson {
  /** The ticket's number as typed; null for the sample. */
  ticketNumber: string | null;
  values: BadgeValues;
  ticketUrl: string;
}

const SAMPLE: PreviewPerson = { ticketNumber: null, values: SAMPLE_VALUES, ticketUrl: SAMPLE_TICKET_URL };

function download(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The live preview with sample values or a real ticket's (POST digest/template), and the PDF the
 * printers would get at 300 dpi for it.
 */
export function PreviewPanel({ eventId, template }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [ticketInput, setTicketInput] = useState('');
  const [person, setPerson] = useState<PreviewPerson>(SAMPLE);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);

  /** The person of the typed ticket (fetched when it is not the one shown), or the sample. */
  const resolve = async (): Promise<PreviewPerson | null> => {
    const ticketNumber = ticketInput.trim();
    if (!ticketNumber) {
      setPerson(SAMPLE);
      setError(null);
      return SAMPLE;
    }
    if (ticketNumber === person.ticketNumber) return person;
    setLoading(true);
    try {
      const digest = await fetchDigest(eventId, ticketNumber);
      const next = { ticketNumber, values: digest.values, ticketUrl: digest.ticketUrl };
      setPerson(next);
      setError(null);
      return next;
    } catch (err) {
      const code = err instanceof ApiCallError ? err.code : null;
      setError(
        code === ErrorCode.MissingPrintTemplate
          ? t('badges.preview.needsTemplate')
          : code === ErrorCode.NotFound
            ? t('badges.preview.ticketNotFound')
            : t(genericErrorKey(err)),
      );
      return null;
    } finally {
      setLoading(false);
    }
  };

  const onShow = (e: FormEvent) => {
    e.preventDefault();
    void resolve();
  };

  const onDownload = async () => {
    const target = await resolve();
    if (!target) return;
    setRendering(true);
    try {
      const pdf = await renderBadge({
        template,
        values: target.values,
        ticketUrl: target.ticketUrl,
        dpi: PRINT_DPI,
        format: 'pdf',
      });
      download(pdf, `badge-${target.ticketNumber ?? 'sample'}.pdf`);
    } catch {
      toast.error(t('badges.preview.downloadFailed'));
    } finally {
      setRendering(false);
    }
  };

  const name =
    person.values.FullName || [person.values.FirstName, person.values.LastName].filter(Boolean).join(' ');
  return (
    <div className={styles.panel}>
      <h2 className={styles.panelTitle}>{t('badges.preview.title')}</h2>
      <form className={styles.ticketForm} onSubmit={onShow}>
        <label className={styles.field}>
          <span>{t('badges.preview.ticket')}</span>
          <input
            value={ticketInput}
            placeholder={t('badges.preview.ticketPlaceholder')}
            maxLength={100}
            onChange={(e) => setTicketInput(e.target.value)}
          />
        </label>
        <Button type="submit" size="small" variant="secondary" loading={loading}>
          {t('badges.preview.useTicket')}
        </Button>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <p className={styles.hint} role="status" data-testid="badge-preview-person">
        {person.ticketNumber
          ? t('badges.preview.showing', { name, ticketId: person.ticketNumber })
          : t('badges.preview.sample')}
      </p>
      <div className={styles.previewBox}>
        <BadgePreview template={template} values={person.values} ticketUrl={person.ticketUrl} />
      </div>
      <Button size="small" loading={rendering} disabled={loading} onClick={() => void onDownload()}>
        {t('badges.preview.download')}
      </Button>
    </div>
  );
}
