-- One check-in or check-out as one statement (docs/checkin.md, "Why it holds under concurrency"):
-- the caller's right, the idempotency key, the area's lock, the person, the rules, the state flip,
-- the occupancy counter, the scan log entry and the stored answer, in one round trip. Answers
-- jsonb: {"refused": reason} when nothing may happen (nothing written), else {outcome, person,
-- area}, with "replay": true when it is the stored answer of an earlier request under the same
-- key. The person may be named by the ticket's secret, the number check-in staff typed, or the
-- participant id. server/services/checkIn.ts turns it into the HTTP answer.
CREATE OR REPLACE FUNCTION lanyard_check_in(
  p_event_id text,
  p_area_id text,
  p_check_in boolean,
  -- The ticket's secret (a scanned ticket URL); p_ticket_number is what check-in staff typed.
  p_ticket_id text,
  p_ticket_number text,
  p_participant_id text,
  p_user_id text,
  p_station_id text,
  p_printer text,
  p_at bigint,
  -- Check-in admins may act while the event ended at or after this instant (event.checkInStaff, server/services/access/permissions.ts).
  p_finished_before bigint,
  p_key text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  operator record;
  area areas%ROWTYPE;
  person_id text;
  person record;
  inside boolean;
  outcome text;
  request jsonb := jsonb_build_object(
    'areaId', p_area_id, 'checkIn', p_check_in, 'ticketId', p_ticket_id, 'ticketNumber', p_ticket_number,
    'participantId', p_participant_id);
  stored check_in_requests%ROWTYPE;
  result jsonb;
BEGIN
  SELECT p.organizer, p.check_in_admin, trim(p.name || ' ' || p.surname) AS full_name, e.ends_at
    INTO operator
    FROM participants p JOIN events e ON e.id = p.event_id
    WHERE p.event_id = p_event_id AND p.user_id = p_user_id AND p.state <> 'deleted';
  IF NOT FOUND THEN
    RETURN '{"refused": "notMember"}';
  ELSIF NOT operator.organizer AND NOT operator.check_in_admin THEN
    RETURN '{"refused": "notStaff"}';
  ELSIF NOT operator.organizer AND operator.ends_at < p_finished_before THEN
    RETURN '{"refused": "eventFinished"}';
  END IF;

  -- Every write of a check-in or check-out at this area happens under this lock, so the reads
  -- below see the state the last one committed; deleting the area (FOR UPDATE) waits for it.
  SELECT * INTO area FROM areas WHERE event_id = p_event_id AND id = p_area_id FOR NO KEY UPDATE;
  IF NOT FOUND AND p_area_id = 'allEvent' THEN
    INSERT INTO areas (event_id, id, name) VALUES (p_event_id, 'allEvent', 'Venue entrance')
      ON CONFLICT DO NOTHING;
    SELECT * INTO area FROM areas WHERE event_id = p_event_id AND id = p_area_id FOR NO KEY UPDATE;
  END IF;
  IF NOT FOUND THEN
    RETURN '{"refused": "areaNotFound"}';
  END IF;

  IF p_key IS NOT NULL THEN
    -- A concurrent request with this key waits here for the first one's commit, then replays it.
    INSERT INTO check_in_requests (event_id, key, user_id, status, response, created_at)
      VALUES (p_event_id, p_key, p_user_id, 0, '{}', p_at)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT * INTO stored FROM check_in_requests WHERE event_id = p_event_id AND key = p_key;
      IF stored.user_id <> p_user_id OR stored.response -> 'request' IS DISTINCT FROM request THEN
        RETURN '{"refused": "keyReused"}';
      END IF;
      RETURN (stored.response -> 'result') || '{"replay": true}';
    END IF;
  END IF;

  -- Only the caller's staff right (checked above) makes a lookup by the guessable number acceptable.
  -- Whatever names the person (secret, number, participant id) must name the same one.
  IF p_ticket_id IS NOT NULL THEN
    SELECT id INTO person_id FROM participants WHERE event_id = p_event_id AND ticket_id = p_ticket_id
      AND (p_ticket_number IS NULL OR ticket_number = p_ticket_number);
  ELSIF p_ticket_number IS NOT NULL THEN
    SELECT id INTO person_id FROM participants WHERE event_id = p_event_id AND ticket_number = p_ticket_number;
  ELSE
    SELECT id INTO person_id FROM participants WHERE event_id = p_event_id AND id = p_participant_id;
  END IF;
  IF p_participant_id IS NOT NULL AND person_id IS DISTINCT FROM p_participant_id THEN
    person_id := NULL;
  END IF;
  SELECT p.id, p.name, p.surname, p.company, p.job_title, p.type_id, pt.texts, p.ticket_id,
         p.ticket_number, tt.name AS ticket_type,
         EXISTS (
           SELECT 1 FROM events e
             JOIN badges b ON b.id = e.default_badge AND b.event_id = e.id
             JOIN badge_prints bp ON bp.event_id = e.id AND bp.badge_id = b.id AND bp.version = b.version
             WHERE e.id = p.event_id AND bp.ticket_id = p.ticket_id
         ) AS badge_printed
    INTO person
    FROM participants p
    LEFT JOIN participant_types pt ON pt.event_id = p.event_id AND pt.id = p.type_id
    LEFT JOIN ticket_types tt ON tt.event_id = p.event_id AND tt.id = p.ticket_type_id
    WHERE p.id = person_id;

  IF person_id IS NULL THEN
    outcome := 'ticketNotFound';
  ELSE
    SELECT checked_in INTO inside FROM check_in_states
      WHERE event_id = p_event_id AND area_id = p_area_id AND participant_id = person_id;
    inside := coalesce(inside, false);
    IF NOT p_check_in THEN
      -- Anyone inside may leave, whatever types the area admits now.
      IF NOT inside THEN
        outcome := 'alreadyCheckedOut';
      ELSE
        outcome := 'checkedOut';
        UPDATE check_in_states SET checked_in = false, updated_at = p_at
          WHERE event_id = p_event_id AND area_id = p_area_id AND participant_id = person_id;
        UPDATE areas SET capacity_used = greatest(capacity_used - 1, 0)
          WHERE event_id = p_event_id AND id = p_area_id RETURNING * INTO area;
      END IF;
    ELSIF jsonb_array_length(area.allowed_part) > 0 AND NOT area.allowed_part ? person.type_id THEN
      outcome := 'wrongTicketType';
    ELSIF inside THEN
      outcome := 'alreadyCheckedIn';
    ELSIF area.capacity IS NOT NULL AND area.capacity_used >= area.capacity THEN
      outcome := 'fullyOccupied';
    ELSE
      outcome := 'checkedIn';
      INSERT INTO check_in_states (event_id, area_id, participant_id, checked_in, updated_at)
        VALUES (p_event_id, p_area_id, person_id, true, p_at)
        ON CONFLICT (event_id, area_id, participant_id) DO UPDATE SET checked_in = true, updated_at = p_at;
      UPDATE areas SET capacity_used = capacity_used + 1
        WHERE event_id = p_event_id AND id = p_area_id RETURNING * INTO area;
    END IF;
  END IF;

  INSERT INTO scan_log (id, event_id, area_id, check_in, outcome, scanned, participant_id,
                        operator_user_id, operator_name, station_id, printer, at)
    VALUES (gen_random_uuid()::text, p_event_id, p_area_id, p_check_in, outcome,
            coalesce(p_ticket_id, p_ticket_number, p_participant_id, ''), person_id, p_user_id, operator.full_name,
            nullif(p_station_id, ''), p_printer, p_at);

  result := jsonb_build_object(
    'outcome', outcome,
    'person', CASE WHEN person_id IS NULL THEN NULL ELSE jsonb_build_object(
      'participantId', person.id, 'name', person.name, 'surname', person.surname,
      'company', person.company, 'jobTitle', person.job_title, 'typeId', person.type_id,
      'typeTexts', person.texts, 'ticketId', person.ticket_id, 'ticketNumber', person.ticket_number,
      'ticketType', person.ticket_type,
      'badgePrinted', person.badge_printed) END,
    'area', jsonb_build_object(
      'eventId', area.event_id, 'id', area.id, 'name', area.name, 'capacity', area.capacity,
      'capacityUsed', area.capacity_used, 'allowedPart', area.allowed_part, 'info', area.info));
  IF p_key IS NOT NULL THEN
    UPDATE check_in_requests
      SET status = CASE outcome WHEN 'checkedIn' THEN 200 WHEN 'checkedOut' THEN 200
                                WHEN 'ticketNotFound' THEN 404 ELSE 409 END,
          response = jsonb_build_object('request', request, 'result', result)
      WHERE event_id = p_event_id AND key = p_key;
  END IF;
  RETURN result;
END;
$$;
