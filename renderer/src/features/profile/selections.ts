/** A choice refused because the list is full: how many are chosen and the most allowed. */
export interface SelectionRefused {
  count: number;
  max: number;
}

/**
 * Toggles one option of a multiple choice limited to `max` (a category question's
 * maxSelectableOptionCount, industries and values' 8; none: no limit). Taking one away always
 * works; adding one to a full list is refused with the counts its message needs ("You already
 * added {count} options…", spec §5), and the list stays as it was.
 */
export function toggleSelection(
  selected: readonly string[],
  option: string,
  max: number | null | undefined,
): { selected: string[]; refused: SelectionRefused | null } {
  if (selected.includes(option)) return { selected: selected.filter((s) => s !== option), refused: null };
  if (max && selected.length >= max) {
    return { selected: [...selected], refused: { count: selected.length, max } };
  }
  return { selected: [...selected, option], refused: null };
}

/**
 * Adds a typed entry to a free list (industries, technologies, values): trimmed, once whatever its
 * case, refused when the list is full. Blank text adds nothing.
 */
export function addEntry(
  list: readonly string[],
  typed: string,
  max: number | null | undefined,
): { list: string[]; refused: SelectionRefused | null } {
  const entry = typed.trim();
  const folded = entry.toLocaleLowerCase();
  if (entry === '' || list.some((e) => e.toLocaleLowerCase() === folded))
    return { list: [...list], refused: null };
  if (max && list.length >= max) return { list: [...list], refused: { count: list.length, max } };
  return { list: [...list, entry], refused: null };
}
