import { useTranslation } from 'react-i18next';
import defaultBanner from '../assets/default-banner.svg';
import styles from './EventBanner.module.css';

export interface EventBannerProps {
  /** The event's banner image; the default banner when it has none. */
  src: string | null;
  /** The image's size (the container's class sets the aspect ratio it is shown in). */
  width: number;
  height: number;
  /** Sets the banner's aspect ratio, which may change with the layout. */
  className?: string | undefined;
  /** Shows the "Live" pill. */
  live: boolean;
  lazy?: boolean;
}

/** An event's banner with the "Live" pill while it runs (event cards and the event page). */
export function EventBanner({ src, width, height, className, live, lazy = false }: EventBannerProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.banner} ${className ?? ''}`}>
      <img
        src={src ?? defaultBanner}
        alt=""
        width={width}
        height={height}
        {...(lazy ? { loading: 'lazy' as const } : {})}
      />
      {live && <span className={styles.live}>{t('events.liveBadge')}</span>}
    </div>
  );
}
