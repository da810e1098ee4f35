/** Key-value storage that survives a reload. Values are strings; callers serialize. */
export interface Storage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes everything the app stored (logout). */
  clear(): void;
}
