/** One message for a field: its i18n key and the values it names ({{max}}, {{count}}). */
interface FieldError {
  key: string;
  params?: Record<string, unknown>;
}

/** Field paths as the form names them: 'name', 'some.instagram', 'categories.2.selectedCategoryIds'. */
export type FieldErrors = Partial<Record<string, FieldError>>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  params?: Record<string, unknown>;
}

/**
 * A failed validation of the profile body (participantProfileBodyFor) as one message per field,
 * the first one found; the schema's messages are i18n keys (spec §5 texts in the locales).
 */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message, params } of issues) {
    const at = path.map(String).join('.');
    errors[at] ??= params ? { key: message, params } : { key: message };
  }
  return errors;
}

/**
 * The schema names a category answer by its place in the body ('categories.2.selectedCategoryIds');
 * the form shows it under its question: 'categories.<categoryId>'.
 */
export function byQuestion(errors: FieldErrors, answers: readonly { categoryId: string }[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => {
      const index = /^categories\.(\d+)\./.exec(path)?.[1];
      const answer = index === undefined ? undefined : answers[Number(index)];
      return [answer ? `categories.${answer.categoryId}` : path, error];
    }),
  );
}
