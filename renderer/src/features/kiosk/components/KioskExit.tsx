import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../api/errors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { checkPassword, useSession } from '../../auth';
import styles from './Kiosk.module.css';

export interface KioskExitProps {
  onCancel: () => void;
  onConfirmed: () => void;
}

/**
 * Leaving the kiosk is for staff: the signed-in account's password, checked by the user pool
 * (POST /v1/auth/signIn; the tokens it answers are dropped, the session stays as it is). An
 * attendee who finds the button cannot get past it to the event page or the app.
 */
export function KioskExit({ onCancel, onConfirmed }: KioskExitProps) {
  const { t } = useTranslation();
  const email = useSession((s) => s.profile?.email ?? '');
  const [password, setPassword] = useState('');
  const check = useMutation({
    mutationFn: (typed: string) => checkPassword(email, typed),
    onSuccess: onConfirmed,
    onError: () => setPassword(''),
  });
  const failure = check.error;
  const error = failure
    ? failure instanceof ApiCallError && !failure.isNetwork
      ? t('kiosk.exit.wrong')
      : t('kiosk.exit.failed')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password && !check.isPending) check.mutate(password);
  };

  return (
    <Modal title={t('kiosk.exit.title')} onClose={onCancel}>
      <form className={styles.exitForm} onSubmit={submit}>
        <p>{t('kiosk.exit.text', { email })}</p>
        {error && <Alert>{error}</Alert>}
        <TextField
          label={t('kiosk.exit.password')}
          type="password"
          autoComplete="current-password"
          revealable
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
        />
        <div className={styles.setupActions}>
          <Button type="submit" loading={check.isPending || check.isSuccess} disabled={!password}>
            {t('kiosk.exit.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('kiosk.exit.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
