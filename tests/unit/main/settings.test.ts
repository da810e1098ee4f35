import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, loadSettings } from '../../../main/settings';

describe('loadSettings', () => {
  it('defaults to the local server', () => {
    expect(loadSettings([], {})).toEqual({ serverUrl: DEFAULT_SERVER_URL });
    expect(DEFAULT_SERVER_URL).toBe('http://127.0.0.1:8080');
  });

  it('takes LANYARD_SERVER_URL, and --server-url over it', () => {
    const env = { LANYARD_SERVER_URL: 'https://events.example.org' };
    expect(loadSettings([], env).serverUrl).toBe('https://events.example.org');
    expect(loadSettings(['electron', '.', '--server-url=http://10.0.0.5:8080'], env).serverUrl).toBe(
      'http://10.0.0.5:8080',
    );
  });

  it.each(['not a url', 'file:///etc/passwd', 'javascript:alert(1)', ''])('refuses %j', (serverUrl) => {
    expect(() => loadSettings([`--server-url=${serverUrl}`], {})).toThrow(/Invalid Lanyard server URL/);
  });
});
