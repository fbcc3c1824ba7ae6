import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP_URL set: send through it. Unset: write .eml files under DATA_DIR/outbox and log them. */
export default fp(
  async function mailPlugin(app: FastifyInstance) {
    const from = app.config.mailFrom;
    if (app.config.smtpUrl) {
      const transport = nodemailer.createTransport(app.config.smtpUrl);
      app.addHook('onClose', async () => transport.close());
      app.decorate('mailer', {
        async send(message) {
          await transport.sendMail({ from, ...message });
        },
      });
      return;
    }
    const outbox = join(app.config.dataDir, 'outbox');
    await mkdir(outbox, { recursive: true });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    app.decorate('mailer', {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
        await writeFile(file, info.message as Buffer);
        app.log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to outbox');
      },
    });
  },
  { name: 'mail', dependencies: ['config'] },
);
