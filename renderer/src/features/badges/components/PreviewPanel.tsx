import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_DPI } from '@shared/constants';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../ui/saveFile';
import { toast } from '../../../ui/toastStore';
import { usePreviewPerson } from '../hooks/usePreviewPerson';
import type { BadgeTemplateSource } from '../render/draw';
import { renderBadge } from '../render/renderBadge';
import { BadgePreview } from './BadgePreview';
import styles from './BadgeEditor.module.css';

export interface PreviewPanelProps {
  eventId: string;
  template: BadgeTemplateSource;
}

/**
 * The live preview with sample values or a real ticket's (POST digest/template), and the PDF the
 * printers would get at 300 dpi for it.
 */
export function PreviewPanel({ eventId, template }: PreviewPanelProps) {
  const { t } = useTranslation();
  const [ticketInput, setTicketInput] = useState('');
  const { person, resolve, looking, errorKey } = usePreviewPerson(eventId);
  const [rendering, setRendering] = useState(false);

  const onShow = (e: FormEvent) => {
    e.preventDefault();
    void resolve(ticketInput);
  };

  const onDownload = async () => {
    const target = await resolve(ticketInput);
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
      saveFile(pdf, `badge-${target.ticketNumber ?? 'sample'}.pdf`, 'application/pdf');
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
        <Button type="submit" size="small" variant="secondary" loading={looking}>
          {t('badges.preview.useTicket')}
        </Button>
      </form>
      {errorKey && (
        <p className={styles.error} role="alert">
          {t(errorKey)}
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
      <Button size="small" loading={rendering} disabled={looking} onClick={() => void onDownload()}>
        {t('badges.preview.download')}
      </Button>
    </div>
  );
}
