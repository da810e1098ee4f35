import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chatContactCardInput, type ChatContactCard } from '@shared/schemas/chat';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { PageSpinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { ownProfileQuery } from '../../profile';
import { CONTACT_FIELDS, contactFromProfile, type ContactField } from '../contactCard';
import styles from './ShareContactDialog.module.css';

/** How each field is typed and filled in by the browser. */
const INPUTS: Record<ContactField, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'given-name' },
  surname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  jobTitle: { type: 'text', autoComplete: 'organization-title' },
  website: { type: 'url', autoComplete: 'url' },
};

export interface ShareContactDialogProps {
  /** The room's event: my profile there fills the form. */
  eventId: string;
  onShare: (contact: ChatContactCard) => void;
  onClose: () => void;
}

function ContactForm({
  initial,
  onShare,
  onClose,
}: { initial: Record<ContactField, string> } & Omit<ShareContactDialogProps, 'eventId'>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The request's own schema (POST /v1/chat/contact), so what passes here the server takes.
    const parsed = chatContactCardInput.safeParse(values);
    if (parsed.success) {
      onShare(parsed.data);
      return;
    }
    const found: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as ContactField] ??= issue.message;
    setErrors(found);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>{t('chat.shareContact.intro')}</p>
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={t(`chat.shareContact.fields.${field}`)}
          {...INPUTS[field]}
          value={values[field]}
          required={field === 'name'}
          {...(errors[field] ? { error: errors[field] } : {})}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        />
      ))}
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose}>
          {t('chat.cancel')}
        </Button>
        <Button type="submit">{t('chat.shareContact.send')}</Button>
      </div>
    </form>
  );
}

/**
 * Share contact (spec networking §3 type contact): a card prefilled from my profile in the room's
 * event, editable, checked with the request's schema, then sent as a message is (sending.ts).
 */
export function ShareContactDialog({ eventId, onShare, onClose }: ShareContactDialogProps) {
  const { t } = useTranslation();
  // A profile that cannot be loaded leaves the form empty to fill in by hand.
  const profile = useQuery(ownProfileQuery(eventId));
  return (
    <Modal title={t('chat.shareContact.title')} onClose={onClose}>
      {profile.isPending ? (
        <PageSpinner />
      ) : (
        <ContactForm initial={contactFromProfile(profile.data)} onShare={onShare} onClose={onClose} />
      )}
    </Modal>
  );
}
