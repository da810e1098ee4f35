import { useTranslation } from 'react-i18next';
import { formatInstant, viewerTimeZone, type InstantStyle } from '@shared/rules/timeDisplay';
import { useSession } from '../store';

/** The device's zone: the user's own when the profile names none (or before sign-in). */
const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export interface TimeFormat {
  /** The zone every instant on screen is written in (viewerTimeZone: the profile's, else the device's). */
  zone: string;
  /** The instant in that zone and the UI language. */
  format: (instant: number, style?: InstantStyle) => string;
}

/**
 * How the signed-in person reads instants (issue 20): one zone and one formatter for every screen —
 * messages, invitations, notifications, the agenda. The program adds the event's clock beside it
 * (sessions' TimeRange, which takes this zone as the user's).
 */
export function useTimeFormat(): TimeFormat {
  const { i18n } = useTranslation();
  const profileZone = useSession((s) => s.profile?.timezone);
  const zone = viewerTimeZone(profileZone, deviceTimeZone());
  const locale = i18n.language;
  return { zone, format: (instant, style = 'time') => formatInstant(instant, style, zone, locale) };
}
