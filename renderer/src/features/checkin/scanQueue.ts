/**
 * Scans in order, one check-in at a time, none lost: a scan that arrives while another is on its
 * way, or while the console cannot show it yet (the print step, the settings), waits its turn. A
 * ticket already waiting or on its way is not queued again: that is a scanner reading one code
 * twice. Plain code without React, so the order rules are unit-tested; useScanQueue wires it in.
 */
export interface QueuedTicket {
  /** Tells one ticket from another: the same key waiting or on its way is not queued again. */
  key: string;
}

export interface ScanQueue<T extends QueuedTicket> {
  add(scan: T): void;
  /** Scans are processed only while ready; meanwhile they wait, in order. */
  setReady(ready: boolean): void;
  /** The check-in to run for each scan (the latest render's, with its settings and callbacks). */
  setProcess(process: (scan: T) => Promise<unknown>): void;
  /** Keys of the scans waiting, oldest first (not the one on its way). */
  waiting(): string[];
}

export function createScanQueue<T extends QueuedTicket>(
  process: (scan: T) => Promise<unknown> = async () => undefined,
): ScanQueue<T> {
  let run = process;
  let ready = false;
  let current: string | null = null;
  const waiting: T[] = [];

  const pump = () => {
    if (current !== null || !ready) return;
    const next = waiting.shift();
    if (!next) return;
    current = next.key;
    // A failed check-in still frees the queue for the next scan.
    void run(next)
      .catch(() => undefined)
      .finally(() => {
        current = null;
        pump();
      });
  };

  return {
    add(scan) {
      if (current === scan.key || waiting.some((s) => s.key === scan.key)) return;
      waiting.push(scan);
      pump();
    },
    setReady(value) {
      ready = value;
      pump();
    },
    setProcess(next) {
      run = next;
    },
    waiting: () => waiting.map((s) => s.key),
  };
}
