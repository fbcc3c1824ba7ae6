import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps every message it receives. */
export async function startSmtp() {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message to `to`, waiting up to 10 s for it. */
    async next(to: string, after = 0): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages
          .slice(after)
          .find((m) => m.to && JSON.stringify(m.to).toLowerCase().includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkToken(mail: ParsedMail): { path: string; token: string } {
  const match = /(https?:\/\/[^\s]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error('no link in the mail');
  const url = new URL(match[1]);
  return { path: url.pathname, token: url.searchParams.get('token') ?? '' };
}
