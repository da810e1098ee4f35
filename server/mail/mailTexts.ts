import type { Language } from '@shared/constants';

/*
 * The texts of the server's mails other than the meeting mails (./meetingMailTexts.ts), in the four
 * languages of the app (DECISIONS 7), one typed table per mail kind: a language without one of the
 * texts does not compile. The server has no string catalogue; these are the mails' own words, chosen
 * per reader (docs/mail.md "Languages").
 */

/** The locale each language's dates, name lists and plural forms are written in. */
export const MAIL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  tr: 'tr-TR',
  ru: 'ru-RU',
  es: 'es-ES',
};

/** Russian nouns after a number take one of three forms (1 минута, 2 минуты, 5 минут). */
const russianPlural = new Intl.PluralRules(MAIL_LOCALES.ru);
function russianCount(n: number, forms: { one: string; few: string; many: string }): string {
  const kind = russianPlural.select(n);
  return `${n} ${kind === 'one' ? forms.one : kind === 'few' ? forms.few : forms.many}`;
}

export interface PasswordResetTexts {
  subject(code: string): string;
  /** The mail's lines, the code among them; `minutes` how long it is valid. */
  lines(code: string, minutes: number): string[];
}

/** The reset-code mail (POST /v1/auth/forgotPassword). */
export const PASSWORD_RESET_TEXTS: Record<Language, PasswordResetTexts> = {
  en: {
    subject: (code) => `Your Lanyard password reset code: ${code}`,
    lines: (code, minutes) => [
      'Someone asked to reset the password of your Lanyard account.',
      '',
      `Your verification code is ${code}`,
      '',
      `It is valid for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. If you did not ask for it, ignore this message: your password stays as it is.`,
    ],
  },
  tr: {
    subject: (code) => `Lanyard şifre sıfırlama kodunuz: ${code}`,
    lines: (code, minutes) => [
      'Lanyard hesabınızın şifresini sıfırlamak için bir istek aldık.',
      '',
      `Doğrulama kodunuz: ${code}`,
      '',
      `Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu iletiyi dikkate almayın: şifreniz değişmeden kalır.`,
    ],
  },
  ru: {
    subject: (code) => `Код для сброса пароля Lanyard: ${code}`,
    lines: (code, minutes) => [
      'Кто-то запросил сброс пароля вашей учётной записи Lanyard.',
      '',
      `Ваш код подтверждения: ${code}`,
      '',
      // "в течение" takes the genitive: 1 минуты, 2 / 5 минут.
      `Код действует в течение ${minutes} ${russianPlural.select(minutes) === 'one' ? 'минуты' : 'минут'}. Если вы не запрашивали сброс, просто проигнорируйте это письмо: ваш пароль останется прежним.`,
    ],
  },
  es: {
    subject: (code) => `Tu código para restablecer la contraseña de Lanyard: ${code}`,
    lines: (code, minutes) => [
      'Alguien ha pedido restablecer la contraseña de tu cuenta de Lanyard.',
      '',
      `Tu código de verificación es ${code}`,
      '',
      `Es válido durante ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.`,
    ],
  },
};

export interface AgendaMailTexts {
  subject(event: string): string;
  /** "agenda.ics, 3 sessions": the attachment's line names it and counts the joined sessions. */
  attached(event: string, sessions: number): string;
  open: string;
  /** Before the feed's URL. */
  subscribe: string;
  /** After it: the link is a secret. */
  secret: string;
}

/** My agenda by e-mail (POST /v1/event/participant/calendar, mode email). */
export const AGENDA_MAIL_TEXTS: Record<Language, AgendaMailTexts> = {
  en: {
    subject: (event) => `Your agenda for ${event}`,
    attached: (event, n) =>
      `Your agenda for ${event} is attached (agenda.ics, ${n} ${n === 1 ? 'session' : 'sessions'}).`,
    open: 'Open it to add the sessions to your calendar.',
    subscribe:
      'To keep your calendar in step with changes to the program, subscribe to your personal feed instead:',
    secret: 'Anyone with this link can read your agenda; you can replace it from the agenda page.',
  },
  tr: {
    subject: (event) => `${event} etkinliği için ajandanız`,
    // Turkish nouns stay singular after a number.
    attached: (event, n) => `${event} etkinliği için ajandanız ekte (agenda.ics, ${n} oturum).`,
    open: 'Oturumları takviminize eklemek için dosyayı açın.',
    subscribe:
      'Takviminizin programdaki değişikliklerle güncel kalması için bunun yerine kişisel takvim akışınıza abone olun:',
    secret:
      'Bu bağlantıya sahip olan herkes ajandanızı görebilir; bağlantıyı ajanda sayfasından yenileyebilirsiniz.',
  },
  ru: {
    subject: (event) => `Ваше расписание на ${event}`,
    attached: (event, n) =>
      `Ваше расписание на ${event} во вложении (agenda.ics, ${russianCount(n, { one: 'сессия', few: 'сессии', many: 'сессий' })}).`,
    open: 'Откройте файл, чтобы добавить сессии в свой календарь.',
    subscribe:
      'Чтобы календарь сам обновлялся при изменениях в программе, лучше подпишитесь на свою личную ленту:',
    secret:
      'Любой, у кого есть эта ссылка, может видеть ваше расписание; заменить ссылку можно на странице расписания.',
  },
  es: {
    subject: (event) => `Tu agenda de ${event}`,
    attached: (event, n) =>
      `Te enviamos adjunta tu agenda de ${event} (agenda.ics, ${n} ${n === 1 ? 'sesión' : 'sesiones'}).`,
    open: 'Abre el archivo para añadir las sesiones a tu calendario.',
    subscribe:
      'Para que tu calendario se mantenga al día con los cambios del programa, suscríbete mejor a tu calendario personal:',
    secret:
      'Cualquiera que tenga este enlace puede ver tu agenda; puedes sustituirlo desde la página de la agenda.',
  },
};

/**
 * The calendar feed's name (X-WR-CALNAME), which a calendar app gives the subscription: in the
 * owner's app language, the feed holding every event of theirs.
 */
export const AGENDA_FEED_NAMES: Record<Language, string> = {
  en: 'Lanyard agenda',
  tr: 'Lanyard ajandası',
  ru: 'Расписание Lanyard',
  es: 'Agenda de Lanyard',
};

export interface RequestDecisionTexts {
  approved: { subject(session: string): string; line(event: string, session: string, when: string): string };
  declined: { subject(session: string): string; line(event: string, session: string, when: string): string };
  /** The line below each: what the agenda shows now. */
  approvedAgenda: string;
  declinedAgenda: string;
}

/** The organizers' answer to a request to join a blocking session (DECISIONS 10). */
export const REQUEST_DECISION_TEXTS: Record<Language, RequestDecisionTexts> = {
  en: {
    approved: {
      subject: (session) => `You are in: ${session}`,
      line: (event, session, when) =>
        `The organizers of ${event} confirmed your place in “${session}”, ${when}.`,
    },
    declined: {
      subject: (session) => `Request declined: ${session}`,
      line: (event, session, when) =>
        `The organizers of ${event} could not confirm your place in “${session}”, ${when}.`,
    },
    approvedAgenda: 'It is in your agenda now.',
    declinedAgenda: 'Your agenda shows the request as declined; remove it there to free the time.',
  },
  tr: {
    approved: {
      subject: (session) => `Yeriniz onaylandı: ${session}`,
      line: (event, session, when) =>
        `${event} organizatörleri “${session}” oturumundaki yerinizi onayladı: ${when}.`,
    },
    declined: {
      subject: (session) => `İsteğiniz reddedildi: ${session}`,
      line: (event, session, when) =>
        `${event} organizatörleri “${session}” oturumundaki yerinizi onaylayamadı: ${when}.`,
    },
    approvedAgenda: 'Oturum artık ajandanızda.',
    declinedAgenda:
      'Ajandanız isteği reddedilmiş olarak gösteriyor; o zamanı boşaltmak için isteği ajandanızdan kaldırın.',
  },
  ru: {
    approved: {
      subject: (session) => `Ваше место подтверждено: ${session}`,
      line: (event, session, when) =>
        `Организаторы ${event} подтвердили ваше место на сессии «${session}», ${when}.`,
    },
    declined: {
      subject: (session) => `Запрос отклонён: ${session}`,
      line: (event, session, when) =>
        `Организаторы ${event} не смогли подтвердить ваше место на сессии «${session}», ${when}.`,
    },
    approvedAgenda: 'Сессия уже в вашем расписании.',
    declinedAgenda:
      'В вашем расписании запрос отмечен как отклонённый; удалите его оттуда, чтобы освободить это время.',
  },
  es: {
    approved: {
      subject: (session) => `Tienes plaza: ${session}`,
      line: (event, session, when) =>
        `Los organizadores de ${event} han confirmado tu plaza en «${session}», ${when}.`,
    },
    declined: {
      subject: (session) => `Solicitud rechazada: ${session}`,
      line: (event, session, when) =>
        `Los organizadores de ${event} no han podido confirmar tu plaza en «${session}», ${when}.`,
    },
    approvedAgenda: 'Ya está en tu agenda.',
    declinedAgenda:
      'Tu agenda muestra la solicitud como rechazada; elimínala de ahí para liberar ese tiempo.',
  },
};
