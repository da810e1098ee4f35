/** Sign-in's public surface: the session, the domain's public event, the stored UI settings and a password check. */
export { checkPassword, saveUiSettings } from './api';
export { domainEventPath, useDomain } from './domainStore';
export { authFeature } from './feature';
export { useSession } from './store';
