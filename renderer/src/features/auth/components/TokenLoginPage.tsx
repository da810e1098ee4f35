import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../store';
import styles from './AuthCard.module.css';

/**
 * /token-login?token=…&fb-token=… (spec core §2): a native shell hands over an app token. The
 * token counts only once the profile loads with it. The result text is a fixed machine-readable
 * string, so it is not translated.
 *
 * fb-token is accepted and deliberately not read: the realtime socket (api/live.ts) authenticates
 * with the app token, so no second token is needed.
 */
export function TokenLoginPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signInWithToken = useSession((s) => s.signInWithToken);
  const status = useSession((s) => s.status);
  const [result, setResult] = useState<boolean | null>(null);

  useEffect(() => {
    let cancelled = false;
    if (!token) return;
    void signInWithToken({ token, refreshToken: '', username: '' }).then((ok) => {
      if (!cancelled) setResult(ok);
    });
    return () => {
      cancelled = true;
    };
  }, [token, signInWithToken]);

  const loggedIn = token ? result : status === 'loading' ? null : status === 'loggedIn';
  if (loggedIn === null) return null;
  return (
    <main className={styles.result} data-testid="token-login-result">
      Logged in: {loggedIn ? 'true' : 'false'}
    </main>
  );
}
