import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closestMeeting, isMeetingLive } from '@shared/rules/agenda';
import type { EventType } from '@shared/rules/sessionButton';
import type { Meeting } from '@shared/schemas/invitations';
import type { AgendaRow, Session } from '@shared/schemas/sessions';
import { Button } from '../../../ui/Button';
import { sessionView, TimeRange, useSessionActions } from '../../sessions';
import { meetingWith } from '../meetingRow';
import { MeetingRowButtons } from './MeetingRowButtons';
import styles from './ClosestMeeting.module.css';

export interface ClosestMeetingProps {
  rows: AgendaRow[];
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  onChange: () => void;
}

/**
 * "Next up": the closest meeting of spec core §4 (shared/rules/agenda.ts closestMeeting), with its
 * Start button from MEETING_LIVE_MS (7 minutes) before the start. Re-evaluated with the agenda's
 * minute clock.
 */
export function ClosestMeeting({ rows, eventTimeZone, eventType, now, onChange }: ClosestMeetingProps) {
  const closest = closestMeeting(rows, now);
  if (closest?.kind === 'meeting') {
    return (
      <NextMeeting
        meeting={closest.meeting}
        eventTimeZone={eventTimeZone}
        eventType={eventType}
        now={now}
        onChange={onChange}
      />
    );
  }
  if (!closest || closest.kind !== 'session') return null;
  return (
    <NextUp
      session={closest.session}
      span={closest}
      eventTimeZone={eventTimeZone}
      eventType={eventType}
      now={now}
      live={isMeetingLive(closest, now)}
      onChange={onChange}
    />
  );
}

function NextUp({
  session,
  span,
  eventTimeZone,
  eventType,
  now,
  live,
  onChange,
}: {
  session: Session;
  span: { startsAt: number; endsAt: number };
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  live: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const actions = useSessionActions(session, onChange);
  const { primary } = sessionView(session, eventType, now).buttons;
  // Start opens what the session's own button would open; in-person sessions have nothing to open.
  const target =
    'target' in primary && primary.target.kind !== 'none' && !primary.disabled ? primary.target : null;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="closest-meeting">
      <p className={styles.kicker}>{t('agenda.nextUp')}</p>
      <h2 id={titleId} className={styles.name}>
        {session.name}
      </h2>
      <TimeRange span={span} eventTimeZone={eventTimeZone} withDate />
      {session.location && <p className={styles.meta}>{session.location}</p>}
      {live && target && (
        <Button loading={actions.busy === 'open'} onClick={() => actions.open(target)}>
          {t('agenda.start')}
        </Button>
      )}
    </section>
  );
}

/** A 1:1 meeting as "Next up": who, when, and its buttons (Start from 7 minutes before). */
function NextMeeting({
  meeting,
  eventTimeZone,
  eventType,
  now,
  onChange,
}: {
  meeting: Meeting;
  eventTimeZone: string;
  eventType: EventType;
  now: number;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="closest-meeting">
      <p className={styles.kicker}>{t('agenda.nextUp')}</p>
      <h2 id={titleId} className={styles.name}>
        {meetingWith(meeting)}
      </h2>
      <TimeRange span={meeting} eventTimeZone={eventTimeZone} withDate />
      <MeetingRowButtons meeting={meeting} eventType={eventType} now={now} onChange={onChange} />
    </section>
  );
}
