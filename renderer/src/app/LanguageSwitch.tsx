import { useTranslation } from 'react-i18next';
import { storage } from '@platform/storage';
import { errorText } from '../api/errorMessage';
import { useSession, useStoreUiSettings } from '../features/auth';
import { LANGUAGE_STORAGE_KEY } from '../i18n';
import { isLanguage, LANGUAGE_LABELS, LANGUAGES } from '../i18n/languages';
import { toast } from '../ui/toastStore';
import styles from './shell/Footer.module.css';

/**
 * The language switch. Its name is in the page's language like every other label; a reader who
 * landed in a language they cannot read still finds it by its options, each written in its own
 * language (English, Türkçe, Русский, Español).
 */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  const status = useSession((s) => s.status);
  const save = useStoreUiSettings();

  const change = async (value: string) => {
    if (!isLanguage(value)) return;
    storage.set(LANGUAGE_STORAGE_KEY, value);
    await i18n.changeLanguage(value);
    if (status !== 'loggedIn') return;
    save.mutate({ language: value }, { onError: (err) => toast.error(errorText(err, t)) });
  };

  return (
    <select
      className={styles.language}
      aria-label={t('footer.language')}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(e) => void change(e.target.value)}
    >
      {LANGUAGES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_LABELS[lng]}
        </option>
      ))}
    </select>
  );
}
