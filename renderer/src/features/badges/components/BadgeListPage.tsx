import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BadgeTemplate } from '@shared/schemas/badge';
import type { EventDetails } from '@shared/schemas/event';
import { errorText } from '../../../api/errorMessage';
import { Button, ButtonLink } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toastStore';
import { SAMPLE_TICKET_URL, SAMPLE_VALUES } from '../editor/sampleValues';
import { useBadgeChanges } from '../hooks/useBadgeChanges';
import { useEventBadges } from '../hooks/useEventBadges';
import { BadgePreview } from './BadgePreview';
import { OrganizerGate } from './OrganizerGate';
import styles from './BadgePages.module.css';

/** /event/:eventId/badges — the event's badge templates (organizers). */
export function BadgeListPage() {
  const { eventId = '' } = useParams();
  return <OrganizerGate eventId={eventId}>{(event) => <BadgeList event={event} />}</OrganizerGate>;
}

function BadgeList({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const { data: badges, error, refetch } = useEventBadges(event.id);
  const { save, remove } = useBadgeChanges(event.id);
  const [toDelete, setToDelete] = useState<BadgeTemplate | null>(null);
  const base = `/event/${event.id}/badges`;
  const busy = save.isPending ? save.variables.id : remove.isPending ? remove.variables : null;
  const failed = (error: unknown) => toast.error(errorText(error, t));

  const makeDefault = (badge: BadgeTemplate) =>
    save.mutate(
      {
        eventId: badge.eventId,
        id: badge.id,
        name: badge.name,
        widthMm: badge.widthMm,
        heightMm: badge.heightMm,
        template: badge.template,
        makeDefault: true,
      },
      {
        onSuccess: () => toast.success(t('badges.list.madeDefault', { name: badge.name })),
        onError: failed,
      },
    );

  const removeBadge = (badge: BadgeTemplate) =>
    remove.mutate(badge.id, {
      onSuccess: () => {
        toast.success(t('badges.list.deleted', { name: badge.name }));
        setToDelete(null);
      },
      onError: failed,
    });

  let content;
  if (!badges) {
    content = error ? (
      <LoadFailed title={t('badges.list.loadError')} error={error} onRetry={() => void refetch()} />
    ) : (
      <PageSpinner />
    );
  } else if (badges.length === 0) {
    content = (
      <Notice testId="badges-empty">
        <p>{t('badges.list.empty')}</p>
      </Notice>
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {badges.map((badge) => (
          <li key={badge.id}>
            <article className={styles.card} aria-labelledby={`badge-${badge.id}`} data-testid="badge-card">
              <Link to={`${base}/${badge.id}`} className={styles.thumb} tabIndex={-1} aria-hidden="true">
                <BadgePreview template={badge} values={SAMPLE_VALUES} ticketUrl={SAMPLE_TICKET_URL} />
              </Link>
              <div className={styles.cardBody}>
                <h2 id={`badge-${badge.id}`} className={styles.cardTitle}>
                  {badge.name}
                  {badge.isDefault && <span className={styles.defaultMark}>{t('badges.list.default')}</span>}
                </h2>
                <p className={styles.meta}>
                  {t('badges.list.size', { width: badge.widthMm, height: badge.heightMm })} ·{' '}
                  {t('badges.list.version', { version: badge.version })}
                </p>
                <div className={styles.actions}>
                  <ButtonLink size="small" to={`${base}/${badge.id}`}>
                    {t('badges.list.edit')}
                  </ButtonLink>
                  {!badge.isDefault && (
                    <>
                      <Button
                        size="small"
                        variant="secondary"
                        loading={busy === badge.id}
                        onClick={() => makeDefault(badge)}
                      >
                        {t('badges.list.makeDefault')}
                      </Button>
                      <Button size="small" variant="ghost" onClick={() => setToDelete(badge)}>
                        {t('badges.list.delete')}
                      </Button>
                    </>
                  )}
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div>
          <p className={styles.eyebrow}>{event.name}</p>
          <h1 className={styles.title}>{t('badges.title')}</h1>
        </div>
        <ButtonLink to={`${base}/new`}>{t('badges.list.new')}</ButtonLink>
      </div>
      {content}
      {toDelete && (
        <Modal title={t('badges.list.deleteTitle')} onClose={() => setToDelete(null)}>
          <p>{t('badges.list.deleteText', { name: toDelete.name })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('badges.list.cancel')}
            </Button>
            <Button loading={busy === toDelete.id} onClick={() => removeBadge(toDelete)}>
              {t('badges.list.delete')}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
