import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export interface AlertProps {
  kind?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** An inline message inside a form or page. Errors are announced at once. */
export function Alert({ kind = 'error', children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
