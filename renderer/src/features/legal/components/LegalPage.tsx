import { useTranslation } from 'react-i18next';
import styles from './LegalLayout.module.css';

export interface LegalPageProps {
  page: 'privacy' | 'terms' | 'cookies';
}

/** Section keys of each page in the catalogues (legal.{page}.sections.{key}.title / .text). */
const SECTIONS: Record<LegalPageProps['page'], string[]> = {
  privacy: ['what', 'why', 'sharing', 'rights'],
  terms: ['service', 'account', 'conduct', 'liability'],
  cookies: ['what', 'which', 'choice'],
};

export function LegalPage({ page }: LegalPageProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.article}>
      <h1>{t(`legal.${page}.title`)}</h1>
      <p className={styles.updated}>{t('legal.updated')}</p>
      <p>{t(`legal.${page}.intro`)}</p>
      {SECTIONS[page].map((key) => (
        <section key={key}>
          <h2>{t(`legal.${page}.sections.${key}.title`)}</h2>
          <p>{t(`legal.${page}.sections.${key}.text`)}</p>
        </section>
      ))}
    </article>
  );
}
