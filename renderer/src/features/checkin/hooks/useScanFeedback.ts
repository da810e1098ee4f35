import { useCallback, useState } from 'react';
import { playTones } from '../feedback/playTones';
import { FEEDBACK_TONES, type ScanFeedback } from '../feedback/scanFeedback';

export interface ShownFeedback extends ScanFeedback {
  /** Counts the outcomes, so the same kind twice in a row flashes twice. */
  seq: number;
}

/** The last outcome's flash and the sound of each outcome as it arrives. */
export function useScanFeedback(): { shown: ShownFeedback | null; signal: (feedback: ScanFeedback) => void } {
  const [shown, setShown] = useState<ShownFeedback | null>(null);
  const signal = useCallback((feedback: ScanFeedback) => {
    playTones(FEEDBACK_TONES[feedback.kind]);
    setShown((previous) => ({ ...feedback, seq: (previous?.seq ?? 0) + 1 }));
  }, []);
  return { shown, signal };
}
