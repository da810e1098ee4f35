import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset, requestPasswordReset } from '../api';

/** The password reset's two calls: e-mail me a code, and set a new password with it. */
export function usePasswordReset() {
  const request = useMutation({ mutationFn: requestPasswordReset });
  const confirm = useMutation({ mutationFn: confirmPasswordReset });
  return { request, confirm };
}
