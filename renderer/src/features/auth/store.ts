import { create } from 'zustand';
import { storage } from '@platform/storage';
import { PROFILE_FETCH_DELAY_MS } from '@shared/constants';
import type { AppTokens, UserProfile } from '@shared/schemas/user';
import { ApiCallError } from '../../api/errors';
import { clearTokens, onTokensChange, readTokens, writeTokens } from '../../api/tokens';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../i18n';
import { isLanguage } from '../../i18n/languages';
import { fetchProfile, signInWithPassword } from './api';

/** Login state of spec core §4: not logged in, loading, logged in. */
type SessionStatus = 'loading' | 'loggedIn' | 'loggedOut';

interface SessionState {
  status: SessionStatus;
  profile: UserProfile | null;
  /** At start: with stored tokens, waits PROFILE_FETCH_DELAY_MS, then loads the profile; else logged out. */
  restore(): Promise<void>;
  signIn(username: string, password: string): Promise<void>;
  /** Signs in with an app token given from outside (token-login); true when the profile loads. */
  signInWithToken(tokens: AppTokens): Promise<boolean>;
  signOut(): void;
  setProfile(profile: UserProfile): void;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function applyProfileLanguage(profile: UserProfile): void {
  const language = profile.uiSettings.language;
  if (isLanguage(language) && language !== i18n.language) {
    storage.set(LANGUAGE_STORAGE_KEY, language);
    void i18n.changeLanguage(language);
  }
}

export const useSession = create<SessionState>((set) => ({
  status: readTokens() ? 'loading' : 'loggedOut',
  profile: null,

  async restore() {
    if (readTokens()) {
      set({ status: 'loading' });
      await delay(PROFILE_FETCH_DELAY_MS);
    }
    // Read again after the wait: a sign-out or a refused token-login may have removed them.
    if (!readTokens()) {
      set({ status: 'loggedOut', profile: null });
      return;
    }
    try {
      const profile = await fetchProfile();
      applyProfileLanguage(profile);
      set({ status: 'loggedIn', profile });
    } catch (err) {
      // Spec core §4: a profile that cannot be loaded at start means logged out. Offline keeps the
      // tokens so the next start can try again; a rejected session drops them.
      if (!(err instanceof ApiCallError && err.isNetwork)) clearTokens();
      set({ status: 'loggedOut', profile: null });
    }
  },

  async signIn(username, password) {
    const tokens = await signInWithPassword(username, password);
    writeTokens(tokens);
    try {
      const profile = await fetchProfile();
      applyProfileLanguage(profile);
      set({ status: 'loggedIn', profile });
    } catch (err) {
      clearTokens();
      set({ status: 'loggedOut', profile: null });
      throw err;
    }
  },

  async signInWithToken(tokens) {
    writeTokens(tokens);
    try {
      const profile = await fetchProfile();
      applyProfileLanguage(profile);
      set({ status: 'loggedIn', profile });
      return true;
    } catch {
      clearTokens();
      set({ status: 'loggedOut', profile: null });
      return false;
    }
  },

  signOut() {
    // Spec core §4: logout clears all local storage. The language on screen stays what it is,
    // so it is written back: clearing should not switch a Turkish reader to English mid-click.
    const language = i18n.language;
    storage.clear();
    if (isLanguage(language)) storage.set(LANGUAGE_STORAGE_KEY, language);
    clearTokens();
    set({ status: 'loggedOut', profile: null });
  },

  setProfile(profile) {
    set({ profile });
  },
}));

// A refresh that fails removes the tokens (api/client.ts): the session ends with them.
onTokensChange((tokens) => {
  if (!tokens && useSession.getState().status === 'loggedIn') {
    useSession.setState({ status: 'loggedOut', profile: null });
  }
});
