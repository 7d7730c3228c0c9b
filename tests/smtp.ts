/**
 * A real SMTP server in the test process (smtp-server), so mail goes through nodemailer over a
 * socket exactly as in production. Received messages are parsed with mailparser.
 */
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export interface Inbox {
  port: number;
  messages: ParsedMail[];
  /** The next message to `to` (waits for it). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          waiters.splice(0).forEach((w) => w());
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const seen = new Set<ParsedMail>();
  const addressed = (m: ParsedMail, to: string) => {
    const list = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
    return list.some((a) => a.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));
  };
  return {
    port: typeof address === "object" && address ? address.port : port,
    messages,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => !seen.has(m) && addressed(m, to));
        if (found) {
          seen.add(found);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text. */
export function linkIn(mail: ParsedMail): string {
  const m = /https?:\/\/\S+/.exec(mail.text ?? "");
  if (!m) throw new Error("no link in the mail");
  return m[0];
}
