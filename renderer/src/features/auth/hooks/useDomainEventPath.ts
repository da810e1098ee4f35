import { useEventLanding } from '../../eventHome';
import { useDomain } from '../domainStore';

/** Where the domain's public event opens (its landing page), or null when the host has none. */
export function useDomainEventPath(): string | null {
  const details = useDomain((s) => s.details);
  const landing = useEventLanding();
  return details?.publicEvent ? landing(details.publicEvent, details.indexPagePath) : null;
}
