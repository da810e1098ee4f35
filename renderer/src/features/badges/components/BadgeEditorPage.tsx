import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DEFAULT_BADGE_MM } from '@shared/constants';
import type { BadgeTemplate } from '@shared/schemas/badge';
import type { EventDetails } from '@shared/schemas/event';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { Button, ButtonLink } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { MEDIA, useMediaQuery } from '../../../ui/useMediaQuery';
import { fetchBadge } from '../api';
import { BadgeEditor } from './BadgeEditor';
import { OrganizerGate } from './OrganizerGate';
import styles from './BadgePages.module.css';

/** The route's badge id for a template that does not exist yet. */
export const NEW_BADGE_ID = 'new';

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

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'missing' }
  | { status: 'ready'; badge: BadgeTemplate | null };

function EditorLoader({ event, badgeId }: { event: EventDetails; badgeId: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>(() =>
    badgeId === NEW_BADGE_ID ? { status: 'ready', badge: null } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (badgeId === NEW_BADGE_ID) return;
    const controller = new AbortController();
    fetchBadge(event.id, badgeId, controller.signal).then(
      (badge) => setLoaded({ status: 'ready', badge }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiCallError && error.status === 404;
        setLoaded(missing ? { status: 'missing' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [event.id, badgeId, attempt]);

  if (loaded.status === 'loading') return <PageSpinner />;
  if (loaded.status === 'missing' || loaded.status === 'error') {
    return (
      <div className={styles.message} role="alert">
        <h1>{loaded.status === 'missing' ? t('badges.editor.notFound') : t('badges.editor.loadError')}</h1>
        {loaded.status === 'error' && <p>{t(genericErrorKey(loaded.error))}</p>}
        <div className={styles.actions}>
          {loaded.status === 'error' && (
            <Button
              variant="secondary"
              onClick={() => {
                setLoaded({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
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
  const badge = loaded.badge;
  return (
    <BadgeEditor
      event={event}
      initial={
        badge ?? {
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
