import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomain } from '../domainStore';
import { registrationForm } from '../formSchemas';
import { emailSignupBody } from '../signupBody';
import { EmailField } from './EmailField';
import { NameFields } from './RegistrationFields';
import { RegistrationForm } from './RegistrationForm';
import { TicketRegistration } from './TicketRegistration';

/** Registration, or its ticket-based variant when the domain says useTicketIdForSignup. */
export function RegistrationPage() {
  const domain = useDomain((s) => s.details);
  return domain?.useTicketIdForSignup ? (
    <TicketRegistration eventId={domain.publicEvent} />
  ) : (
    <EmailRegistration />
  );
}

function EmailRegistration() {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(registrationForm),
    defaultValues: { name: '', surname: '', email: '', password: '', consent: false },
  });
  return (
    <RegistrationForm form={form} toBody={emailSignupBody}>
      <NameFields />
      <EmailField
        label={t('registration.email')}
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
    </RegistrationForm>
  );
}
