import { useTranslation } from 'react-i18next';
import type { Meeting } from '@shared/schemas/invitations';
import { TimeRange } from '../../sessions';
import styles from './InvitationPanel.module.css';

/** Our meeting: when (in the event's zone), and where when it is at a table on site. */
export function MeetingSummary({ meeting, eventTimeZone }: { meeting: Meeting; eventTimeZone: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.meeting} data-testid="meeting-summary">
      <div>
        <dt>{t('invitations.screen.when')}</dt>
        <dd>
          <TimeRange span={meeting} eventTimeZone={eventTimeZone} withDate />
        </dd>
      </div>
      {meeting.table && (
        <div>
          <dt>{t('invitations.screen.table')}</dt>
          <dd>{meeting.location ? `${meeting.table}, ${meeting.location}` : meeting.table}</dd>
        </div>
      )}
    </dl>
  );
}
