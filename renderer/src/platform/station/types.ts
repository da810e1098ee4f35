import type { StationSettings } from '@shared/ipc/kiosk';

export type { StationSettings };

/** The station the app runs on: a desktop kiosk, print station or staff console, or a browser. */
export interface Station {
  readonly kind: 'desktop' | 'web';
  /**
   * True when this build needs a host that is not there: the desktop renderer opened in an ordinary
   * browser (no window.lanyard). The app then shows a notice instead of screens whose devices and
   * settings would fail. Never true on the web.
   */
  hostMissing(): boolean;
  /** The desktop station's settings (server, role, printer, scanner, idle reset); null in a browser. */
  getSettings(): Promise<StationSettings | null>;
  /** Saves settings on the desktop station; a change of server or role restarts the shell. */
  updateSettings(partial: Partial<StationSettings>): Promise<StationSettings>;
  /** A kiosk nobody touched for idleResetSeconds: go back to the start screen. Never fires in a browser. */
  onIdleReset(listener: () => void): () => void;
}
