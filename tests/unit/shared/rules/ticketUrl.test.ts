import { describe, expect, it } from 'vitest';
import { parseTicketUrl, parseTypedTicketNumber, ticketUrl } from '@shared/rules/ticketUrl';

describe('parseTicketUrl (DECISIONS 15)', () => {
  it.each([
    ['https://lanyard.example/tickets/T-000123', 'T-000123'],
    ['http://127.0.0.1:18200/tickets/T-000010', 'T-000010'],
    ['HTTPS://LANYARD.EXAMPLE/tickets/T-1', 'T-1'],
    ['https://host/app/v2/tickets/T-000123', 'T-000123'],
    ['https://host/tickets/T-000123/', 'T-000123'],
    ['https://host/tickets/T-000123?utm=kiosk', 'T-000123'],
    ['https://host/tickets/T-000123#badge', 'T-000123'],
    ['https://host/tickets/T-000123/extra', 'T-000123'],
    ['https://host//tickets//T-000123', 'T-000123'],
    ['https://host/tickets/T%20000%2F123', 'T 000/123'],
    ['https://host/tickets/%C3%96-42', 'Ö-42'],
    ['  https://host/tickets/T-000123\n', 'T-000123'],
  ])('reads %s as ticket %s', (text, ticketId) => {
    expect(parseTicketUrl(text)).toBe(ticketId);
  });

  it.each([
    ['a bare ticket id', 'T-000123'],
    ['plain text', 'hello world'],
    ['an empty string', ''],
    ['a URL without the tickets segment', 'https://host/ticket/T-000123'],
    ['a segment that only contains tickets', 'https://host/mytickets/T-000123'],
    ['tickets in the query', 'https://host/?tickets=T-000123'],
    ['tickets in the hash', 'https://host/#/tickets/T-000123'],
    ['tickets as the last segment', 'https://host/tickets'],
    ['tickets with a trailing slash only', 'https://host/tickets/'],
    ['an ftp URL', 'ftp://host/tickets/T-000123'],
    ['a custom scheme', 'lanyard://tickets/T-000123'],
    ['a javascript URL', 'javascript:alert(1)//tickets/T-1'],
    ['a data URL', 'data:text/plain,/tickets/T-1'],
    ['a scheme-less host', 'host/tickets/T-000123'],
    ['a broken URL', 'https://'],
    ['a broken escape', 'https://host/tickets/%E0%A4%A'],
    ['an id that is blank once decoded', 'https://host/tickets/%20'],
    ['a vCard', 'BEGIN:VCARD\nFN:Ada\nEND:VCARD'],
  ])('refuses %s', (_, text) => {
    expect(parseTicketUrl(text)).toBeNull();
  });
});

describe('parseTypedTicketNumber', () => {
  it.each(['T-000123', 't-1', 'ABC_12.3', ' T-000010 '])('accepts %s', (text) => {
    expect(parseTypedTicketNumber(text)).toBe(text.trim());
  });

  it.each(['', 'T 000123', 'https://host/tickets/T-1', '-T1', 'T/1', 'x'.repeat(101), 'T#1'])(
    'refuses %j',
    (text) => {
      expect(parseTypedTicketNumber(text)).toBeNull();
    },
  );
});

describe('ticketUrl', () => {
  it('puts the ticket secret after /tickets/ on the base, which parseTicketUrl reads back', () => {
    const url = ticketUrl('https://lanyard.example/', '7KQ2M9XW4R8T5N3HPA6C');
    expect(url).toBe('https://lanyard.example/tickets/7KQ2M9XW4R8T5N3HPA6C');
    expect(parseTicketUrl(url)).toBe('7KQ2M9XW4R8T5N3HPA6C');
  });

  it('percent-encodes what a URL path cannot hold', () => {
    expect(parseTicketUrl(ticketUrl('http://host', 'a/b c'))).toBe('a/b c');
  });
});
