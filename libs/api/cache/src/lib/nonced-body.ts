import { constants, crc32, deflateRawSync } from 'node:zlib';

/** gzip member header: deflate, no name, no mtime, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The last deflate block: final, stored, empty (RFC 1951 3.2.4). */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** A non-final stored deflate block holding these bytes (at most 65535), at a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * A page whose only per-response part is its CSP nonce: stored once with a placeholder, sent
 * with a fresh nonce each time, as plain bytes or gzip, without compressing the page again.
 *
 * The text between placeholders is deflated once, each part as its own raw deflate stream ended
 * by a sync flush (byte-aligned, not final, no reference to earlier bytes). A response is the
 * gzip header, the parts with each nonce in between as a stored block, an empty final block and
 * the CRC-32 and length of the whole: a valid gzip stream (RFC 1951/1952) costing a copy and a
 * CRC pass, not a compression.
 */
export class NoncedBody {
  private readonly parts: Buffer[];
  private readonly deflated: Buffer[];
  private readonly length: number;

  private constructor(
    parts: Buffer[],
    private readonly before: string,
    private readonly after: string,
  ) {
    this.parts = parts;
    this.deflated = parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
    this.length = parts.reduce((sum, part) => sum + part.length, 0);
  }

  /**
   * `text` with every `before + placeholder + after` (for example `nonce="` placeholder `"`)
   * to be filled with the response's nonce.
   */
  static of(text: string, attribute: { before: string; placeholder: string; after: string }): NoncedBody {
    const marker = attribute.before + attribute.placeholder + attribute.after;
    return new NoncedBody(
      text.split(marker).map((part) => Buffer.from(part, 'utf8')),
      attribute.before,
      attribute.after,
    );
  }

  /** Memory held: the plain and the deflated parts. */
  get bytes(): number {
    return this.length + this.deflated.reduce((sum, part) => sum + part.length, 0);
  }

  plain(nonce: string): Buffer {
    if (this.parts.length === 1) return this.parts[0];
    const fill = Buffer.from(this.before + nonce + this.after, 'utf8');
    const chunks: Buffer[] = [];
    this.parts.forEach((part, i) => chunks.push(...(i ? [fill, part] : [part])));
    return Buffer.concat(chunks);
  }

  gzip(nonce: string): Buffer {
    const fill = Buffer.from(this.before + nonce + this.after, 'utf8');
    const chunks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    this.parts.forEach((part, i) => {
      if (i) {
        chunks.push(storedBlock(fill));
        crc = crc32(fill, crc);
      }
      chunks.push(this.deflated[i]);
      crc = crc32(part, crc);
    });
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.length + fill.length * (this.parts.length - 1)) >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
