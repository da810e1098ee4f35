/**
 * Which live subscriptions to check again after access was taken away. Each field narrows: the
 * subscriptions of these users' sockets, of topics that name this event, of topics that name this
 * room (`{ userIds, roomId }`: those users' subscriptions of that room's topics). At least one.
 */
export interface AccessLoss {
  userIds?: readonly string[];
  eventId?: string;
  roomId?: string;
}

/**
 * Tells every node that access was taken away (server/live/accessLoss.ts): each node runs the topic
 * rules of the subscriptions the loss names again and ends those that no longer pass.
 */
export type AccessLost = (loss: AccessLoss) => Promise<void>;
