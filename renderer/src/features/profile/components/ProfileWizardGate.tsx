import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useFeatures } from '../../../registry/FeaturesProvider';
import { useSession } from '../../auth';
import { eventDetailsQuery } from '../../eventHome';
import { ownProfileQuery } from '../api';
import { isProfileFilled, markProfileFilled } from '../filledEvents';
import { profileWizardPath } from '../paths';
import { wizardDue } from '../firstVisit';

/** The page of the event the path opens, relative to /event/{eventId} ('' is the event page). */
const eventSubPath = (pathname: string, eventId: string) =>
  pathname.slice(`/event/${eventId}`.length).replace(/^\/+|\/+$/g, '');

/**
 * Spec networking §2/§3: the profile wizard after a first visit to an event. Opening one of the
 * event's landing pages (those features declare an event may open on, Feature.landingPages) of an
 * event not yet among the filled ones leads to the wizard when it is due (wizard.ts wizardDue);
 * when it is not, the event is recorded as filled, so the question is asked once per event.
 * Nothing shows while the answers load (once per event and device); a failure to load them lets
 * the page open, as it would without the wizard.
 */
export function ProfileWizardGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const eventId = useMatches().at(-1)?.params.eventId ?? null;
  // While the profile loads too (tokens are stored): its 300 ms wait and the answers overlap, so a
  // landing page opened by its address does not wait for them after the profile.
  const signedIn = useSession((s) => s.status !== 'loggedOut');
  const features = useFeatures();
  const landingPages = useMemo(() => features.flatMap((f) => f.landingPages ?? []), [features]);
  const asking =
    signedIn &&
    eventId !== null &&
    landingPages.includes(eventSubPath(pathname, eventId)) &&
    !isProfileFilled(eventId);

  const details = useQuery({ ...eventDetailsQuery(eventId ?? ''), enabled: asking });
  const me = details.data?.me;
  const staff = me ? me.organizer || me.checkInAdmin : null;
  // Asked beside the details rather than after them: a first visit waits for one answer, not two
  // in turn.
  const own = useQuery({ ...ownProfileQuery(eventId ?? ''), enabled: asking });
  const due = me && own.data ? wizardDue(me, own.data) : null;

  useEffect(() => {
    if (eventId && due === false) markProfileFilled(eventId);
  }, [eventId, due]);

  if (!asking || eventId === null || details.isError || own.isError || staff) return children;
  if (due === null) return null;
  return due ? <Navigate to={profileWizardPath(eventId)} replace /> : children;
}
