-- Everything a room's pushes are made of: the room, its newest message, and its members in joining
-- order, each with their person card, account, read-receipts setting (on without a row), seen mark,
-- pin, delete-for-me marker, joining mark and unread count. NULL when there is no such room.
CREATE OR REPLACE FUNCTION lanyard_chat_room_state(p_room_id text) RETURNS jsonb LANGUAGE sql STABLE AS $$
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
        'joinedAfterSeq', cm.joined_after_seq,
        'joinedAt', cm.created_at, 'unread', lanyard_chat_unread(cm))
        ORDER BY cm.created_at, cm.participant_id)
        FROM chat_room_members cm
        JOIN participants p ON p.id = cm.participant_id
        LEFT JOIN users u ON u.id = p.user_id
        LEFT JOIN chat_settings s ON s.user_id = p.user_id
        WHERE cm.room_id = r.id), '[]'::jsonb))
  FROM chat_rooms r WHERE r.id = p_room_id
$$;
