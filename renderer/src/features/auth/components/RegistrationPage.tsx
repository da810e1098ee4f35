import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { IDENTITY_PROVIDER } from '../../../../../shared/constants';
import { ErrorCode } from '../../../../../shared/errors';
import { ApiCallError, genericErrorKey } from '../../../api/errors';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { signUp } from '../api';
import { domainEventPath, useDomain } from '../domainStore';
import { isEmail, needsUsername, registrationForm, ticketRegistrationForm } from '../formSchemas';
import { useSession } from '../store';
import type { RouteBody } from '../../../../../shared/api/routes';
import styles from './AuthCard.module.css';

type Failure = { kind: 'emailTaken' } | { kind: 'message'; text: string } | { kind: 'key'; key: string };

function signupFailure(err: unknown): Failure {
  if (err instanceof ApiCallError && !err.isNetwork && err.code !== 'unknown' && err.code !== 'badResponse') {
    if (err.code === ErrorCode.EmailAlreadyRegistered || err.code === ErrorCode.UsernameExists)
      return { kind: 'emailTaken' };
    return { kind: 'message', text: err.message };
  }
  return { kind: 'key', key: genericErrorKey(err) };
}

function ConsentLabel() {
  return (
    <Trans
      i18nKey="registration.consent"
      components={{
        terms: <a href="/terms" target="_blank" rel="noreferrer" />,
        privacy: <a href="/privacy-notice" target="_blank" rel="noreferrer" />,
      }}
    />
  );
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  if (failure.kind === 'emailTaken') {
    return (
      <Alert>
        {t('registration.error.emailTaken')}{' '}
        <Link to="/forgot-password">{t('registration.error.resetPassword')}</Link>
        {' · '}
        <Link to="/login">{t('registration.error.signIn')}</Link>
      </Alert>
    );
  }
  return <Alert>{failure.kind === 'message' ? failure.text : t(failure.key)}</Alert>;
}

/** Registration, or its ticket-based variant when the domain says useTicketIdForSignup. */
export function RegistrationPage() {
  const domain = useDomain((s) => s.details);
  return domain?.useTicketIdForSignup ? (
    <TicketRegistration eventId={domain.publicEvent} />
  ) : (
    <EmailRegistration />
  );
}

function useRegister() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const domain = useDomain((s) => s.details);
  const [failure, setFailure] = useState<Failure | null>(null);
  const submit = async (body: RouteBody<'userSignup'>, password: string) => {
    setFailure(null);
    try {
      const created = await signUp(body);
      await signIn(created.username, password);
      void navigate(domainEventPath(domain) ?? '/event/list', { replace: true });
    } catch (err) {
      setFailure(signupFailure(err));
    }
  };
  return { failure, submit };
}

function Header() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={styles.title}>{t('registration.title')}</h1>
      <p className={styles.subtitle}>{t('registration.subtitle')}</p>
    </>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <p className={styles.switch}>
      {t('registration.haveAccount')} <Link to="/login">{t('registration.signIn')}</Link>
    </p>
  );
}

function EmailRegistration() {
  const { t } = useTranslation();
  const { failure, submit } = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registrationForm),
    defaultValues: { name: '', surname: '', email: '', password: '', consent: false },
  });

  const onSubmit = handleSubmit(({ name, surname, email, password }) =>
    submit(
      { provider: IDENTITY_PROVIDER, name, surname, email, username: email, password, consent: true },
      password,
    ),
  );

  return (
    <>
      <Header />
      {failure && <FailureAlert failure={failure} />}
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.nameRow}>
          <TextField
            label={t('registration.name')}
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('registration.surname')}
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
        </div>
        <TextField
          label={t('registration.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('registration.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('registration.passwordPlaceholder')}
          revealable
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox label={<ConsentLabel />} error={errors.consent?.message} {...register('consent')} />
        <Button type="submit" block loading={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </form>
      <Footer />
    </>
  );
}

function TicketRegistration({ eventId }: { eventId: string | null }) {
  const { t } = useTranslation();
  const { failure, submit } = useRegister();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ticketRegistrationForm),
    defaultValues: {
      ticketRegistrationUsername: '',
      username: '',
      name: '',
      surname: '',
      password: '',
      consent: false,
    },
  });
  const showUsername = needsUsername(useWatch({ control, name: 'ticketRegistrationUsername' }));

  const onSubmit = handleSubmit((form) => {
    const ticketValue = form.ticketRegistrationUsername.trim();
    const base = {
      provider: IDENTITY_PROVIDER,
      name: form.name,
      surname: form.surname,
      password: form.password,
      consent: true as const,
    };
    const event = eventId ? { eventId } : {};
    if (isEmail(ticketValue)) {
      const email = ticketValue.toLowerCase();
      return submit({ ...base, ...event, email, username: email }, form.password);
    }
    const username = showUsername ? form.username.trim().toLowerCase() : undefined;
    return submit(
      { ...base, ...event, ticketId: ticketValue, ...(username ? { username, email: username } : {}) },
      form.password,
    );
  });

  return (
    <>
      <Header />
      {failure && <FailureAlert failure={failure} />}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('registration.ticket')}
          hint={t('registration.ticketHint')}
          autoComplete="off"
          error={errors.ticketRegistrationUsername?.message}
          {...register('ticketRegistrationUsername')}
        />
        {showUsername && (
          <TextField
            label={t('registration.username')}
            hint={t('registration.usernameHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.username?.message}
            {...register('username')}
          />
        )}
        <div className={styles.nameRow}>
          <TextField
            label={t('registration.name')}
            autoComplete="given-name"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('registration.surname')}
            autoComplete="family-name"
            error={errors.surname?.message}
            {...register('surname')}
          />
        </div>
        <TextField
          label={t('registration.password')}
          type="password"
          autoComplete="new-password"
          placeholder={t('registration.passwordPlaceholder')}
          revealable
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox label={<ConsentLabel />} error={errors.consent?.message} {...register('consent')} />
        <Button type="submit" block loading={isSubmitting}>
          {t('registration.submit')}
        </Button>
      </form>
      <Footer />
    </>
  );
}
