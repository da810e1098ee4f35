import type { InfiniteData } from '@tanstack/react-query';
import type {
  AttendeeList,
  MyTags,
  ParticipantCard,
  ParticipantMatch,
  ParticipantSearchResult,
  ParticipantTag,
} from '@shared/schemas/participants';
import type { PublicProfile } from '@shared/schemas/user';
import { listShows } from '@shared/rules/attendeeLists';

/** What the directory asks search2 for (the search box, the tab and "Here now"). */
export interface DirectoryFilters {
  query: string;
  list: AttendeeList;
  hereNow: boolean;
}

export const NO_FILTERS: DirectoryFilters = { query: '', list: 'all', hereNow: false };

/** The pages of one directory list as the query cache holds them. */
export type DirectoryPages = InfiniteData<ParticipantSearchResult, string | null>;

/** A person in the directory with why they rank where they do (absent when the server sent no match). */
export interface Attendee {
  card: ParticipantCard;
  match: ParticipantMatch | undefined;
}

/**
 * The loaded pages as one list, each card with its match (paired by participantId, whatever the
 * order). A person is listed once even if pages overlap, so the list's keys stay unique.
 */
export function attendeesOf(pages: readonly ParticipantSearchResult[]): Attendee[] {
  const seen = new Set<string>();
  const out: Attendee[] = [];
  for (const page of pages) {
    const matches = new Map(page.matches.map((m) => [m.participantId, m]));
    for (const card of page.results) {
      if (seen.has(card.id)) continue;
      seen.add(card.id);
      out.push({ card, match: matches.get(card.id) });
    }
  }
  return out;
}

/**
 * What one list shows of its loaded pages: the people it holds by their tag as the cache has it
 * (shared/rules/attendeeLists.ts), so a tag set on screen moves the person out of a list that no
 * longer holds them at once (ignored in All, un-ignored in Ignored, un-favourited in Favourites),
 * and the count with them: the server counted every loaded card on the first page. Someone tagged
 * into this list comes with its next answer.
 */
export function directoryList(
  pages: readonly ParticipantSearchResult[],
  list: AttendeeList,
): { attendees: Attendee[]; total: number | null } {
  const everyone = attendeesOf(pages);
  const attendees = everyone.filter((a) => listShows(list, tagOf(a.card)));
  const total = pages[0]?.props.total ?? null;
  return { attendees, total: total === null ? null : total - (everyone.length - attendees.length) };
}

/** The viewer's tag on a card (one at a time: a favourite is not ignored). */
export const tagOf = (card: Pick<ParticipantCard, 'fav' | 'ignored'>): ParticipantTag | null =>
  card.fav ? 'fav' : card.ignored ? 'ignored' : null;

/** The card as it is once the viewer's tag is set (null clears it). */
export const withTag = (card: ParticipantCard, tag: ParticipantTag | null): ParticipantCard => ({
  ...card,
  fav: tag === 'fav',
  ignored: tag === 'ignored',
});

/** Applies `change` to one participant's card in cached pages; the same object when they are not there. */
function mapCard(
  data: DirectoryPages | undefined,
  matches: (card: ParticipantCard) => boolean,
  change: (card: ParticipantCard) => ParticipantCard,
): DirectoryPages | undefined {
  if (!data || !data.pages.some((page) => page.results.some(matches))) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.results.some(matches)
        ? { ...page, results: page.results.map((card) => (matches(card) ? change(card) : card)) }
        : page,
    ),
  };
}

/**
 * Cached pages with the viewer's new tag on one person. The card stays in the cache (a profile
 * open over the list keeps reading it, and a refused change puts the tag back); directoryList
 * leaves it out of a list that no longer holds it.
 */
export const pagesWithTag = (
  data: DirectoryPages | undefined,
  participantId: string,
  tag: ParticipantTag | null,
): DirectoryPages | undefined =>
  mapCard(
    data,
    (card) => card.id === participantId,
    (card) => withTag(card, tag),
  );

/**
 * Cached pages with every card marked as the complete set of my marks says (newEvents/{eventId}/tags/
 * {userId}, pushed when I mark someone on another device); the same object when none differs.
 */
export function pagesWithTags(data: DirectoryPages | undefined, tags: MyTags): DirectoryPages | undefined {
  const marks = new Map(tags.map((t) => [t.participantId, t.tag]));
  return mapCard(
    data,
    (card) => tagOf(card) !== (marks.get(card.id) ?? null),
    (card) => withTag(card, marks.get(card.id) ?? null),
  );
}

/** Cached pages with a person's public profile as profiles/{userId}/public pushed it. */
export const pagesWithProfile = (
  data: DirectoryPages | undefined,
  profile: PublicProfile,
): DirectoryPages | undefined =>
  mapCard(
    data,
    (card) => card.userId === profile.id,
    (card) => ({
      ...card,
      name: profile.name,
      surname: profile.surname,
      profilePhoto: profile.profilePhotoPath,
    }),
  );

/** A person in any of these cached lists (the first one holding them). */
export function findAttendee(
  lists: readonly (DirectoryPages | undefined)[],
  participantId: string,
): Attendee | undefined {
  for (const data of lists) {
    for (const page of data?.pages ?? []) {
      const card = page.results.find((c) => c.id === participantId);
      if (card) return { card, match: page.matches.find((m) => m.participantId === participantId) };
    }
  }
  return undefined;
}

/**
 * Whether a list's answer may stand in while another is asked for: only while the search text
 * changes (typing keeps the cards in place); another tab or the Here now filter is another list.
 */
export const sameView = (a: DirectoryFilters, b: DirectoryFilters): boolean =>
  a.list === b.list && a.hereNow === b.hereNow;
