import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import { personBookingActions } from '@shared/rules/onBehalf';
import type { PanelProps } from '../../../registry/feature';
import { Button } from '../../../ui/Button';
import { MeetButton } from './MeetButton';

// Pre-booking (its person and slot pickers) loads when opened: every card and profile shows this
// panel, and only those with the right ever open it.
const BookMeetingModal = lazy(() =>
  import('./BookMeetingModal').then((m) => ({ default: m.BookMeetingModal })),
);

/**
 * The meetings' actions toward a person (the personActions panel): Meet toward others, and for
 * those with the right, pre-book a meeting for them (on their profile) or reserve a table (on one's
 * own profile) — shared/rules/onBehalf.ts personBookingActions.
 */
export function PersonMeetingActions(props: PanelProps['personActions']) {
  const { t } = useTranslation();
  const { event, person, place } = props;
  const [open, setOpen] = useState<'prebook' | 'reserveTable' | null>(null);
  const own = person.id === event.me.participantId;
  const booking =
    place === 'profile'
      ? personBookingActions(event.me, person.id).filter(
          (a): a is 'prebook' | 'reserveTable' => a !== 'showAgenda',
        )
      : [];

  return (
    <>
      {!own && <MeetButton {...props} />}
      {booking.map((action) => (
        <Button
          key={action}
          size="small"
          variant="secondary"
          aria-label={
            action === 'prebook' ? `${t('invitations.book.prebook')}: ${fullName(person)}` : undefined
          }
          onClick={() => setOpen(action)}
        >
          {t(`invitations.book.${action}`)}
        </Button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <BookMeetingModal eventId={event.id} mode={open} first={person} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
