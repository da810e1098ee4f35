import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/errorMessage';
import { Checkbox } from '../../../ui/Checkbox';
import { toast } from '../../../ui/toastStore';
import { putSettings, settingsQuery } from '../api';
import { chatKeys } from '../roomsQuery';
import styles from './ChatPage.module.css';

/**
 * Read receipts, a privacy choice of mine (issue 12; docs/chat.md): off, the others see single
 * ticks on what I have read; I still see theirs. Shown below my rooms on /chat.
 */
export function ReadReceipts() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const settings = useQuery(settingsQuery());
  // The box shows the choice at once; a refused save puts the saved one back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const update = useMutation({
    mutationFn: putSettings,
    onSuccess: (saved) => client.setQueryData(chatKeys.settings(), saved),
    onError: (err) => toast.error(errorText(err, t)),
    onSettled: () => setChosen(null),
  });
  if (!settings.data) return null;
  return (
    <div className={styles.receipts}>
      <Checkbox
        label={t('chat.readReceipts.label')}
        checked={chosen ?? settings.data.readReceipts}
        disabled={update.isPending}
        onChange={(e) => {
          setChosen(e.target.checked);
          update.mutate(e.target.checked);
        }}
        data-testid="chat-read-receipts"
      />
      <p className={styles.hint}>{t('chat.readReceipts.hint')}</p>
    </div>
  );
}
