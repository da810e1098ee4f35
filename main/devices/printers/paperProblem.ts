/** 'media-empty-error' → 'media-empty': a printer-state-reason without its severity suffix. */
export function baseReason(reason: string): string {
  return reason.replace(/-(error|warning|report)$/, '');
}

/**
 * The paper problem printer-state-reasons name, as a printer error's code: out of paper
 * (media-empty, media-needed) or jammed (media-jam); null for neither. IPP printers, ESC/POS status
 * bytes (decoded into IPP's words) and the print queue's status check all read reasons this way.
 */
export function paperProblem(reasons: readonly string[]): 'media-empty' | 'media-jam' | null {
  const bases = reasons.map(baseReason);
  if (bases.includes('media-empty') || bases.includes('media-needed')) return 'media-empty';
  if (bases.includes('media-jam')) return 'media-jam';
  return null;
}
