import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

interface StyleProps {
  variant?: Variant;
  size?: 'md' | 'small';
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], size === 'small' && styles.small, block && styles.block, extra]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={classes({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
});

export type ButtonLinkProps = LinkProps & StyleProps;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}

export type ExternalButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps;

export function ExternalButtonLink({ variant, size, block, className, ...rest }: ExternalButtonLinkProps) {
  return <a className={classes({ variant, size, block }, className)} {...rest} />;
}
