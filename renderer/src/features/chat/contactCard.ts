import { normalizeWebsite } from '@shared/rules/webAddress';
import type { ChatContactCard } from '@shared/schemas/chat';
import type { OwnProfile } from '@shared/schemas/participants';

/** The fields of a shared contact, in the order the share dialog asks them (spec §3 contact). */
export const CONTACT_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'company',
  'jobTitle',
  'website',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What Share contact starts from: my profile in the room's event, a field I left empty as ''. */
export const contactFromProfile = (profile: OwnProfile | undefined): Record<ContactField, string> => ({
  name: profile?.name ?? '',
  surname: profile?.surname ?? '',
  email: profile?.email ?? '',
  phone: profile?.phone ?? '',
  company: profile?.company ?? '',
  jobTitle: profile?.jobTitle ?? '',
  website: profile?.website ?? '',
});

/** Issue 12: a shared contact can be saved only when it has a name and an e-mail. */
export const maySaveContact = (card: ChatContactCard): boolean =>
  card.name.trim() !== '' && card.email.trim() !== '';

/** Issue 12: the phone as saved, plus signs stripped. */
export const savedPhone = (phone: string): string => phone.replaceAll('+', '');

/**
 * The card's website as shown and saved: a web address by the one rule (shared/rules/webAddress.ts),
 * '' for anything else — a card stored before the server checked it may hold another scheme.
 */
export const contactWebsite = (card: Pick<ChatContactCard, 'website'>): string =>
  normalizeWebsite(card.website) ?? '';

/** vCard 3.0 escapes backslashes, commas, semicolons and line breaks in a value (RFC 2426 §4). */
const escape = (value: string) => value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** The card as a vCard 3.0 file's text: only the fields it has, and a website only as a web address. */
export function contactVCard(card: ChatContactCard): string {
  const website = contactWebsite(card);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escape(card.surname)};${escape(card.name)};;;`,
    `FN:${escape([card.name, card.surname].filter(Boolean).join(' '))}`,
    card.company && `ORG:${escape(card.company)}`,
    card.jobTitle && `TITLE:${escape(card.jobTitle)}`,
    card.email && `EMAIL:${escape(card.email)}`,
    card.phone && `TEL:${escape(savedPhone(card.phone))}`,
    website && `URL:${escape(website)}`,
    'END:VCARD',
  ];
  return `${lines.filter(Boolean).join('\r\n')}\r\n`;
}
