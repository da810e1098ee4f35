-- A person's busy time, in one place (docs/meetings.md "Busy time"; server/services/commitments.ts
-- reads it, and so do the two booking functions below): occurrences of blocking sessions they joined
-- or asked to join, occurrences of sessions they speak at, moderate or translate (one row when both),
-- their off-time, and the accepted meetings they are in (one of the two or a guest).
CREATE VIEW participant_commitments AS
  SELECT o.event_id, a.participant_id, 'session'::text AS kind, o.id, o.session_id, o.starts_at, o.ends_at
    FROM agenda_entries a
    JOIN session_occurrences o ON o.id = a.occurrence_id
    JOIN sessions s ON s.id = a.session_id
    WHERE a.state IN ('joined', 'pending') AND s.blocking
  UNION
  SELECT o.event_id, r.participant_id, 'session'::text, o.id, o.session_id, o.starts_at, o.ends_at
    FROM sessions s
    JOIN session_occurrences o ON o.session_id = s.id
    CROSS JOIN LATERAL jsonb_array_elements_text(s.speakers || s.moderators || s.translators) AS r(participant_id)
  UNION ALL
  SELECT t.event_id, t.participant_id, 'offTime'::text, t.id, NULL::text, t.starts_at, t.ends_at
    FROM off_times t
  UNION ALL
  SELECT m.event_id, mp.participant_id, 'meeting'::text, m.id, NULL::text, m.starts_at, m.ends_at
    FROM meeting_participants mp
    JOIN meetings m ON m.id = mp.meeting_id
    WHERE m.status = 'accepted';
--> statement-breakpoint
-- What accepting a meeting request reads, in one round trip and without locks (docs/meetings.md
-- "Accepting"): the caller's participant record in the event (the membership the event access
-- checker reads: none for a stranger) with its booth and event, the invitation, the slot, the two
-- people as cards with their accounts, the ends of the pair's accepted meetings and both people's
-- commitments overlapping the slot. The rules run on it in server/services/meetings/accept.ts; the
-- booking (lanyard_book_accepted) then checks under locks that none of it changed.
CREATE FUNCTION lanyard_accept_facts(
  p_event_id text,
  p_user_id text,
  p_invitation_id text,
  p_slot_id text,
  -- The session types whose occurrences are meeting slots (shared/rules/meetingSlots.ts).
  p_slot_types text[]
) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  actor record;
  inv invitations%ROWTYPE;
  slot record;
BEGIN
  SELECT p.id, p.state, p.booth_id, e.name, e.timezone, e.default_language INTO actor
    FROM participants p JOIN events e ON e.id = p.event_id
    WHERE p.event_id = p_event_id AND p.user_id = p_user_id
    LIMIT 1;
  IF actor.id IS NULL THEN
    RETURN '{"actor": null}';
  END IF;
  SELECT * INTO inv FROM invitations WHERE event_id = p_event_id AND id = p_invitation_id;
  SELECT o.id, o.session_id, o.starts_at, o.ends_at, s.on_site, s.location INTO slot
    FROM session_occurrences o JOIN sessions s ON s.id = o.session_id
    WHERE o.event_id = p_event_id AND o.id = p_slot_id AND s.type = ANY (p_slot_types);
  RETURN jsonb_build_object(
    'actor', jsonb_build_object(
      'participantId', actor.id, 'listed', actor.state <> 'deleted', 'boothId', actor.booth_id,
      'eventName', actor.name, 'timeZone', actor.timezone, 'eventLanguage', actor.default_language),
    'invitation', CASE WHEN inv.id IS NULL THEN NULL ELSE to_jsonb(inv) END,
    'slot', CASE WHEN slot.id IS NULL THEN NULL ELSE jsonb_build_object(
      'id', slot.id, 'sessionId', slot.session_id, 'startsAt', slot.starts_at, 'endsAt', slot.ends_at,
      'onSite', slot.on_site, 'location', slot.location) END,
    'people', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'participantId', p.id,
        'card', jsonb_build_object(
          'participantId', p.id, 'name', p.name, 'surname', p.surname, 'company', p.company,
          'jobTitle', p.job_title, 'profilePhoto', u.profile_photo_path),
        'userId', p.user_id,
        'email', COALESCE(u.email, p.email),
        'uiSettings', u.ui_settings,
        'listed', p.state <> 'deleted') ORDER BY p.id)
        FROM participants p LEFT JOIN users u ON u.id = p.user_id
        WHERE p.event_id = p_event_id AND p.id IN (actor.id, inv.from_participant_id)), '[]'),
    'pairMeetingEnds', COALESCE((
      SELECT jsonb_agg(m.ends_at)
        FROM meeting_participants mine
        JOIN meeting_participants theirs
          ON theirs.meeting_id = mine.meeting_id AND theirs.participant_id = inv.from_participant_id
        JOIN meetings m ON m.id = mine.meeting_id
        WHERE mine.participant_id = actor.id AND m.event_id = p_event_id AND m.status = 'accepted'),
      '[]'),
    'commitments', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'participantId', c.participant_id, 'kind', c.kind, 'id', c.id, 'sessionId', c.session_id,
        'startsAt', c.starts_at, 'endsAt', c.ends_at))
        FROM participant_commitments c
        WHERE c.event_id = p_event_id AND c.participant_id IN (actor.id, inv.from_participant_id)
          AND c.starts_at < slot.ends_at AND c.ends_at > slot.starts_at), '[]'));
END;
$$;
--> statement-breakpoint
-- Books an accepted request that server/services/meetings/accept.ts decided from
-- lanyard_accept_facts, in one statement (DECISIONS 11; docs/meetings.md "Accepting"). It decides
-- nothing new: under the invitation's lock and then both people's (lower id first, as every
-- booking takes them), it checks that what the rules read has not changed since — the invitation
-- still waiting as it was, no accepted meeting of the pair under way, nothing in either agenda
-- over the slot — and answers {"changed": what} without writing when it has (the caller reads the
-- facts again and decides anew). Otherwise it writes the rows it was given: the meeting (an on-site
-- one with the lowest table free in the slot, under the slot's lock), its two people, the request
-- and any request the other sent back accepted, the notifications and the queued jobs (mails, chat card); and answers
-- the meeting and the request as written.
CREATE FUNCTION lanyard_book_accepted(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
  INSERT INTO meetings SELECT meeting.*;
  INSERT INTO meeting_participants (meeting_id, participant_id)
    VALUES (meeting.id, other_id), (meeting.id, actor_id);
  UPDATE invitations i
    SET state = 'accepted', meeting_id = meeting.id, expires_at = meeting.ends_at, updated_at = now_,
        answer_message = CASE WHEN i.id = inv.id THEN p->>'answerMessage' ELSE i.answer_message END
    WHERE i.event_id = event_id_
      AND ((i.from_participant_id = inv.from_participant_id AND i.to_participant_id = inv.to_participant_id)
        OR (i.from_participant_id = inv.to_participant_id AND i.to_participant_id = inv.from_participant_id))
      AND (i.id = inv.id OR (i.type <> 'reschedule' AND i.state = 'waiting'));
  INSERT INTO notifications SELECT * FROM jsonb_populate_recordset(NULL::notifications, p->'notifications');
  INSERT INTO queued_jobs SELECT * FROM jsonb_populate_recordset(NULL::queued_jobs, p->'queuedJobs');
  SELECT * INTO inv FROM invitations WHERE id = inv.id;
  RETURN jsonb_build_object('meeting', to_jsonb(meeting), 'invitation', to_jsonb(inv));
END;
$$;
