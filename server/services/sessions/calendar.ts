import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { buildCalendar, type CalendarEvent } from '@shared/rules/ics';
import { mailLanguage } from '@shared/rules/language';
import type { CalendarResult, calendarBody } from '@shared/schemas/sessions';
import { conflict } from '../../http/errors';
import { AGENDA_FEED_NAMES } from '../../mail/mailTexts';
import { agendaMail, meetingWordsIn } from '../../mail/templates';
import type { RequestOrigin } from '../events';
import type { AgendaPart } from './agenda';
import type { SessionsContext } from './context';

/** A meeting's SUMMARY in the reader's language ("Ada Holder ile görüşme"; DECISIONS 7). */

/**
 * My agenda as a calendar: a private feed URL, or agenda.ics by e-mail. Both are written in the
 * owner's language for the event (mailLanguage: their app language, else the event's default): the
 * mail's words and the meetings' summaries; sessions keep the names the organizers gave them.
 */
export function createCalendar(
  { access, repos, mailer, now, requireEvent }: SessionsContext,
  { agendaRows }: AgendaPart,
) {
  /** The feed's address on the origin the caller reached the API at (as event images are). */
  function feedUrls(secret: string, at: RequestOrigin) {
    const url = `${at.origin}/v1/calendar/${secret}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  }

  return {
    /**
     * POST /v1/event/participant/calendar: mode link returns my feed URL (created on first use,
     * replaced with rotate); mode email sends this event's agenda as agenda.ics to my e-mail.
     */
    async calendar(
      userId: string,
      body: z.output<typeof calendarBody>,
      at: RequestOrigin,
    ): Promise<CalendarResult> {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const secret = await repos.calendarFeeds.saveFeedSecret(
        userId,
        randomBytes(24).toString('base64url'),
        now(),
        body.rotate,
      );
      const urls = feedUrls(secret, at);
      if (body.mode === 'link') return { mode: 'link', ...urls, sentTo: null };

      const user = await repos.users.findById(userId);
      const email = user?.email ?? null;
      if (!user || !email) {
        throw conflict('StateConflict', 'Your account has no e-mail address', { field: 'mode' });
      }
      const event = await requireEvent(body.eventId);
      const language = mailLanguage(user.uiSettings.language, event.defaultLanguage);
      const rows = await agendaRows(body.eventId, me);
      const ics = buildCalendar({
        name: event.name,
        events: agendaCalendarEvents(rows, event.name, meetingWordsIn(language)),
        now: now(),
      });
      await mailer.send({
        to: email,
        ...agendaMail({
          language,
          eventName: event.name,
          sessions: rows.filter((r) => r.kind === 'session' && r.state === 'joined').length,
          feedUrl: urls.url,
        }),
        attachments: [
          {
            filename: 'agenda.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(ics, 'utf8'),
          },
        ],
      });
      return { mode: 'email', ...urls, sentTo: email };
    },

    /** GET /v1/calendar/{secret}.ics: every event's agenda of the secret's owner; null for an unknown secret. */
    async feed(file: string): Promise<string | null> {
      const userId = await repos.calendarFeeds.feedOwner(file.replace(/\.ics$/, ''));
      if (!userId) return null;
      const chosen = (await repos.users.findById(userId))?.uiSettings.language;
      const events: CalendarEvent[] = [];
      for (const m of await access.memberships(userId)) {
        const event = await requireEvent(m.eventId);
        const words = meetingWordsIn(mailLanguage(chosen, event.defaultLanguage));
        events.push(...agendaCalendarEvents(await agendaRows(m.eventId, m), event.name, words));
      }
      return buildCalendar({ name: AGENDA_FEED_NAMES[mailLanguage(chosen, null)], events, now: now() });
    },
  };
}
