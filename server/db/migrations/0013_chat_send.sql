-- Chat in few statements (docs/chat.md "Sending"; issue 12's delivery target): a send is one
-- statement, and a room's pushes are built from one more. What a room's member sees and what
-- writing a message does are defined here once; server/db/repositories/chat.ts calls them.

-- A member's unread count (spec networking §4; shared/rules/chatRooms.ts countUnread, in SQL):
-- messages after their seen mark and after what they deleted the chat through, not their own and
-- not deleted.
CREATE FUNCTION lanyard_chat_unread(m chat_room_members) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM chat_messages c
    WHERE c.room_id = m.room_id
      AND c.seq > greatest(coalesce(m.last_seen_seq, 0), coalesce(m.cleared_through_seq, 0))
      AND c.sender_id IS DISTINCT FROM m.participant_id
      AND NOT c.deleted
$$;
--> statement-breakpoint
-- A chat_messages row in the names of its drizzle columns (ChatMessageRow).
CREATE FUNCTION lanyard_chat_message_json(m chat_messages) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'id', m.id, 'seq', m.seq, 'roomId', m.room_id, 'senderId', m.sender_id, 'type', m.type,
    'msg', m.msg, 'det', m.det, 'deleted', m.deleted, 'sentAt', m.sent_at)
$$;
--> statement-breakpoint
-- Everything a room's pushes are made of: the room, its newest message, and its members in joining
-- order, each with their person card, account, read-receipts setting (on without a row), seen mark,
-- pin, delete-for-me marker and unread count. NULL when there is no such room.
CREATE FUNCTION lanyard_chat_room_state(p_room_id text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'room', jsonb_build_object(
      'id', r.id, 'eventId', r.event_id, 'type', r.type, 'name', r.name, 'pairKey', r.pair_key,
      'lastMessageAt', r.last_message_at, 'lastMessageSeq', r.last_message_seq, 'createdAt', r.created_at),
    'lastMessage', (
      SELECT lanyard_chat_message_json(m) FROM chat_messages m
        WHERE m.room_id = r.id AND m.seq = r.last_message_seq),
    'members', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'roomId', cm.room_id, 'participantId', cm.participant_id,
        'name', p.name, 'surname', p.surname, 'company', p.company, 'jobTitle', p.job_title,
        'profilePhoto', u.profile_photo_path, 'userId', p.user_id,
        'readReceipts', COALESCE(s.read_receipts, true),
        'lastSeenMessageId', cm.last_seen_message_id, 'lastSeenSeq', cm.last_seen_seq,
        'pinned', cm.pinned, 'clearedAt', cm.cleared_at, 'clearedThroughSeq', cm.cleared_through_seq,
        'joinedAt', cm.created_at, 'unread', lanyard_chat_unread(cm))
        ORDER BY cm.created_at, cm.participant_id)
        FROM chat_room_members cm
        JOIN participants p ON p.id = cm.participant_id
        LEFT JOIN users u ON u.id = p.user_id
        LEFT JOIN chat_settings s ON s.user_id = p.user_id
        WHERE cm.room_id = r.id), '[]'::jsonb))
  FROM chat_rooms r WHERE r.id = p_room_id
$$;
--> statement-breakpoint
-- Moves a member's seen mark forward to the message; never back (concurrent sends and seen marks
-- may arrive out of order).
CREATE FUNCTION lanyard_chat_mark_seen(p_room_id text, p_participant_id text, p_message_id text, p_seq bigint)
RETURNS void LANGUAGE sql AS $$
  UPDATE chat_room_members
    SET last_seen_message_id = p_message_id, last_seen_seq = p_seq
    WHERE room_id = p_room_id AND participant_id = p_participant_id
      AND (last_seen_seq IS NULL OR last_seen_seq < p_seq)
$$;
--> statement-breakpoint
-- Writes a message into a room: stored once by its id (a retry writes nothing and answers NULL),
-- made the room's newest (concurrent sends may commit out of order: the newest stays newest), and
-- seen by its sender. p_message: id, senderId, type, msg, det, sentAt.
CREATE FUNCTION lanyard_chat_write(p_room_id text, p_message jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- A member's send (POST /v1/chat/message and /v1/chat/contact) in one statement: the user's member
-- row in the room (none: 'member' false, the route's 404), the write, and the room's state for the
-- pushes. An id already stored answers that message as 'earlier' (the service decides: a retry of
-- mine, or a 409). p_message: id, type, msg, det, sentAt.
CREATE FUNCTION lanyard_chat_send(p_user_id text, p_room_id text, p_message jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  me text;
  written jsonb;
BEGIN
  SELECT cm.participant_id INTO me
    FROM chat_room_members cm JOIN participants p ON p.id = cm.participant_id
    WHERE cm.room_id = p_room_id AND p.user_id = p_user_id
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
