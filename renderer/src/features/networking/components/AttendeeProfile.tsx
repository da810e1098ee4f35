import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/rules/profileLinks';
import { fullName } from '@shared/rules/personName';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantAdminDetails } from '@shared/schemas/participants';
import { Avatar } from '../../../ui/Avatar';
import { categoryAnswers, jobLine, matchReasons, safeLink } from '../cardView';
import type { Attendee } from '../directory';
import { AdminDetails } from './AdminDetails';
import { MatchChips } from './MatchChips';
import { PersonActions } from './PersonActions';
import { PersonMarks } from './PersonMarks';
import { TagButtons } from './TagButtons';
import styles from './AttendeeProfile.module.css';

/** The networks by their own names, which no language translates. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

export interface AttendeeProfileProps {
  event: EventDetails;
  attendee: Attendee;
  /** An organizer's extra view of the person, once loaded. */
  admin: ParticipantAdminDetails | undefined;
  adminError: boolean;
}

/**
 * A person's profile: the card's data, what they offer and seek, their biography, answers to the
 * event's questions and their links; organizers also see the admin details.
 */
export function AttendeeProfile({ event, attendee, admin, adminError }: AttendeeProfileProps) {
  const { t } = useTranslation();
  const { card, match } = attendee;
  const name = fullName(card);
  const job = jobLine(card, t);
  const own = card.id === event.me.participantId;
  const answers = categoryAnswers(card.categories, event.categories);
  const website = safeLink(card.website);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const url = safeLink(card.some[network]);
    return url ? [{ network, url }] : [];
  });
  const texts = (['biography', 'offer', 'seek'] as const).flatMap((field) => {
    const value = card[field]?.trim();
    return value ? [{ field, value }] : [];
  });

  return (
    <div className={styles.profile}>
      <div className={styles.top}>
        <Avatar name={name} src={card.profilePhoto} size="xl" />
        <div className={styles.who}>
          {job && <p className={styles.job}>{job}</p>}
          {card.city && <p className={styles.city}>{card.city}</p>}
          <PersonMarks event={event} card={card} showPresence />
        </div>
      </div>
      <div className={styles.actions}>
        {!own && <TagButtons eventId={event.id} card={card} name={name} />}
        {/* One's own profile too: reserve a table is offered there only (spec core §6). */}
        <PersonActions event={event} person={card} place="profile" />
      </div>
      <MatchChips reasons={matchReasons(match, event.categories)} />
      {texts.map(({ field, value }) => (
        <section key={field} className={styles.section}>
          <h3>{t(`networking.profile.${field}`)}</h3>
          <p className={styles.text}>{value}</p>
        </section>
      ))}
      {answers.length > 0 && (
        <section className={styles.section}>
          <h3>{t('networking.profile.categories')}</h3>
          <dl className={styles.answers}>
            {answers.map(({ question, answers: chosen }) => (
              <div key={question}>
                <dt>{question}</dt>
                <dd>{chosen.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(website || socials.length > 0) && (
        <section className={styles.section}>
          <h3>{t('networking.profile.links')}</h3>
          <ul className={styles.links}>
            {website && (
              <li>
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {t('networking.profile.website')}
                </a>
              </li>
            )}
            {socials.map(({ network, url }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {NETWORK_NAMES[network]}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {event.me.organizer && <AdminDetails event={event} admin={admin} failed={adminError} />}
    </div>
  );
}
