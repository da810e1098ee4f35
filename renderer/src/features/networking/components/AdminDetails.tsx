import { useTranslation } from 'react-i18next';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantAdminDetails } from '@shared/schemas/participants';
import { Spinner } from '../../../ui/Spinner';
import { useTimeFormat } from '../../auth';
import styles from './AdminDetails.module.css';

export interface AdminDetailsProps {
  event: EventDetails;
  admin: ParticipantAdminDetails | undefined;
  failed: boolean;
}

/** What only organizers see of a participant (spec networking §6): contact data, ticket, rights, the door. */
export function AdminDetails({ event, admin, failed }: AdminDetailsProps) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const none = t('networking.admin.none');
  let body;
  if (admin) {
    const ticketType = event.ticketTypes.find((type) => type.typeId === admin.ticketTypeId)?.name;
    const rows: [string, string][] = [
      ['email', admin.email ?? none],
      ['phone', admin.phone ?? none],
      ['ticketNumber', admin.ticketNumber ?? none],
      ['ticketType', ticketType ?? admin.ticketTypeId ?? none],
      ['state', admin.state],
      ['checkInAdmin', t(admin.checkInAdmin ? 'networking.admin.checkInYes' : 'networking.admin.checkInNo')],
      ['rights', admin.rights.length > 0 ? admin.rights.join(', ') : none],
      [
        'entrance',
        admin.entranceUpdatedAt === null ? none : time.format(admin.entranceUpdatedAt, 'dateTimeMedium'),
      ],
    ];
    body = (
      <dl className={styles.rows}>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`networking.admin.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    );
  } else if (failed) body = <p role="alert">{t('networking.admin.loadError')}</p>;
  else body = <Spinner />;
  return (
    <section className={styles.admin} data-testid="attendee-admin-details">
      <h3>{t('networking.admin.title')}</h3>
      {body}
    </section>
  );
}
