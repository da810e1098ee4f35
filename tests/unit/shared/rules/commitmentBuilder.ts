import type { Commitment } from '@shared/rules/commitments';
import { span } from './instants';

/** A commitment of one kind between two offset-carrying ISO instants. */
export function commitment(
  kind: Commitment['kind'],
  id: string,
  start: string,
  end: string,
  blocking?: boolean,
): Commitment {
  return { id, kind, ...span(start, end), ...(blocking === undefined ? {} : { blocking }) };
}
