/** Sign-in's public surface: the session, the domain's public event and the stored UI settings. */
export { saveUiSettings } from './api';
export { domainEventPath, useDomain } from './domainStore';
export { authFeature } from './feature';
export { useSession } from './store';
