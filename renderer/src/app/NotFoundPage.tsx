import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/Button';
import styles from './StatusPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/event/list">{t('notFound.toList')}</ButtonLink>
      </div>
    </div>
  );
}
