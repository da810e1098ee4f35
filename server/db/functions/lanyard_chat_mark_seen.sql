-- Moves a member's seen mark forward to the message; never back (concurrent sends and seen marks
-- may arrive out of order).
CREATE OR REPLACE FUNCTION lanyard_chat_mark_seen(p_room_id text, p_participant_id text, p_message_id text, p_seq bigint)
RETURNS void LANGUAGE sql AS $$
  UPDATE chat_room_members
    SET last_seen_message_id = p_message_id, last_seen_seq = p_seq
    WHERE room_id = p_room_id AND participant_id = p_participant_id
      AND (last_seen_seq IS NULL OR last_seen_seq < p_seq)
$$;
