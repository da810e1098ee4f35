import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CognitoSignupBody } from '@shared/schemas/user';
import { signUp } from '../api';
import { domainEventPath, useDomain } from '../domainStore';
import { signupFailure, type SignupFailure } from '../errors';
import { useSession } from '../store';

/** Creates the account, signs in with it and goes on to the domain's event or the event list. */
export function useRegister() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const domain = useDomain((s) => s.details);
  const [failure, setFailure] = useState<SignupFailure | null>(null);
  /** Answers the failure too, so the form can put it under its field. */
  const submit = async (body: CognitoSignupBody): Promise<SignupFailure | null> => {
    setFailure(null);
    try {
      const created = await signUp(body);
      await signIn(created.username, body.password);
      void navigate(domainEventPath(domain) ?? '/event/list', { replace: true });
      return null;
    } catch (err) {
      const failed = signupFailure(err);
      setFailure(failed);
      return failed;
    }
  };
  return { failure, submit };
}
