import type { Tone } from './scanFeedback';

let context: AudioContext | null = null;

/**
 * Plays tones through Web Audio (the web app and the desktop renderer alike). The context is made
 * on first use: the console has had the operator's click or key by then, which browsers require
 * before a page may make sound. A page without audio stays silent; the flash still shows.
 */
export function playTones(tones: readonly Tone[]): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    let at = context.currentTime;
    for (const tone of tones) {
      at += tone.gapMs / 1000;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = tone.hz;
      // A short fade in and out: a square wave switched on and off at once clicks.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.08, at + 0.01);
      gain.gain.setValueAtTime(0.08, at + tone.ms / 1000 - 0.02);
      gain.gain.linearRampToValueAtTime(0, at + tone.ms / 1000);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + tone.ms / 1000);
      at += tone.ms / 1000;
    }
  } catch {
    // No audio device or no Web Audio: the flash and the toast carry the outcome.
  }
}
