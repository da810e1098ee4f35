import type { AttendeeList, ParticipantTag } from '../schemas/participants';

/**
 * The tag each directory list is made of (spec networking §4 "Attendee lists"): favourite and
 * ignored hold the people the viewer tagged so; all (null) holds everyone the viewer has not ignored.
 */
export const LIST_TAG: Readonly<Record<AttendeeList, ParticipantTag | null>> = {
  all: null,
  favourite: 'fav',
  ignored: 'ignored',
};

/** Whether the viewer's list shows a person the viewer tagged so (null: not tagged). */
export function listShows(list: AttendeeList, tag: ParticipantTag | null): boolean {
  const made = LIST_TAG[list];
  return made === null ? tag !== 'ignored' : tag === made;
}
