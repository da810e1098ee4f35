import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, before the @ and each dot
 * ("grace.hopper" / "@navy" / ".mil"), never in the middle of a name; a single part too long for
 * its line still breaks rather than overflow (overflow-wrap: break-word on the parent).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
