import { describe, expect, it } from 'vitest';
import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { buildCalendar, parseIcs } from '@shared/rules/ics';
import { markdownToText } from '@shared/rules/markdownText';
import type { AgendaRow } from '@shared/schemas/sessions';
import { aSession, occurrence } from '../../renderer/features/sessions/builders';

/** Session descriptions are markdown; the calendar export shows them as plain text. */

describe('markdown as plain text', () => {
  it.each([
    ['emphasis and code', 'A **bold** and _quiet_ `npm test` talk.', 'A bold and quiet npm test talk.'],
    [
      'a heading and paragraphs',
      '## Agenda\n\nFirst part.\nSame paragraph.',
      'Agenda\n\nFirst part.\nSame paragraph.',
    ],
    [
      'a link keeps its address',
      'See [the slides](https://example.org/s).',
      'See the slides (https://example.org/s).',
    ],
    [
      'a bare address once',
      'Slides: https://example.org/s and <https://example.org/t>',
      'Slides: https://example.org/s and https://example.org/t',
    ],
    ['a mail link as the address', '[Write us](mailto:team@example.org)', 'Write us (team@example.org)'],
    [
      'entities decoded, tags kept as text',
      'Q&amp;A <b>live</b> \\*not emphasis\\*',
      'Q&A <b>live</b> *not emphasis*',
    ],
    [
      'a bullet list',
      'Bring:\n\n- a **laptop**\n- charger\n\nThanks.',
      'Bring:\n\n- a laptop\n- charger\n\nThanks.',
    ],
    ['an ordered list from 3', '3. three\n4. four', '3. three\n4. four'],
    ['a nested list', '- outer\n  - inner', '- outer\n  - inner'],
    ['a quote and a rule', '> Quoted **words**\n\n---\n\nAfter.', 'Quoted words\n\nAfter.'],
    ['a code block as written', '```\nconst x = 1;\n```', 'const x = 1;'],
    [
      'a table, a row a line',
      '| Time | Talk |\n| --- | --- |\n| 10:00 | **Keynote** |',
      'Time | Talk\n\n10:00 | Keynote',
    ],
    ['an image as its alt text', '![The stage](https://example.org/p.png)', 'The stage'],
    ['nothing', '', ''],
  ])('%s', (_, source, text) => {
    expect(markdownToText(source)).toBe(text);
  });
});

describe('the calendar export of an agenda', () => {
  it('writes the session description as plain text, no markdown in DESCRIPTION', () => {
    const session = aSession({
      id: 's1',
      name: 'Opening keynote',
      description: 'Welcome to **Bosphorus**: see [the map](https://example.org/map).',
      occurrences: [occurrence('o1', '2026-03-10T07:00:00Z', '2026-03-10T08:00:00Z')],
    });
    const row: AgendaRow = {
      kind: 'session',
      key: 's1:o1',
      sessionId: 's1',
      occurrenceId: 'o1',
      startsAt: session.occurrences[0]!.startsAt,
      endsAt: session.occurrences[0]!.endsAt,
      state: 'joined',
      role: 'attendee',
      session,
    };
    const [event] = agendaCalendarEvents([row], 'Bosphorus Tech Summit');
    expect(event?.description).toBe(
      'Bosphorus Tech Summit\n\nWelcome to Bosphorus: see the map (https://example.org/map).',
    );
    const ics = buildCalendar({ name: 'Bosphorus Tech Summit', events: [event!], now: 0 });
    const description = parseIcs(ics).events[0]?.DESCRIPTION ?? '';
    expect(description).toBe(event!.description);
  });
});
