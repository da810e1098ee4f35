import { useTranslation } from 'react-i18next';
import type { SearchSnippet } from '@shared/rules/searchSnippet';
import styles from './SearchReason.module.css';

/** Snippet fields a card shows, by the profile's label for them. */
type HiddenField = Extract<SearchSnippet['field'], 'offer' | 'seek' | 'biography'>;

/**
 * Why a person matched the directory's text search when the card shows nothing of it: the field
 * ("Looking for") and the words around the hit, the hit marked (cardView.ts searchReason).
 */
export function SearchReason({ snippet }: { snippet: SearchSnippet }) {
  const { t } = useTranslation();
  const field = t(`networking.profile.${snippet.field as HiddenField}`);
  return (
    <p className={styles.snippet} data-testid="search-reason">
      <span className={styles.field}>{field}: </span>
      {snippet.before}
      {snippet.match && <mark className={styles.hit}>{snippet.match}</mark>}
      {snippet.after}
    </p>
  );
}
