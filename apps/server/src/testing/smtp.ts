import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no matching mail arrived');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Undoes quoted-printable soft line breaks and `=3D` so links can be read from a raw message; a run of
 * escaped bytes is UTF-8 (a Hindi mail's words).
 */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/**
 * A message's Subject as its reader sees it: the folded header joined, RFC 2047 encoded words (a Hindi
 * subject) decoded. Adjacent encoded words are one text (the space between them is not part of it).
 */
export function mailSubject(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const header = (/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '').replace(/\r?\n(?=[ \t])/g, '');
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const bytes = (encoding: string, text: string): Buffer =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .split(/(=[0-9A-Fa-f]{2})/)
            .flatMap((part) =>
              /^=[0-9A-Fa-f]{2}$/.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'latin1')],
            ),
        );
  let subject = '';
  let pending: Buffer[] = [];
  let last = 0;
  for (const match of header.matchAll(word)) {
    const between = header.slice(last, match.index);
    if (pending.length === 0 || between.trim() !== '') {
      subject += Buffer.concat(pending).toString('utf8') + between;
      pending = [];
    }
    pending.push(bytes(match[2]!, match[3]!));
    last = match.index + match[0].length;
  }
  return subject + Buffer.concat(pending).toString('utf8') + header.slice(last);
}
