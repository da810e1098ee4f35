import { useTranslation } from 'react-i18next';
import type { ChatContactCard } from '@shared/schemas/chat';
import { fullName } from '@shared/rules/personName';
import { Button } from '../../../ui/Button';
import { saveFile } from '../../../ui/saveFile';
import { UserIcon } from '../../../ui/icons';
import { contactVCard, contactWebsite, maySaveContact } from '../contactCard';
import styles from './MessageItem.module.css';

/** A shared contact (spec networking §3 contact): its fields, and Save as a vCard when it has a name and an e-mail. */
export function ContactCard({ card }: { card: ChatContactCard }) {
  const { t } = useTranslation();
  const name = fullName(card);
  const lines = [
    [card.jobTitle, card.company].filter(Boolean).join(', '),
    card.email,
    card.phone,
    contactWebsite(card),
  ];
  return (
    <div className={styles.card}>
      <p className={styles.cardTitle}>
        <UserIcon />
        {t('chat.contact.title')}
      </p>
      <p className={styles.contactName}>{name}</p>
      {lines.filter(Boolean).map((line) => (
        <p key={line} className={styles.contactLine}>
          {line}
        </p>
      ))}
      {maySaveContact(card) && (
        <Button
          size="small"
          variant="secondary"
          aria-label={`${t('chat.contact.save')}: ${name}`}
          onClick={() => saveFile(contactVCard(card), `${name}.vcf`, 'text/vcard')}
        >
          {t('chat.contact.save')}
        </Button>
      )}
    </div>
  );
}
