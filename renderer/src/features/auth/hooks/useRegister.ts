import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CognitoSignupBody } from '@shared/schemas/user';
import { signUp } from '../api';
import { signupFailure, type SignupFailure } from '../errors';
import { useSession } from '../store';
import { useDomainEventPath } from './useDomainEventPath';

/** Creates the account, signs in with it and goes on to the domain's event or the event list. */
export function useRegister() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const domainEventPath = useDomainEventPath();
  const register = useMutation({
    mutationFn: async (body: CognitoSignupBody) => {
      const created = await signUp(body);
      await signIn(created.username, body.password);
    },
    onSuccess: () => void navigate(domainEventPath ?? '/event/list', { replace: true }),
  });
  /** Answers the failure too, so the form can put it under its field. */
  const submit = (body: CognitoSignupBody): Promise<SignupFailure | null> =>
    register.mutateAsync(body).then(
      () => null,
      (err: unknown) => signupFailure(err),
    );
  return { failure: register.error ? signupFailure(register.error) : null, submit };
}
