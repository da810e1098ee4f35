import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fullName } from '@shared/rules/personName';
import { Avatar } from '../../../ui/Avatar';
import { Button, ButtonLink } from '../../../ui/Button';
import { LoadFailed } from '../../../ui/LoadFailed';
import { PageSpinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toastStore';
import { EventLoadError, useEventDetails } from '../../eventHome';
import { useOwnProfile } from '../hooks/useOwnProfile';
import { useProfilePhoto } from '../hooks/useProfilePhoto';
import { profileWizardPath } from '../paths';
import { Completeness } from './Completeness';
import { ProfileForm } from './ProfileForm';
import styles from './EventProfilePage.module.css';

// The cropper and the camera load only when the photo modal opens.
const PhotoModal = lazy(() => import('./PhotoModal').then((m) => ({ default: m.PhotoModal })));

/**
 * /event/:eventId/event-profile (spec networking §2): my profile in the event — its completeness,
 * the photo (modal with Upload and Snap), the way into the profile wizard and the profile form.
 */
export function EventProfilePage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const event = useEventDetails(eventId);
  const own = useOwnProfile(eventId);
  const photo = useProfilePhoto(eventId);
  const [photoOpen, setPhotoOpen] = useState(false);

  if (event.error) {
    return <EventLoadError error={event.error} retry={() => void event.refetch()} className={styles.page} />;
  }
  if (own.error) {
    return (
      <LoadFailed
        className={styles.page}
        level={1}
        title={t('profile.loadFailed')}
        error={own.error}
        onRetry={() => void own.refetch()}
      />
    );
  }
  if (!event.data || !own.data) return <PageSpinner />;
  const profile = own.data;
  const name = fullName(profile);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.event}>
          <Link to={`/event/${eventId}`}>{event.data.name}</Link>
        </p>
        <h1 className={styles.title}>{t('profile.title')}</h1>
      </header>
      <div className={styles.summary}>
        <div className={styles.person}>
          <Avatar name={name} src={profile.profilePhoto} size="xl" />
          <div className={styles.photoActions}>
            <p className={styles.name}>{name}</p>
            <Button variant="secondary" size="small" onClick={() => setPhotoOpen(true)}>
              {profile.profilePhoto ? t('profile.photo.change') : t('profile.photo.add')}
            </Button>
            {profile.profilePhoto && (
              <Button
                variant="ghost"
                size="small"
                loading={photo.isPending}
                onClick={() =>
                  photo.mutate(null, {
                    onSuccess: () => toast.success(t('profile.photo.removed')),
                    onError: () => toast.error(t('profile.photo.failed')),
                  })
                }
              >
                {t('profile.photo.remove')}
              </Button>
            )}
          </div>
        </div>
        <Completeness profile={profile} />
        <ButtonLink to={profileWizardPath(eventId)} variant="secondary">
          {t('profile.openWizard')}
        </ButtonLink>
      </div>
      <ProfileForm event={event.data} own={profile} />
      {photoOpen && (
        <Suspense fallback={null}>
          <PhotoModal eventId={eventId} onClose={() => setPhotoOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
