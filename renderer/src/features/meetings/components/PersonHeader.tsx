import { useTranslation } from 'react-i18next';
import { fullName } from '@shared/rules/personName';
import type { InvitationView } from '@shared/schemas/invitations';
import { Avatar } from '../../../ui/Avatar';
import { jobLine } from '../../networking';
import styles from './InvitationPanel.module.css';

/** The other person: photo, name and job line. */
export function PersonHeader({ person }: { person: InvitationView['other'] }) {
  const { t } = useTranslation();
  const name = fullName(person);
  const job = jobLine(person, t);
  return (
    <div className={styles.person}>
      <Avatar name={name} src={person.profilePhoto} size="lg" />
      <div>
        <p className={styles.name}>{name}</p>
        {job && <p className={styles.job}>{job}</p>}
      </div>
    </div>
  );
}
