import type { Language } from '@shared/constants';

/*
 * The meeting mails' texts in the four languages of the app (DECISIONS 7), chosen per recipient
 * (server/services/meetings/mail.ts, mailLanguage). The server has no catalogue of its own: these
 * are the meeting mails' own words, as ./mailTexts.ts holds the other mails' (dates and lists in
 * MAIL_LOCALES there).
 */

export type MeetingChange = 'booked' | 'moved' | 'cancelled';

export interface MeetingMailTexts {
  /** The sender when their name is not known any more. */
  someone: string;
  request: { subject(from: string, event: string): string; line(from: string, event: string): string };
  reschedule: { subject(from: string, event: string): string; line(from: string, event: string): string };
  /** Below the request's message. */
  answer: string;
  /** The meeting as the subject names it: with whom, or a meeting alone when nobody else is in it. */
  summary(others: string | null): string;
  /** An on-site meeting's table, in its calendar entry's place. */
  table(table: string): string;
  change: Record<
    MeetingChange,
    { subject(summary: string): string; line(event: string, when: string): string }
  >;
  /** Below a change: the attachment. */
  attached: string;
}

export const MEETING_MAIL_TEXTS: Record<Language, MeetingMailTexts> = {
  en: {
    someone: 'Someone',
    request: {
      subject: (from, event) => `${from} would like to meet you at ${event}`,
      line: (from, event) => `${from} sent you a 1:1 meeting request at ${event}:`,
    },
    reschedule: {
      subject: (from, event) => `${from} asks to move your meeting at ${event}`,
      line: (from, event) => `${from} asks to move your 1:1 meeting at ${event}:`,
    },
    answer: 'Open your invitations in Lanyard to answer.',
    summary: (others) => (others === null ? '1:1 meeting' : `Meeting with ${others}`),
    table: (n) => `Table ${n}`,
    change: {
      booked: {
        subject: (summary) => `Meeting booked: ${summary}`,
        line: (event, when) => `Your 1:1 meeting at ${event} is booked for ${when}. It is in your agenda.`,
      },
      moved: {
        subject: (summary) => `Meeting moved: ${summary}`,
        line: (event, when) => `Your 1:1 meeting at ${event} was moved to ${when}.`,
      },
      cancelled: {
        subject: (summary) => `Meeting cancelled: ${summary}`,
        line: (event, when) => `Your 1:1 meeting at ${event} on ${when} was cancelled.`,
      },
    },
    attached: 'The attached meeting.ics updates your calendar.',
  },
  tr: {
    someone: 'Biri',
    request: {
      subject: (from, event) => `${from}, ${event} etkinliğinde sizinle görüşmek istiyor`,
      line: (from, event) => `${from}, ${event} etkinliğinde size bire bir görüşme isteği gönderdi:`,
    },
    reschedule: {
      subject: (from, event) => `${from}, ${event} etkinliğindeki görüşmenizi ertelemek istiyor`,
      line: (from, event) =>
        `${from}, ${event} etkinliğindeki bire bir görüşmenizin zamanını değiştirmek istiyor:`,
    },
    answer: 'Yanıtlamak için Lanyard’da davetlerinizi açın.',
    summary: (others) => (others === null ? 'Bire bir görüşme' : `${others} ile görüşme`),
    table: (n) => `Masa ${n}`,
    change: {
      booked: {
        subject: (summary) => `Görüşme planlandı: ${summary}`,
        line: (event, when) =>
          `${event} etkinliğindeki bire bir görüşmeniz ${when} için planlandı. Görüşme ajandanızda.`,
      },
      moved: {
        subject: (summary) => `Görüşmenin zamanı değişti: ${summary}`,
        line: (event, when) => `${event} etkinliğindeki bire bir görüşmeniz ${when} zamanına taşındı.`,
      },
      cancelled: {
        subject: (summary) => `Görüşme iptal edildi: ${summary}`,
        line: (event, when) => `${event} etkinliğindeki ${when} tarihli bire bir görüşmeniz iptal edildi.`,
      },
    },
    attached: 'Ekteki meeting.ics takviminizi günceller.',
  },
  ru: {
    someone: 'Кто-то',
    request: {
      subject: (from, event) => `${from} хочет встретиться с вами на ${event}`,
      line: (from, event) => `${from} отправил(а) вам запрос на встречу 1:1 на ${event}:`,
    },
    reschedule: {
      subject: (from, event) => `${from} просит перенести вашу встречу на ${event}`,
      line: (from, event) => `${from} просит перенести вашу встречу 1:1 на ${event}:`,
    },
    answer: 'Откройте приглашения в Lanyard, чтобы ответить.',
    summary: (others) => (others === null ? 'Встреча 1:1' : `Встреча с ${others}`),
    table: (n) => `Стол ${n}`,
    change: {
      booked: {
        subject: (summary) => `Встреча назначена: ${summary}`,
        line: (event, when) => `Ваша встреча 1:1 на ${event} назначена на ${when}. Она в вашей программе.`,
      },
      moved: {
        subject: (summary) => `Встреча перенесена: ${summary}`,
        line: (event, when) => `Ваша встреча 1:1 на ${event} перенесена на ${when}.`,
      },
      cancelled: {
        subject: (summary) => `Встреча отменена: ${summary}`,
        line: (event, when) => `Ваша встреча 1:1 на ${event} (${when}) отменена.`,
      },
    },
    attached: 'Вложенный файл meeting.ics обновит ваш календарь.',
  },
  es: {
    someone: 'Alguien',
    request: {
      subject: (from, event) => `${from} quiere reunirse contigo en ${event}`,
      line: (from, event) => `${from} te envió una solicitud de reunión 1:1 en ${event}:`,
    },
    reschedule: {
      subject: (from, event) => `${from} pide cambiar tu reunión en ${event}`,
      line: (from, event) => `${from} pide cambiar la hora de tu reunión 1:1 en ${event}:`,
    },
    answer: 'Abre tus invitaciones en Lanyard para responder.',
    summary: (others) => (others === null ? 'Reunión 1:1' : `Reunión con ${others}`),
    table: (n) => `Mesa ${n}`,
    change: {
      booked: {
        subject: (summary) => `Reunión reservada: ${summary}`,
        line: (event, when) =>
          `Tu reunión 1:1 en ${event} está reservada para el ${when}. Está en tu agenda.`,
      },
      moved: {
        subject: (summary) => `Reunión cambiada: ${summary}`,
        line: (event, when) => `Tu reunión 1:1 en ${event} se ha movido al ${when}.`,
      },
      cancelled: {
        subject: (summary) => `Reunión cancelada: ${summary}`,
        line: (event, when) => `Tu reunión 1:1 en ${event} del ${when} se ha cancelado.`,
      },
    },
    attached: 'El archivo meeting.ics adjunto actualiza tu calendario.',
  },
};
