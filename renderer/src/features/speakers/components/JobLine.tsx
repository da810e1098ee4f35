import { useTranslation } from 'react-i18next';
import { jobLineParts } from '@shared/rules/speakers';

/** 'Job title at company', whichever of the two there is, or 'No Info' (spec networking §2). */
export function JobLine({ person }: { person: { jobTitle: string | null; company: string | null } }) {
  const { t } = useTranslation();
  const { jobTitle, company } = jobLineParts(person);
  if (jobTitle && company) return t('speakers.jobAt', { jobTitle, company });
  return jobTitle ?? company ?? t('speakers.noInfo');
}
