import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/TextField';
import { needsUsername, ticketRegistrationForm } from '../formSchemas';
import { ticketSignupBody } from '../signupBody';
import { EmailField } from './EmailField';
import { NameFields } from './RegistrationFields';
import { RegistrationForm } from './RegistrationForm';

export interface TicketRegistrationProps {
  /** The domain's public event, added to the sign-up. */
  eventId: string | null;
}

/** Sign-up with an e-mail or a ticket id (domain flag useTicketIdForSignup, spec core §5). */
export function TicketRegistration({ eventId }: TicketRegistrationProps) {
  const { t } = useTranslation();
  const form = useForm({
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
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const showUsername = needsUsername(useWatch({ control, name: 'ticketRegistrationUsername' }));

  return (
    <RegistrationForm
      form={form}
      toBody={(values) => ticketSignupBody(values, eventId)}
      // The ticket field carries the ticket; the extra field is the e-mail and username.
      serverFields={{ ticketId: 'ticketRegistrationUsername', email: 'username' }}
    >
      <TextField
        label={t('registration.ticket')}
        hint={t('registration.ticketHint')}
        autoComplete="off"
        error={errors.ticketRegistrationUsername?.message}
        {...register('ticketRegistrationUsername')}
      />
      {showUsername && (
        <EmailField
          label={t('registration.username')}
          hint={t('registration.usernameHint')}
          autoComplete="email"
          error={errors.username?.message}
          {...register('username')}
        />
      )}
      <NameFields />
    </RegistrationForm>
  );
}
