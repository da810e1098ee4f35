import type { BadgeValues } from '@shared/schemas/badge';

/** A made-up attendee for previews when no ticket is chosen (every placeholder has a value). */
export const SAMPLE_VALUES: BadgeValues = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  FullName: 'Ada Lovelace',
  Email: 'ada@example.com',
  WebSite: 'example.com',
  Phone: '+90 212 555 01 01',
  Company: 'Analytical Engines',
  JobTitle: 'Mathematician',
  ParticipantType: 'Speaker',
  TicketType: 'Full pass',
  TicketId: 'T-000000',
  City: 'İstanbul',
};

/** A DECISIONS 15 ticket URL, with a made-up secret, for the sample attendee (it opens nothing). */
export const SAMPLE_TICKET_URL = 'https://lanyard.example/tickets/7KQ2M9XW4R8T5N3HPA6C';
