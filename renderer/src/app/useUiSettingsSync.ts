import { useEffect } from 'react';
import { storage } from '@platform/storage';
import { topicPath } from '@shared/live/topics';
import { uiSettings } from '@shared/schemas/user';
import { live } from '../api/live';
import { useSession } from '../features/auth/store';
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
    return live.subscribe(topicPath('ui', { userId }), (event) => {
      if (event.type !== 'snapshot' && event.type !== 'value') return;
      const parsed = uiSettings.safeParse(event.value);
      const language = parsed.success ? parsed.data.language : undefined;
      if (isLanguage(language) && language !== i18n.language) {
        storage.set(LANGUAGE_STORAGE_KEY, language);
        void i18n.changeLanguage(language);
      }
    });
  }, [userId]);
}
