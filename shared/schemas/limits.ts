/**
 * The most a client may send (docs/api.md "Limits"). Every string of every request schema has a
 * maximum length (tests/server/http/fuzz.test.ts checks the route table for it); these are the
 * shared ones.
 */
export const MAX_LENGTH = {
  /** Ids of rows: sessions, occurrences, participants, tickets, areas, templates, printers, jobs. */
  id: 100,
  /** A person's name or surname. */
  personName: 100,
  /** The name of a thing: an area, a badge template. */
  name: 120,
  /** Search text. */
  query: 200,
  /** A short free text: an area's info line, a print failure, a printer's name. */
  shortText: 500,
  /** RFC 5321: an address is at most 254 characters. */
  email: 254,
  /** The user pool's limit (Cognito: 256). */
  password: 256,
  /** Identity and app tokens (JWTs) and refresh tokens. */
  token: 4096,
  /** IANA zone names are far shorter; 64 leaves room. */
  timezone: 64,
  /** E.164 numbers with their formatting. */
  phone: 32,
  /** A property name in a badge template's objects (fabric's are camelCase words). */
  templateKey: 64,
  /** A page cursor the server made (search2's `after`: its last row's sort values, base64url). */
  cursor: 1024,
  /** A web address: a website, a social or video link (browsers handle about 2,000 characters). */
  url: 2048,
  /** A profile's longer texts: offer, seek, biography. */
  longText: 5000,
} as const;

/**
 * JSON nesting a request may have: our deepest contract (a badge template's polygon points) needs
 * five levels. Deeper input is refused before any code walks it recursively.
 */
export const MAX_JSON_DEPTH = 32;

/** Items of a list a client sends (an area's admitted participant types). */
export const MAX_LIST_ITEMS = 200;

/** Objects of a badge template; the demo badge has 14. */
export const MAX_TEMPLATE_OBJECTS = 500;

/** Participants per directory page (spec §9: 60, the initial page and each next one). */
export const PARTICIPANT_PAGE_SIZE = 60;

/** The most participants one search2 page may ask for. */
export const MAX_PARTICIPANT_PAGE = 200;
