-- A chat_messages row in the names of its drizzle columns (ChatMessageRow).
CREATE OR REPLACE FUNCTION lanyard_chat_message_json(m chat_messages) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'id', m.id, 'seq', m.seq, 'roomId', m.room_id, 'senderId', m.sender_id, 'type', m.type,
    'msg', m.msg, 'det', m.det, 'deleted', m.deleted, 'sentAt', m.sent_at)
$$;
