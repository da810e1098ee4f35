/** A window opened inside a click, before the page knows what it shows (a conference URL). */
export interface PendingWindow {
  /** Shows the URL in the window. */
  navigate(url: string): void;
  /** Closes it (the call that would have given the URL failed). */
  close(): void;
}

/** Opening things outside the app window. */
export interface Windows {
  /** Opens an http(s) or mailto URL in the system browser or mail client. */
  openExternal(url: string): void;
  /**
   * Opens a window now, while the click still allows pop-ups, for a URL that an API call will give;
   * null when the browser blocked it (the caller says so).
   */
  openPending(): PendingWindow | null;
}
