import type { SessionPerson } from '@shared/schemas/person';
import { fullName } from '@shared/rules/personName';
import { Avatar } from '../../../ui/Avatar';
import styles from './PeopleList.module.css';

export interface PeopleListProps {
  title: string;
  people: SessionPerson[];
}

/** Speakers, moderators or translators with their photos (initials when there is none). */
export function PeopleList({ title, people }: PeopleListProps) {
  if (people.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {people.map((p) => {
          const name = fullName(p);
          const role = [p.jobTitle, p.company].filter(Boolean).join(', ');
          return (
            <li key={p.participantId} className={styles.person}>
              <Avatar name={name} src={p.profilePhoto} size="lg" />
              <span className={styles.text}>
                <span className={styles.name}>{name}</span>
                {role && <span className={styles.role}>{role}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
