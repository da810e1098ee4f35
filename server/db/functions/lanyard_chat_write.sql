-- Writes a message into a room: stored once by its id (a retry writes nothing and answers NULL),
-- made the room's newest (concurrent sends may commit out of order: the newest stays newest), and
-- seen by its sender. p_message: id, senderId, type, msg, det, sentAt.
CREATE OR REPLACE FUNCTION lanyard_chat_write(p_room_id text, p_message jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  stored chat_messages%ROWTYPE;
BEGIN
  INSERT INTO chat_messages (id, room_id, sender_id, type, msg, det, sent_at)
    VALUES (p_message->>'id', p_room_id, p_message->>'senderId', p_message->>'type', p_message->>'msg',
            NULLIF(p_message->'det', 'null'::jsonb), (p_message->>'sentAt')::bigint)
    ON CONFLICT (id) DO NOTHING
    RETURNING * INTO stored;
  IF stored.id IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE chat_rooms
    SET last_message_at = greatest(coalesce(last_message_at, 0), stored.sent_at),
        last_message_seq = greatest(coalesce(last_message_seq, 0), stored.seq)
    WHERE id = p_room_id;
  IF stored.sender_id IS NOT NULL THEN
    PERFORM lanyard_chat_mark_seen(p_room_id, stored.sender_id, stored.id, stored.seq);
  END IF;
  RETURN lanyard_chat_message_json(stored);
END $$;
