/*
 * The links of a participant profile (spec networking §5: "Websites get an http prefix when
 * missing; social links are completed into full URLs by network"; §3: "video URL (YouTube or
 * Vimeo)"). Each function answers the link as it is stored, or null when the text is not a link it
 * accepts. The profile schema's transforms call them, so the server stores the same form the form
 * shows. What a web address is at all is shared/rules/webAddress.ts's one rule.
 */

import { parseWebUrl, withoutRootSlash } from './webAddress';

export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'facebook', 'twitter'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

interface NetworkRule {
  /** Host of the stored link. */
  home: string;
  /** Hosts whose links are taken as this network's (lower case, without "www."). */
  hosts: readonly string[];
  /** Path of a bare handle's profile ("{handle}" is replaced). */
  profilePath: string;
  /** What the network allows in a handle. */
  handle: RegExp;
}

/**
 * The networks the profile links to (spec §3 "some"). A bare handle ("@ada", "ada", anything
 * without a "/" that the network allows as a name, so "ada.lovelace" is a handle) becomes the
 * profile page on the network's main host; a link to one of the network's hosts, with or without a
 * scheme, is kept with its path and query, moved to the main host and https, without its fragment
 * and trailing slash. Links to another host, or to a network's home page only, are refused.
 * Twitter links are stored on x.com, where twitter.com redirects.
 */
const NETWORKS: Record<SocialNetwork, NetworkRule> = {
  instagram: {
    home: 'www.instagram.com',
    hosts: ['instagram.com', 'instagr.am'],
    profilePath: '/{handle}',
    handle: /^[A-Za-z0-9._]{1,30}$/,
  },
  linkedin: {
    home: 'www.linkedin.com',
    hosts: ['linkedin.com'],
    profilePath: '/in/{handle}',
    handle: /^[A-Za-z0-9-]{3,100}$/,
  },
  facebook: {
    home: 'www.facebook.com',
    hosts: ['facebook.com', 'm.facebook.com', 'fb.com'],
    profilePath: '/{handle}',
    handle: /^[A-Za-z0-9.]{5,50}$/,
  },
  twitter: {
    home: 'x.com',
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com'],
    profilePath: '/{handle}',
    handle: /^[A-Za-z0-9_]{1,15}$/,
  },
};

/** Country subdomains ("de.linkedin.com") count as the network's own. */
const isNetworkHost = (hostname: string, rule: NetworkRule): boolean => {
  const host = hostname.replace(/^www\./, '');
  return rule.hosts.some((h) => host === h || host.endsWith(`.${h}`));
};

/** A social link as typed (handle, "@handle" or link) → the stored https link, or null. */
export function normalizeSocialLink(network: SocialNetwork, typed: string): string | null {
  const rule = NETWORKS[network];
  const trimmed = typed.trim();
  const handle = trimmed.replace(/^@/, '');
  if (rule.handle.test(handle)) {
    return `https://${rule.home}${rule.profilePath.replace('{handle}', handle)}`;
  }
  const url = parseWebUrl(trimmed);
  if (url === null || !isNetworkHost(url.hostname, rule)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '') return null;
  return `https://${rule.home}${path}${url.search}`;
}

/** YouTube and Vimeo hosts (spec §3: "video URL (YouTube or Vimeo)"), without "www.". */
const VIDEO_HOSTS = [
  'youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'player.vimeo.com',
];

/**
 * A video link: a web address (normalised as a website) on YouTube or Vimeo that points at
 * something (a path or a query, not the bare home page); anything else is refused.
 */
export function normalizeVideoUrl(typed: string): string | null {
  const url = parseWebUrl(typed);
  if (url === null || !VIDEO_HOSTS.includes(url.hostname.replace(/^www\./, ''))) return null;
  if (url.pathname === '/' && url.search === '') return null;
  return withoutRootSlash(url);
}
