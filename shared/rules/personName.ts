/** A person's name as people read it: first name and surname, either of which may be empty. */
export function fullName(person: { name: string; surname?: string | null }): string {
  return `${person.name} ${person.surname ?? ''}`.trim();
}
