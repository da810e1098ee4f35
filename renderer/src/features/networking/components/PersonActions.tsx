import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hasJoined } from '@shared/rules/inviteRules';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';
import { usePanels } from '../../../registry/usePanels';
import styles from './PersonActions.module.css';

export interface PersonActionsProps {
  event: EventDetails;
  person: ParticipantCard;
  place: 'card' | 'profile';
}

/**
 * What other features offer toward this person (the meetings' Meet button, Chat), each loaded on
 * demand. A ticket holder who has not signed up yet can be neither met nor chatted with (the invite
 * rule's notJoined hides those buttons): the line says so where they would be.
 */
export function PersonActions(props: PersonActionsProps) {
  const { t } = useTranslation();
  const panels = usePanels('personActions');
  return (
    <>
      {!hasJoined(props.person) && <p className={styles.notJoined}>{t('networking.card.notJoined')}</p>}
      {panels.map(({ Component }, index) => (
        <Suspense key={index} fallback={null}>
          <Component {...props} />
        </Suspense>
      ))}
    </>
  );
}
