-- A member's send (POST /v1/chat/message and /v1/chat/contact) in one statement: the user's member
-- row in the room (none: 'member' false, the route's 404), the write, and the room's state for the
-- pushes. An id already stored answers that message as 'earlier' (the service decides: a retry of
-- mine, or a 409). p_message: id, type, msg, det, sentAt.
CREATE OR REPLACE FUNCTION lanyard_chat_send(p_user_id text, p_room_id text, p_message jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  me text;
  written jsonb;
BEGIN
  SELECT cm.participant_id INTO me
    FROM chat_room_members cm JOIN participants p ON p.id = cm.participant_id
    WHERE cm.room_id = p_room_id AND p.user_id = p_user_id AND p.state <> 'deleted'
    LIMIT 1;
  IF me IS NULL THEN
    RETURN jsonb_build_object('member', NULL);
  END IF;
  written := lanyard_chat_write(p_room_id, p_message || jsonb_build_object('senderId', me));
  IF written IS NULL THEN
    RETURN jsonb_build_object('member', me, 'earlier', (
      SELECT lanyard_chat_message_json(m) FROM chat_messages m WHERE m.id = p_message->>'id'));
  END IF;
  RETURN jsonb_build_object('member', me, 'message', written, 'state', lanyard_chat_room_state(p_room_id));
END $$;
