import type { Agenda } from '@shared/schemas/sessions';
import type { EachSession } from '../sessions';

/** The sessions of my agenda's session rows (off-time rows have none). */
export const sessionsInAgenda: EachSession<Agenda> = (agenda, change) => ({
  ...agenda,
  rows: agenda.rows.map((row) => (row.kind === 'session' ? { ...row, session: change(row.session) } : row)),
});
