import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventType, SessionButton } from '@shared/rules/sessionButton';
import type { Session } from '@shared/schemas/sessions';
import { Button, ExternalButtonLink } from '../../../ui/Button';
import { UnavailableButton } from '../../../ui/UnavailableButton';
import { useSessionActions } from '../hooks/useSessionActions';
import type { SessionView } from '../sessionView';
import { OccurrencePicker } from './OccurrencePicker';
import styles from './SessionButtons.module.css';

export interface SessionButtonsProps {
  session: Session;
  view: SessionView;
  eventTimeZone: string;
  eventType: EventType;
  onChange: (session: Session) => void;
}

/** The label of each button kind (sessions.button.*); leave reads "Leave session" once it runs. */
function labelKey(button: SessionButton, live: boolean): string {
  switch (button.kind) {
    case 'join':
      return button.addsToAgenda ? 'sessions.button.join' : 'sessions.button.joinNow';
    case 'leave':
      return live ? 'sessions.button.leave' : 'sessions.button.removeFromAgenda';
    case 'addToAgenda':
      return button.needsApproval ? 'sessions.button.requestAccess' : 'sessions.button.addToAgenda';
    case 'notJoined':
      return `sessions.button.notJoined.${button.what}`;
    default:
      return `sessions.button.${button.kind}`;
  }
}

/**
 * The session button of spec core §4, from shared/rules/sessionButton.ts, and the one beside it
 * (remove next to waiting confirmation, leave next to join, rehearse next to start streaming…).
 */
export function SessionButtons({ session, view, eventTimeZone, onChange }: SessionButtonsProps) {
  const { t } = useTranslation();
  const actions = useSessionActions(session, onChange);
  const [picking, setPicking] = useState(false);
  const live = view.label === 'live';

  const render = (button: SessionButton, variant: 'primary' | 'secondary') => {
    const label = t(labelKey(button, live));
    switch (button.kind) {
      case 'viewRecording':
        return (
          <ExternalButtonLink
            key={button.kind}
            variant={variant}
            size="small"
            href={button.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {label}
          </ExternalButtonLink>
        );
      case 'notJoined':
        return (
          <p key={button.kind} className={styles.note} data-testid="session-not-joined">
            {label}
          </p>
        );
      case 'onSiteOnly':
        // Spec core §4: on-site sessions in hybrid events explain themselves; in a normal event
        // nothing is online, so the label says it all.
        return button.tooltipKey ? (
          <UnavailableButton key={button.kind} variant={variant} size="small" reason={t(button.tooltipKey)}>
            {label}
          </UnavailableButton>
        ) : (
          <Button key={button.kind} variant={variant} size="small" disabled>
            {label}
          </Button>
        );
      default: {
        const onClick = () => {
          switch (button.kind) {
            case 'join':
              actions.join(button.target, button.addsToAgenda);
              return;
            case 'addToAgenda':
              if (button.picker) setPicking(true);
              else void actions.add(view.available[0]?.id);
              return;
            case 'leave':
            case 'remove':
              void actions.leave();
              return;
            case 'startStreaming':
            case 'rehearse':
            case 'joinRehearsal':
            case 'joinAsModerator':
            case 'joinAsAttendee':
              actions.open(button.target);
              return;
            default:
              return;
          }
        };
        const busy =
          (actions.busy === 'join' && button.kind === 'join') ||
          (actions.busy === 'add' && button.kind === 'addToAgenda') ||
          (actions.busy === 'leave' && (button.kind === 'leave' || button.kind === 'remove'));
        return (
          <Button
            key={button.kind}
            variant={variant}
            size="small"
            disabled={button.disabled || (actions.busy !== null && !busy)}
            loading={busy}
            onClick={onClick}
          >
            {label}
          </Button>
        );
      }
    }
  };

  const { primary, secondary } = view.buttons;
  return (
    <div className={styles.buttons}>
      {render(primary, 'primary')}
      {secondary && render(secondary, 'secondary')}
      {picking && (
        <OccurrencePicker
          sessionName={session.name}
          occurrences={view.available}
          eventTimeZone={eventTimeZone}
          onClose={() => setPicking(false)}
          onPick={(occurrenceId) => {
            setPicking(false);
            void actions.add(occurrenceId);
          }}
        />
      )}
    </div>
  );
}
