import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_BADGE_MM } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { Button, ButtonLink } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { useBadgeTemplate } from '../hooks/useBadgeTemplate';
import { BadgeEditor } from './BadgeEditor';
import { OrganizerGate } from './OrganizerGate';
import styles from './BadgePages.module.css';

/** The route's badge id for a template that does not exist yet. */
const NEW_BADGE_ID = 'new';

/** /event/:eventId/badges/:badgeId — the template editor (organizers, 768 px and wider). */
export function BadgeEditorPage() {
  const { t } = useTranslation();
  const { eventId = '', badgeId = NEW_BADGE_ID } = useParams();
  const mobile = useMediaQuery(MEDIA.mobile);
  if (mobile) {
    return (
      <div className={styles.message} data-testid="badge-editor-small-screen">
        <h1>{t('badges.editor.title')}</h1>
        <p>{t('badges.editor.largerScreen')}</p>
        <ButtonLink variant="secondary" to={`/event/${eventId}/badges`}>
          {t('badges.editor.back')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <OrganizerGate eventId={eventId}>
      {(event) => <EditorLoader key={badgeId} event={event} badgeId={badgeId} />}
    </OrganizerGate>
  );
}

function EditorLoader({ event, badgeId }: { event: EventDetails; badgeId: string }) {
  const { t } = useTranslation();
  const isNew = badgeId === NEW_BADGE_ID;
  const { data, error, refetch } = useBadgeTemplate(event.id, isNew ? null : badgeId);

  if (!isNew && !data) {
    if (!error) return <PageSpinner />;
    const missing = error instanceof ApiCallError && error.status === 404;
    return (
      <div className={styles.message} role="alert">
        <h1>{missing ? t('badges.editor.notFound') : t('badges.editor.loadError')}</h1>
        {!missing && <p>{t(genericErrorKey(error))}</p>}
        <div className={styles.actions}>
          {!missing && (
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          )}
          <ButtonLink variant="secondary" to={`/event/${event.id}/badges`}>
            {t('badges.editor.back')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <BadgeEditor
      event={event}
      initial={
        data ?? {
          id: undefined,
          name: t('badges.editor.newName'),
          widthMm: DEFAULT_BADGE_MM.width,
          heightMm: DEFAULT_BADGE_MM.height,
          template: { objects: [] },
          version: null,
          isDefault: false,
        }
      }
    />
  );
}
