import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../ui/TextField';

export type NewPasswordFieldProps = Omit<TextFieldProps, 'type' | 'revealable'>;

/**
 * A password being chosen (registration, reset): the rule as placeholder, a show/hide toggle, and
 * autocomplete="new-password" so password managers offer to generate one instead of filling the old.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, NewPasswordFieldProps>(
  function NewPasswordField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        ref={ref}
        type="password"
        autoComplete="new-password"
        placeholder={t('registration.passwordPlaceholder')}
        revealable
        {...props}
      />
    );
  },
);
