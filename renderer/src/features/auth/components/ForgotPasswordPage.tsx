import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordBody } from '@shared/schemas/auth';
import { Button } from '../../../ui/Button';
import { forgotFailure } from '../errors';
import { useFormFailure } from '../hooks/useFormFailure';
import { usePasswordReset } from '../hooks/usePasswordReset';
import { EmailField } from './EmailField';
import styles from './AuthCard.module.css';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { username: '' } });
  const showFailure = useFormFailure(setError, ['username']);
  const { request } = usePasswordReset();

  const onSubmit = handleSubmit(async ({ username }) => {
    try {
      await request.mutateAsync(username);
      void navigate(`/forgot-password-confirm?username=${encodeURIComponent(username)}`, {
        state: { sent: true },
      });
    } catch (err) {
      showFailure(forgotFailure(err));
    }
  });

  return (
    <>
      <h1 className={styles.title}>{t('forgot.title')}</h1>
      <p className={styles.subtitle}>{t('forgot.subtitle')}</p>
      <form onSubmit={onSubmit} noValidate>
        <EmailField label={t('forgot.email')} error={errors.username?.message} {...register('username')} />
        <Button type="submit" block loading={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </p>
    </>
  );
}
