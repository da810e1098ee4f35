import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText, type ErrorMessage } from '../../../api/errorMessage';
import { toast } from '../../../ui/toastStore';

/**
 * Shows a failure once: under its field, highlighted and focused, when the form has that field;
 * otherwise as a toast. Never both (a failure shown inline and again as a toast is read twice).
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): (message: ErrorMessage) => void {
  const { t } = useTranslation();
  return useCallback(
    (message: ErrorMessage) => {
      const text = messageText(message, t);
      const field = fields.find((f) => f === message.field);
      if (field) setError(field, { message: text }, { shouldFocus: true });
      else toast.error(text);
    },
    // The field list is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setError, t],
  );
}
