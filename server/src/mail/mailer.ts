import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender, when not MAIL_FROM (the reminder settings' address). */
  from?: string;
}

/** Sends through SMTP_URL, or writes each message as an .eml file into DATA_DIR/outbox. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly options: { smtpUrl?: string; from: string; outbox: string },
    private readonly log: Logger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ ...mail, from: mail.from ?? this.options.from });
    if (!this.options.smtpUrl) {
      await mkdir(this.options.outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
      await writeFile(path.join(this.options.outbox, name), info.message as Buffer);
    }
    this.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
  }
}
