import { useEffect } from 'react';
import { storage } from '@platform/storage';
import { followTopic } from '../api/live';
import { useSession } from '../features/auth';
import { i18n, LANGUAGE_STORAGE_KEY } from '../i18n';
import { isLanguage } from '../i18n/languages';

/**
 * Follows the signed-in user's ui/{userId} topic, so a language chosen on another device or tab
 * applies here too. The value equal to the current language is a no-op, so our own change
 * echoing back does nothing.
 */
export function useUiSettingsSync(): void {
  const userId = useSession((s) => (s.status === 'loggedIn' ? s.profile?.id : undefined));
  useEffect(() => {
    if (!userId) return;
    return followTopic('ui', { userId }, ({ language }) => {
      if (isLanguage(language) && language !== i18n.language) {
        storage.set(LANGUAGE_STORAGE_KEY, language);
        void i18n.changeLanguage(language);
      }
    });
  }, [userId]);
}
