/** Sign-in's public surface: the session, the domain's public event, the stored UI settings and a password check. */
export { checkPassword } from './api';
export { useDomain } from './domainStore';
export { useDomainEventPath } from './hooks/useDomainEventPath';
export { authFeature } from './feature';
export { useStoreUiSettings } from './hooks/useStoreUiSettings';
export { useTimeFormat } from './hooks/useTimeFormat';
export { useSession } from './store';
export { storeUiSettings } from './uiSettings';
