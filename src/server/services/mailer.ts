import nodemailer from 'nodemailer';
import type { Db } from '../db';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/**
 * Sends through SMTP when configured; otherwise keeps the mail in the outbox table and logs it,
 * so a demo installation can still complete a password reset. With logBodies false (production)
 * the log names the mail only: its text carries reset links, which a log must not hand out.
 */
export function createMailer(db: Db, smtp: { url: string; from: string } | null, log: (line: string) => void, logBodies = true): SendMail {
  const transport = smtp ? nodemailer.createTransport(smtp.url) : null;
  return async (mail) => {
    const [row] = await db.insert(outbox).values({ to: mail.to, subject: mail.subject, body: mail.text }).returning({ id: outbox.id });
    if (transport && smtp) {
      await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, text: mail.text });
      return;
    }
    log(`[mail #${row?.id}] to=${mail.to} subject="${mail.subject}"${logBodies ? `\n${mail.text}` : ' (text in the outbox table)'}`);
  };
}
