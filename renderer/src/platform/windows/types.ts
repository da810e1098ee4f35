/** Opening things outside the app window. */
export interface Windows {
  /** Opens an http(s) or mailto URL in the system browser or mail client. */
  openExternal(url: string): void;
}
