import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import type { EventDetails } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';
import { Avatar } from '../../../ui/Avatar';
import { Button, ButtonLink } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { EventScreenTitle } from '../../eventHome';
import { useProfilePhoto } from '../hooks/useProfilePhoto';
import { profileWizardPath } from '../paths';
import { Completeness } from './Completeness';
import { OwnProfileLoader } from './OwnProfileLoader';
import { ProfileForm } from './ProfileForm';
import styles from './EventProfilePage.module.css';

// The cropper and the camera load only when the photo modal opens.
const PhotoModal = lazy(() => import('./PhotoModal').then((m) => ({ default: m.PhotoModal })));

/**
 * /event/:eventId/event-profile (spec networking §2): my profile in the event — its completeness,
 * the photo (modal with Upload and Snap), the way into the profile wizard and the profile form.
 */
export function EventProfilePage() {
  return (
    <OwnProfileLoader className={styles.page}>
      {(event, own) => <EventProfile event={event} profile={own} />}
    </OwnProfileLoader>
  );
}

function EventProfile({ event, profile }: { event: EventDetails; profile: OwnProfile }) {
  const { t } = useTranslation();
  const photo = useProfilePhoto(event.id);
  const [photoOpen, setPhotoOpen] = useState(false);
  const name = fullName(profile);
  const titleId = useId();

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <EventScreenTitle event={event} title={t('profile.title')} titleId={titleId} />
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
        <ButtonLink to={profileWizardPath(event.id)} variant="secondary">
          {t('profile.openWizard')}
        </ButtonLink>
      </div>
      <ProfileForm event={event} own={profile} />
      {photoOpen && (
        <Suspense fallback={null}>
          <PhotoModal eventId={event.id} onClose={() => setPhotoOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
