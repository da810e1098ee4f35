import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import styles from './Conversation.module.css';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec §4: chats and single messages are deleted after confirmation. */
export function ConfirmDialog({ title, text, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <p>{text}</p>
      <div className={styles.dialogButtons}>
        <Button variant="secondary" onClick={onClose}>
          {t('chat.cancel')}
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
