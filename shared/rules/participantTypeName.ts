/**
 * A participant type's name in the reader's language (spec core §3: texts per language code):
 * the language's text, else English, else the first text there is; the id when there is none.
 */
export function participantTypeName(
  type: { id: string; texts: Readonly<Record<string, string>> },
  language: string,
): string {
  const base = language.split('-')[0] ?? language;
  return (
    type.texts[language] ?? type.texts[base] ?? type.texts['en'] ?? Object.values(type.texts)[0] ?? type.id
  );
}
