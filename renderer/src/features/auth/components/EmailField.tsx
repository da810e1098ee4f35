import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../../../ui/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * An e-mail address field: the e-mail keyboard on phones, and by default filled by password
 * managers as the account's username (the sign-in address is the username, spec core §5).
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" inputMode="email" autoComplete="username" {...props} />;
});
