import type { DigestTemplate } from '@shared/schemas/badge';

/** The badge a ticket prints, as GET /v1/event/badge/digest answers it: the default template and its values. */
export function aBadgeDigest(options: {
  eventId: string;
  ticketId: string;
  name?: string;
  surname: string;
  version?: number;
  printed?: boolean;
  values?: Partial<DigestTemplate['values']>;
}): DigestTemplate {
  const { eventId, ticketId, name = 'Ada', surname, version = 1, printed = false } = options;
  return {
    template: {
      id: 'badge1',
      eventId,
      type: 'badge',
      name: 'Default badge',
      widthMm: 90,
      heightMm: 120,
      template: { objects: [] },
      version,
      isDefault: true,
    },
    values: {
      FirstName: name,
      LastName: surname,
      FullName: `${name} ${surname}`,
      Email: '',
      WebSite: '',
      Phone: '',
      Company: '',
      JobTitle: '',
      ParticipantType: 'Attendee',
      TicketType: 'Standard',
      TicketId: ticketId,
      City: '',
      ...options.values,
    },
    ticketUrl: `https://lanyard.example/tickets/${ticketId}`,
    printed,
  };
}
