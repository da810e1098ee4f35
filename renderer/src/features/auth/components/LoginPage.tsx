import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { signInBody } from '@shared/schemas/auth';
import { messageText } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useDomain } from '../domainStore';
import { useDomainEventPath } from '../hooks/useDomainEventPath';
import { loginFailure, type LoginFailure } from '../errors';
import { useSession } from '../store';
import { EmailField } from './EmailField';
import styles from './AuthCard.module.css';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSession((s) => s.signIn);
  const domain = useDomain((s) => s.details);
  const domainEventPath = useDomainEventPath();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInBody), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async ({ username, password }) => {
    setFailure(null);
    try {
      await signIn(username, password);
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from ?? domainEventPath ?? '/event/list', { replace: true });
    } catch (err) {
      setFailure(loginFailure(err));
    }
  });

  return (
    <>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.subtitle}>
        {domain?.branding ? t('login.brandedSubtitle', { name: domain.branding.name }) : t('login.subtitle')}
      </p>
      {failure && (
        <Alert>
          {messageText(failure, t)}{' '}
          {failure.suggest === 'forgotPassword' && (
            <Link to="/forgot-password">{t('login.suggest.forgotPassword')}</Link>
          )}
          {failure.suggest === 'register' && <Link to="/registration">{t('login.suggest.register')}</Link>}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <EmailField
          label={t('login.email')}
          placeholder={t('login.emailPlaceholder')}
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          revealable
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.row}>
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        </div>
        <Button type="submit" block loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to="/registration">{t('login.register')}</Link>
      </p>
    </>
  );
}
