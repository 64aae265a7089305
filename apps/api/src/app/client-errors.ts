import { maxHeaderSize, Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '@sawa/api/common';

/** Node's own refusals, before any route runs: the status it would send, and words for it. */
function refusal(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: `The request's address and headers are larger than ${Math.round(maxHeaderSize / 1024)} KB.` };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request body is larger than the server accepts.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP.' };
  }
}

/**
 * Requests Node's HTTP parser refuses (headers over its limit, a malformed request line or header)
 * are answered in JSON with a message, like every other refusal, instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const { status, message } = refusal(error.code);
    // The request line, when Node kept it, says which door was knocked on (GraphQL clients read another error shape).
    const path = /^[A-Z]+ (\/\S*)/.exec((error as { rawPacket?: Buffer }).rawPacket?.toString('latin1') ?? '')?.[1] ?? '';
    const body = JSON.stringify(errorBody(path, status, message));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
