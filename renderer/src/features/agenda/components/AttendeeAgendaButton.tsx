import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personBookingActions } from '@shared/rules/onBehalf';
import { fullName } from '@shared/rules/personName';
import type { PanelProps } from '../../../registry/feature';
import { Button } from '../../../ui/Button';

// The agenda (its days, sessions and meetings) loads when opened: every card and profile shows
// this panel, and only organizers and helpers ever open it.
const AttendeeAgendaModal = lazy(() =>
  import('./AttendeeAgendaModal').then((m) => ({ default: m.AttendeeAgendaModal })),
);

/**
 * Show agenda, on a person's profile (the personActions panel) for organizers and holders of
 * onbehalfmeeting (shared/rules/onBehalf.ts): opens their agenda in a modal.
 */
export function AttendeeAgendaButton({ event, person, place }: PanelProps['personActions']) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (place !== 'profile' || !personBookingActions(event.me, person.id).includes('showAgenda')) return null;
  const name = fullName(person);
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        aria-label={`${t('agenda.attendee.open')}: ${name}`}
        onClick={() => setOpen(true)}
      >
        {t('agenda.attendee.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AttendeeAgendaModal
            event={event}
            participantId={person.id}
            name={name}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
