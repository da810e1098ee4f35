import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AGENDA_REFRESH_MS } from '@shared/constants';
import type { EventDetails } from '@shared/schemas/event';
import { errorText } from '../../../api/errorMessage';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { PageSpinner } from '../../../ui/Spinner';
import { useNow } from '../../../ui/useNow';
import { attendeeAgendaQuery } from '../api';
import { AgendaDays } from './AgendaDays';

export interface AttendeeAgendaModalProps {
  event: EventDetails;
  participantId: string;
  name: string;
  onClose: () => void;
}

/**
 * Show agenda of an attendee (spec core §2 modal, §6 onbehalfmeeting): their agenda as they see
 * it (GET /v1/event/agenda?asParticipantId), in My Agenda's rows without their buttons — the
 * viewer looks, the buttons act on one's own agenda. A refusal (the right taken away meanwhile)
 * says so in the error catalogue's words.
 */
export function AttendeeAgendaModal({ event, participantId, name, onClose }: AttendeeAgendaModalProps) {
  const { t } = useTranslation();
  const now = useNow(AGENDA_REFRESH_MS);
  const agenda = useQuery(attendeeAgendaQuery(event.id, participantId));

  let body;
  if (agenda.isPending) body = <PageSpinner />;
  else if (agenda.isError)
    body = (
      <Notice role="alert">
        <p>{errorText(agenda.error, t)}</p>
        <Button variant="secondary" onClick={() => void agenda.refetch()}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  else if (agenda.data.rows.length === 0)
    body = (
      <Notice testId="attendee-agenda-empty">
        <p>{t('agenda.attendee.empty', { name })}</p>
      </Notice>
    );
  else
    body = (
      <AgendaDays
        rows={agenda.data.rows}
        event={event}
        now={now}
        compact
        onChange={() => void agenda.refetch()}
      />
    );

  return (
    <Modal title={t('agenda.attendee.title', { name })} onClose={onClose}>
      <div data-testid="attendee-agenda">{body}</div>
    </Modal>
  );
}
