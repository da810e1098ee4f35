import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CognitoSignupBody } from '@shared/schemas/user';
import { messageText } from '../../../api/errorMessage';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { SignupFailure } from '../errors';
import { useRegister } from '../hooks/useRegister';
import { PasswordAndConsent } from './RegistrationFields';
import styles from './AuthCard.module.css';

export interface RegistrationFormProps<TValues extends FieldValues, TParsed> {
  form: UseFormReturn<TValues, unknown, TParsed>;
  /** The sign-up body for the parsed form values. */
  toBody: (values: TParsed) => CognitoSignupBody;
  /** The form's own fields; password, consent and submit follow them. */
  children: ReactNode;
  /** The form field a server's field name is about, where the names differ. */
  serverFields?: Partial<Record<string, Path<TValues>>>;
}

/** The frame of both registration forms: heading, failure, their fields, password, consent, submit. */
export function RegistrationForm<TValues extends FieldValues, TParsed>({
  form,
  toBody,
  children,
  serverFields = {},
}: RegistrationFormProps<TValues, TParsed>) {
  const { t } = useTranslation();
  const { failure, submit } = useRegister();
  const formField = (name: string | undefined): Path<TValues> | undefined =>
    name === undefined
      ? undefined
      : (serverFields[name] ?? (name in form.getValues() ? (name as Path<TValues>) : undefined));
  // A refusal about one of the form's fields is shown under it, highlighted; anything else above.
  const onSubmit = form.handleSubmit(async (values) => {
    const failed = await submit(toBody(values));
    const field = failed?.kind === 'message' ? formField(failed.message.field) : undefined;
    if (failed?.kind === 'message' && field) {
      form.setError(field, { message: messageText(failed.message, t) }, { shouldFocus: true });
    }
  });
  const onField = failure?.kind === 'message' && formField(failure.message.field) !== undefined;

  return (
    <>
      <h1 className={styles.title}>{t('registration.title')}</h1>
      <p className={styles.subtitle}>{t('registration.subtitle')}</p>
      {failure && !onField && <FailureAlert failure={failure} />}
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          {children}
          <PasswordAndConsent />
          <Button type="submit" block loading={form.formState.isSubmitting}>
            {t('registration.submit')}
          </Button>
        </form>
      </FormProvider>
      <p className={styles.switch}>
        {t('registration.haveAccount')} <Link to="/login">{t('registration.signIn')}</Link>
      </p>
    </>
  );
}

function FailureAlert({ failure }: { failure: SignupFailure }) {
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
  return <Alert>{messageText(failure.message, t)}</Alert>;
}
