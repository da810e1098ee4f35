import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicUrl } from '../../config';
import styles from './BrandLink.module.css';

export interface BrandLinkProps {
  to: string;
  /** Lets the collapsed side menu hide the name and keep the logo. */
  labelClassName?: string;
}

/** The Lanyard logo and name at the top of the signed-in and public shells. */
export function BrandLink({ to, labelClassName }: BrandLinkProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.brand}>
      <img src={publicUrl('favicon.svg')} alt="" />
      <span className={labelClassName}>{t('app.name')}</span>
    </Link>
  );
}
