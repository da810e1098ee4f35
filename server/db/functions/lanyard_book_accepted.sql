-- Books an accepted request that server/services/meetings/accept.ts decided from
-- lanyard_accept_facts, in one statement (DECISIONS 11; docs/meetings.md "Accepting"). It decides
-- nothing new: under the invitation's lock and then both people's (lower id first, as every
-- booking takes them), it checks that what the rules read has not changed since — the invitation
-- still waiting as it was, no accepted meeting of the pair under way, nothing in either agenda
-- over the slot — and answers {"changed": what} without writing when it has (the caller reads the
-- facts again and decides anew). Otherwise it writes the rows it was given: the meeting (an on-site
-- one with the lowest table free in the slot, under the slot's lock), its two people, the request
-- (with who accepted it) and any request the other sent back accepted, the notifications and the
-- queued jobs (mails, chat card); and answers the meeting and the request as written. The rows
-- come as JSON in their columns' names (server/db/repositories/meetingBooking.ts); each INSERT
-- names the columns it writes, the ones the JSON carries, so a column added to a table with a
-- default gets its default here too (tests/unit/server/db/bookAcceptedColumns.test.ts).
CREATE OR REPLACE FUNCTION lanyard_book_accepted(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  event_id_ text := p->>'eventId';
  actor_id text := p->>'actorId';
  other_id text := p->>'otherId';
  now_ bigint := (p->>'now')::bigint;
  meeting meetings%ROWTYPE := jsonb_populate_record(NULL::meetings, p->'meeting');
  inv invitations%ROWTYPE;
BEGIN
  SELECT * INTO inv FROM invitations
    WHERE event_id = event_id_ AND id = p->>'invitationId' FOR UPDATE;
  PERFORM 1 FROM participants
    WHERE event_id = event_id_ AND id IN (actor_id, other_id) ORDER BY id FOR UPDATE;
  IF inv.id IS NULL OR inv.state <> 'waiting' OR inv.updated_at <> (p->>'invitationUpdatedAt')::bigint THEN
    RETURN '{"changed": "invitation"}';
  END IF;
  IF EXISTS (
    SELECT 1 FROM meeting_participants mine
      JOIN meeting_participants theirs
        ON theirs.meeting_id = mine.meeting_id AND theirs.participant_id = other_id
      JOIN meetings m ON m.id = mine.meeting_id
      WHERE mine.participant_id = actor_id AND m.event_id = event_id_ AND m.status = 'accepted'
        AND m.ends_at > now_) THEN
    RETURN '{"changed": "pair"}';
  END IF;
  IF EXISTS (
    SELECT 1 FROM participant_commitments c
      WHERE c.event_id = event_id_ AND c.participant_id IN (actor_id, other_id)
        AND c.starts_at < meeting.ends_at AND c.ends_at > meeting.starts_at) THEN
    RETURN '{"changed": "agenda"}';
  END IF;
  IF meeting.on_site THEN
    PERFORM 1 FROM session_occurrences WHERE id = meeting.occurrence_id FOR UPDATE;
    SELECT min(n) INTO meeting.table_number
      FROM generate_series(1, (SELECT count(*) + 1 FROM meetings
                               WHERE occurrence_id = meeting.occurrence_id AND status = 'accepted')::int) AS n
      WHERE n NOT IN (SELECT table_number FROM meetings
                      WHERE occurrence_id = meeting.occurrence_id AND status = 'accepted'
                        AND table_number IS NOT NULL);
  END IF;
  INSERT INTO meetings (id, event_id, session_id, occurrence_id, starts_at, ends_at, status, invitation_id,
                        pre_booked_by, on_site, table_number, location, executor_id, cancel_message, sequence,
                        created_at, updated_at)
    VALUES (meeting.id, meeting.event_id, meeting.session_id, meeting.occurrence_id, meeting.starts_at,
            meeting.ends_at, meeting.status, meeting.invitation_id, meeting.pre_booked_by, meeting.on_site,
            meeting.table_number, meeting.location, meeting.executor_id, meeting.cancel_message, meeting.sequence,
            meeting.created_at, meeting.updated_at)
    RETURNING * INTO meeting;
  INSERT INTO meeting_participants (meeting_id, participant_id)
    VALUES (meeting.id, other_id), (meeting.id, actor_id);
  UPDATE invitations i
    SET state = 'accepted', meeting_id = meeting.id, expires_at = meeting.ends_at, updated_at = now_,
        answer_message = CASE WHEN i.id = inv.id THEN p->>'answerMessage' ELSE i.answer_message END,
        answered_by = CASE WHEN i.id = inv.id THEN actor_id ELSE i.answered_by END
    WHERE i.event_id = event_id_
      AND ((i.from_participant_id = inv.from_participant_id AND i.to_participant_id = inv.to_participant_id)
        OR (i.from_participant_id = inv.to_participant_id AND i.to_participant_id = inv.from_participant_id))
      AND (i.id = inv.id OR (i.type <> 'reschedule' AND i.state = 'waiting'));
  INSERT INTO notifications (id, user_id, event_id, type_notification, type, session_id, details, created_at)
    SELECT id, user_id, event_id, type_notification, type, session_id, details, created_at
      FROM jsonb_populate_recordset(NULL::notifications, p->'notifications');
  INSERT INTO queued_jobs (id, kind, payload, created_at, run_after, locked_until, attempts, last_error)
    SELECT id, kind, payload, created_at, run_after, locked_until, attempts, last_error
      FROM jsonb_populate_recordset(NULL::queued_jobs, p->'queuedJobs');
  SELECT * INTO inv FROM invitations WHERE id = inv.id;
  RETURN jsonb_build_object('meeting', to_jsonb(meeting), 'invitation', to_jsonb(inv));
END;
$$;
