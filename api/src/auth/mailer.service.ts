import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { onFirstUse } from '../core/packages/on-first-use';

const nodemailer = onFirstUse((): typeof import('nodemailer') => require('nodemailer'));

/** Sends through SMTP_URL when set; otherwise writes the message to the log so a local shop still works. */
@Injectable()
export class MailerService {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? nodemailer().createTransport(config.smtpUrl) : null;
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    if (!this.transport) {
      this.logger.log(`Mail to ${to} (no SMTP_URL set): ${subject}\n${text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, to, subject, text });
  }
}
