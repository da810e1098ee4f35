import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { windows } from '@platform/windows';
import { APP_VERSION, appUrl, FEEDBACK_EMAIL } from '../config';
import { Button } from '../ui/Button';
import styles from './StatusPage.module.css';

interface CrashDetails {
  message: string;
  trace: string;
}

function describe(error: unknown): CrashDetails {
  if (isRouteErrorResponse(error)) return { message: `${error.status} ${error.statusText}`, trace: '' };
  if (error instanceof Error) return { message: error.message, trace: error.stack ?? '' };
  return { message: String(error), trace: '' };
}

/**
 * The crash fallback (spec core §2): message and trace, then go to the event list, reload, or
 * send feedback. Navigation is a full page load: the state that crashed is not reused.
 */
function CrashView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { message, trace } = describe(error);
  const feedback = () => {
    const body = `${message}\n\n${window.location.href}\nLanyard ${APP_VERSION}\n${navigator.userAgent}\n\n${trace}`;
    const url = `mailto:${FEEDBACK_EMAIL}?subject=${encodeURIComponent(`Lanyard crash: ${message}`.slice(0, 120))}&body=${encodeURIComponent(body.slice(0, 1800))}`;
    windows.openExternal(url);
  };
  return (
    <main className={styles.page} role="alert">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.text')}</p>
      <p className={styles.message} data-testid="crash-message">
        {message}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.assign(appUrl('/event/list'))}>{t('crash.toList')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
        <Button variant="secondary" onClick={feedback}>
          {t('crash.feedback')}
        </Button>
      </div>
      {trace && (
        <details className={styles.details} open>
          <summary>{t('crash.trace')}</summary>
          <pre className={styles.trace}>{trace}</pre>
        </details>
      )}
    </main>
  );
}

/** errorElement of the root route. */
export function RouteCrashPage() {
  return <CrashView error={useRouteError()} />;
}

/** Catches what happens outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashView error={this.state.error} /> : this.props.children;
  }
}
