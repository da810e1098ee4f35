/**
 * A field's accessible description as a screen reader says it after the label: the text of the
 * elements its aria-describedby names (Playwright's toHaveAccessibleDescription, for happy-dom).
 */
export function accessibleDescription(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id && document.getElementById(id)?.textContent) || '')
    .filter(Boolean)
    .join(' ');
}
