/*
 * The one rule for a web address a person types (a profile's website and social links, a shared
 * contact's website; next booth and announcement links): http or https only, stored in one normal
 * form. Every request schema that takes such an address uses it (shared/schemas/common.ts
 * `webAddress`), and what is written out from stored data (a vCard, an href) passes it again, so an
 * address stored before the rule never leaves with another scheme.
 */

/** A scheme at the start ("javascript:", "https:"), but not a host with a port ("example.com:8080"). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i;

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL's text without the lone "/" path that URL adds to a bare host ("https://example.com"). */
export const withoutRootSlash = (url: URL): string =>
  `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`;

/**
 * Reads a web address as typed. A missing scheme becomes https (spec networking §5's "http prefix";
 * every site worth linking answers https, and an http site redirects). Only http and https are
 * accepted: javascript:, data:, vbscript:, mailto: and any other scheme are refused, as are
 * addresses with credentials and hosts without a dot (a link meant for other people is never
 * "localhost"). The host is lower-cased; an http address keeps its http.
 */
export const parseWebUrl = (typed: string): URL | null => {
  const trimmed = typed.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(scheme === undefined ? `https://${trimmed.replace(/^\/\//, '')}` : trimmed);
  } catch {
    return null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || url.username !== '' || url.password !== '') return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) || url.hostname.endsWith('.')) return null;
  return url;
};

/** A website: "example.com" → "https://example.com", "HTTP://Example.com/a" → "http://example.com/a"; null when refused. */
export function normalizeWebsite(typed: string | null | undefined): string | null {
  const url = typed == null ? null : parseWebUrl(typed);
  return url === null ? null : withoutRootSlash(url);
}
