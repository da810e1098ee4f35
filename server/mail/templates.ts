import { identityPolicy } from '../auth/policy';

/** The reset-code mail. English only for now (docs/configuration.md, "Mail"). */
export function passwordResetMail(code: string) {
  const minutes = Math.round(identityPolicy.resetCodeTtlMs / 60_000);
  return {
    subject: `Your Lanyard password reset code: ${code}`,
    text: [
      'Someone asked to reset the password of your Lanyard account.',
      '',
      `Your verification code is ${code}`,
      '',
      `It is valid for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ].join('\n'),
  };
}
