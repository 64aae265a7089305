/** One part of a raw MIME message, decoded: its headers (lower-case names) and its body as text. */
export interface MimePart {
  headers: Record<string, string>;
  body: string;
}

/** Every leaf part of a raw message (multipart bodies walked by their boundaries), with its transfer encoding undone. */
export function mimeParts(raw: string): MimePart[] {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const headers = Object.fromEntries(
    head
      .replace(/\r?\n[ \t]+/g, ' ')
      .split(/\r?\n/)
      .map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary)
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return [{ headers, body: decoded }];
}

/** The first part whose content type starts with `type` (e.g. `text/calendar`), decoded; undefined when there is none. */
export function mimePart(raw: string, type: string): MimePart | undefined {
  return mimeParts(raw).find((p) => (p.headers['content-type'] ?? '').toLowerCase().startsWith(type));
}
