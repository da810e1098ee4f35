import { useTranslation } from 'react-i18next';
import type { SessionTimeLabel } from '@shared/rules/sessionState';
import type { Session, SessionOccurrence } from '@shared/schemas/sessions';
import { seatsLeft } from '../sessionView';
import styles from './SessionFacts.module.css';

/** "Live" / "Upcoming" / "Past" (spec core §4). */
export function TimeLabel({ label }: { label: SessionTimeLabel }) {
  const { t } = useTranslation();
  return <span className={`${styles.badge} ${styles[label]}`}>{t(`sessions.label.${label}`)}</span>;
}

/**
 * Seats of the occurrences still to come: "Seats left: N" when every one has a limit, else how
 * many take part. Updated live from the session's public topic.
 */
export function Seats({ occurrences, now }: { occurrences: SessionOccurrence[]; now: number }) {
  const { t } = useTranslation();
  const open = occurrences.filter((o) => now < o.endsAt);
  if (open.length === 0) return null;
  const left = seatsLeft(open);
  const text =
    left !== null
      ? t('sessions.seatsLeft', { count: left })
      : t('sessions.attending', { count: open.reduce((n, o) => n + o.usedCapacity, 0) });
  return (
    <span className={styles.seats} data-testid="session-seats">
      {text}
    </span>
  );
}

/** Type, tracks, approval and on-site chips. */
export function SessionTags({ session, hybrid }: { session: Session; hybrid: boolean }) {
  const { t } = useTranslation();
  const tags = [
    ...(session.type !== 'normal' ? [t(`sessions.type.${session.type}`)] : []),
    ...session.tracks,
    ...(session.blocking ? [t('sessions.tag.approval')] : []),
    ...(session.onSite && hybrid ? [t('sessions.tag.onSite')] : []),
    ...(session.hidden ? [t('sessions.tag.hidden')] : []),
    ...(session.restricted ? [t('sessions.tag.restricted')] : []),
  ];
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('sessions.tags')}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
