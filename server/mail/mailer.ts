import nodemailer from 'nodemailer';
import { writeOutboxMessage } from './outbox';

/** A file sent with a message, e.g. the agenda as text/calendar. */
interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Where mail goes: an SMTP server or the local outbox. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox under DATA_DIR (lanyard outbox). */
export function createMailer(config: MailerConfig): Mailer {
  if (config.smtpUrl) {
    const transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: 'outbox',
    async send({ attachments, ...message }) {
      await writeOutboxMessage(config.dataDir, {
        from: config.mailFrom,
        ...message,
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                contentBase64: a.content.toString('base64'),
              })),
            }
          : {}),
      });
    },
    close() {},
  };
}
