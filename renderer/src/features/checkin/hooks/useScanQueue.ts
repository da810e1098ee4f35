import { useEffect, useState } from 'react';
import { createScanQueue, type QueuedTicket } from '../scanQueue';

export interface ScanQueueOptions<T extends QueuedTicket> {
  /** Scans are processed only while ready; meanwhile they wait, in order. */
  ready: boolean;
  /** One scan's check-in; the next waits until it settles. */
  process: (scan: T) => Promise<void>;
}

/** The console's scan queue (scanQueue.ts), following the latest render's readiness and check-in. */
export function useScanQueue<T extends QueuedTicket>({
  ready,
  process,
}: ScanQueueOptions<T>): {
  add: (scan: T) => void;
} {
  const [queue] = useState(() => createScanQueue<T>());
  useEffect(() => {
    queue.setProcess(process);
    queue.setReady(ready);
  });
  return { add: queue.add };
}
