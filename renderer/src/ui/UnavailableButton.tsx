import { useId, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import styles from './UnavailableButton.module.css';

export interface UnavailableButtonProps {
  /** Why it cannot be used here: the tooltip, and the button's accessible description. */
  reason: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  children: ReactNode;
}

/**
 * A button that cannot be used here, with the reason as a tooltip (the on-site notice of spec core
 * §4). It is `aria-disabled`, not `disabled`, so it stays in the tab order: a keyboard user reaches
 * it, and the tooltip shows on focus as on hover; assistive tech reads the reason through
 * aria-describedby. Escape hides the tooltip until focus leaves (WCAG 1.4.13, dismissible).
 */
export function UnavailableButton({ reason, variant, size, children }: UnavailableButtonProps) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={styles.wrap} data-dismissed={dismissed || undefined}>
      <Button
        variant={variant}
        size={size}
        aria-disabled="true"
        aria-describedby={id}
        onClick={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDismissed(true);
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      >
        {children}
      </Button>
      <span id={id} role="tooltip" className={styles.tooltip}>
        {reason}
      </span>
    </span>
  );
}
