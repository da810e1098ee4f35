-- A member's unread count (spec networking §4), defined here alone (tests/server/chat/unreadFunction.test.ts):
-- messages after their seen mark, after what they deleted the chat through and after their
-- joining, not their own and not deleted.
CREATE OR REPLACE FUNCTION lanyard_chat_unread(m chat_room_members) RETURNS int LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM chat_messages c
    WHERE c.room_id = m.room_id
      AND c.seq > greatest(coalesce(m.last_seen_seq, 0), coalesce(m.cleared_through_seq, 0),
                           coalesce(m.joined_after_seq, 0))
      AND c.sender_id IS DISTINCT FROM m.participant_id
      AND NOT c.deleted
$$;
