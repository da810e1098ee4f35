import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { confirmForgotPasswordBody } from '@shared/schemas/auth';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { forgotFailure } from '../errors';
import { useFormFailure } from '../hooks/useFormFailure';
import { usePasswordReset } from '../hooks/usePasswordReset';
import { EmailField } from './EmailField';
import { NewPasswordField } from './NewPasswordField';
import styles from './AuthCard.module.css';

/** The reset step: e-mailed code and new password; success goes to / with a toast (spec core §4). */
export function ForgotPasswordConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const initialUsername = params.get('username') ?? '';
  const [sentTo, setSentTo] = useState<string | null>(
    (location.state as { sent?: boolean } | null)?.sent ? initialUsername : null,
  );
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(confirmForgotPasswordBody),
    defaultValues: { username: initialUsername, code: '', password: '' },
  });
  const showFailure = useFormFailure(setError, ['username', 'code', 'password']);
  const { request, confirm } = usePasswordReset();

  const onSubmit = handleSubmit(async (body) => {
    try {
      await confirm.mutateAsync(body);
      // A wrong code tried before is settled: its message must not linger beside the success.
      toast.clearErrors();
      toast.success(t('forgotConfirm.success'));
      void navigate('/', { replace: true });
    } catch (err) {
      showFailure(forgotFailure(err));
    }
  });

  const resend = async () => {
    const parsed = confirmForgotPasswordBody.shape.username.safeParse(getValues('username'));
    if (!parsed.success) return;
    try {
      await request.mutateAsync(parsed.data);
      setSentTo(parsed.data);
    } catch (err) {
      showFailure(forgotFailure(err));
    }
  };

  return (
    <>
      <h1 className={styles.title}>{t('forgotConfirm.title')}</h1>
      {sentTo && <Alert kind="info">{t('forgotConfirm.sent', { email: sentTo })}</Alert>}
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('forgotConfirm.email')}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('forgotConfirm.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code?.message}
          {...register('code')}
        />
        <NewPasswordField
          label={t('forgotConfirm.password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" block loading={isSubmitting}>
          {t('forgotConfirm.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <button type="button" className="linkButton" onClick={() => void resend()}>
          {t('forgotConfirm.resend')}
        </button>
        {' · '}
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </>
  );
}
