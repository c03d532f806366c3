import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  replyTo: string | null;
  at: number;
  attachments: CapturedAttachment[];
};
export type CapturedAttachment = { filename: string; contentType: string; content: Buffer };

/** The base64 attachments of a multipart message (nodemailer writes each with a filename and base64 body). */
function attachmentsOf(raw: string): CapturedAttachment[] {
  const found: CapturedAttachment[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    const headers = head.replace(/\r?\n[ \t]+/g, ' ');
    const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!filename || !/Content-Transfer-Encoding: base64/i.test(headers)) continue;
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
    found.push({
      filename,
      contentType,
      content: Buffer.from(
        body
          .join('')
          .split(/\r?\n--/)[0]!
          .replace(/\s/g, ''),
        'base64',
      ),
    });
  }
  return found;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as nodemailer writes non-ASCII subjects. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Quoted-printable body to text, enough to read links and words in our plain-text mails. */
function decodeBody(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/gi, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  return qp;
}

/**
 * A real SMTP server on loopback that hands every message it receives to `onMail`.
 * Used by the API tests (in process) and by the browser tests' global setup.
 */
export async function startSmtpCapture(
  onMail: (mail: CapturedMail) => void,
  port = 0,
  refuses: (address: string) => boolean = () => false,
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A mailbox the test declares unavailable is refused the way a real server does (550), so delivery fails for real.
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address)) return callback();
      callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
        const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
        const text = decodeBody(body.join('\n\n'));
        onMail({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' ')),
          text,
          link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] ?? null,
          replyTo: /^Reply-To: (.*)$/im.exec(head)?.[1]?.trim() ?? null,
          at: Date.now(),
          attachments: attachmentsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
