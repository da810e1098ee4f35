import { desktopSettings, type DesktopSettings } from '../shared/ipc';

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:8080';

/**
 * The shell's settings: the server URL from `--server-url=<url>` or LANYARD_SERVER_URL, else the
 * local default. Parsed with the shared schema, so a typo fails at start with the field named.
 */
export function loadSettings(argv: readonly string[], env: NodeJS.ProcessEnv): DesktopSettings {
  const fromArgs = argv.find((a) => a.startsWith('--server-url='))?.slice('--server-url='.length);
  const serverUrl = fromArgs ?? env.LANYARD_SERVER_URL ?? DEFAULT_SERVER_URL;
  const parsed = desktopSettings.safeParse({ serverUrl });
  if (!parsed.success) {
    throw new Error(`Invalid Lanyard server URL ${JSON.stringify(serverUrl)}: use http(s)://host[:port]`);
  }
  return parsed.data;
}
