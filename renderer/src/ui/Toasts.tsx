import { useTranslation } from 'react-i18next';
import { useToasts } from './toastStore';
import styles from './Toasts.module.css';

/** Renders the global toasts; errors are announced assertively, others politely. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`${styles.toast} ${styles[item.kind]}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${item.kind}`}
        >
          <span className={styles.message}>{item.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('toast.dismiss')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
