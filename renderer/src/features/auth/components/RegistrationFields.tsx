import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { NewPasswordField } from './NewPasswordField';
import styles from './AuthCard.module.css';

/**
 * Fields both registration forms have (spec core §5). They read the form from context, so each
 * form places them where its layout wants them.
 */
interface SharedValues {
  name: string;
  surname: string;
  password: string;
  consent: boolean;
}

/** First and last name side by side (stacked on narrow phones). */
export function NameFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<SharedValues>();
  return (
    <div className={styles.nameRow}>
      <TextField
        label={t('registration.name')}
        autoComplete="given-name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('registration.surname')}
        autoComplete="family-name"
        error={formState.errors.surname?.message}
        {...register('surname')}
      />
    </div>
  );
}

/** The new password and the terms and privacy consent every sign-up ends with. */
export function PasswordAndConsent() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<SharedValues>();
  return (
    <>
      <NewPasswordField
        label={t('registration.password')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Checkbox label={<ConsentLabel />} error={formState.errors.consent?.message} {...register('consent')} />
    </>
  );
}

/**
 * The legal pages open in a new window: the web app's (at /, not under the desktop renderer's
 * base), since the desktop shell hands new windows to the system browser, which has no window.lanyard.
 */
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
