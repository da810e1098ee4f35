-- What accepting a meeting request reads, in one round trip and without locks (docs/meetings.md
-- "Accepting"): the caller's participant record in the event (the membership the event access
-- checker reads: none for a stranger) with its booth and event, the invitation, the slot, the two
-- people as cards with their accounts, the ends of the pair's accepted meetings and both people's
-- commitments overlapping the slot. The rules run on it in server/services/meetings/accept.ts; the
-- booking (lanyard_book_accepted) then checks under locks that none of it changed.
CREATE OR REPLACE FUNCTION lanyard_accept_facts(
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
