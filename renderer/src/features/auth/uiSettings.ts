import { saveUiSettings } from './api';
import { useSession } from './store';

/** Saves UI settings in my profile and puts the profile the server answers into the session. */
export async function storeUiSettings(uiSettings: Parameters<typeof saveUiSettings>[0]): Promise<void> {
  useSession.getState().setProfile(await saveUiSettings(uiSettings));
}
