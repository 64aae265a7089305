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

/** Text between nonces: its bytes, and the same deflated on their own (a raw deflate stream ended by a sync flush). */
interface Text {
  plain: Buffer;
  deflated: Buffer;
  /** Shared by many bodies (a page template's text, made once): not counted in each body's memory. */
  shared: boolean;
}
/** Where the response's nonce goes. */
const NONCE = Symbol('nonce');
type Chunk = Text | typeof NONCE;

/** How the nonce is written: for example `nonce="` placeholder `"`. */
export interface NonceAttribute {
  before: string;
  placeholder: string;
  after: string;
}

/**
 * A page whose only per-response part is its CSP nonce: stored once with a placeholder, sent
 * with a fresh nonce each time, as plain bytes or gzip, without compressing the page again.
 *
 * The text between placeholders is deflated once, each piece as its own raw deflate stream ended
 * by a sync flush (byte-aligned, not final, no reference to earlier bytes). A response is the
 * gzip header, the pieces with each nonce in between as a stored block, an empty final block and
 * the CRC-32 and length of the whole: a valid gzip stream (RFC 1951/1952) costing a copy and a
 * CRC pass, not a compression. Because each piece stands alone, a page can also be joined from
 * pieces compressed earlier (`join`): a template's text is compressed once, not with every render.
 */
export class NoncedBody {
  private readonly length: number;
  private readonly nonces: number;

  private constructor(
    private readonly chunks: readonly Chunk[],
    private readonly attribute: NonceAttribute,
  ) {
    this.length = chunks.reduce((sum, chunk) => sum + (chunk === NONCE ? 0 : chunk.plain.length), 0);
    this.nonces = chunks.filter((chunk) => chunk === NONCE).length;
  }

  /**
   * `text` with every `before + placeholder + after` (for example `nonce="` placeholder `"`) to be
   * filled with the response's nonce. `shared`: text that many bodies join (`join`), such as a
   * page template's, whose memory is not counted in theirs.
   */
  static of(text: string, attribute: NonceAttribute, options: { shared?: boolean } = {}): NoncedBody {
    const marker = attribute.before + attribute.placeholder + attribute.after;
    const chunks: Chunk[] = [];
    text.split(marker).forEach((piece, i) => {
      if (i) chunks.push(NONCE);
      if (!piece) return;
      const plain = Buffer.from(piece, 'utf8');
      chunks.push({ plain, deflated: deflateRawSync(plain, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }), shared: options.shared ?? false });
    });
    return new NoncedBody(chunks, attribute);
  }

  /** The bodies one after another, with the nonce attribute of the first (each piece keeps its compressed form). */
  static join(bodies: NoncedBody[]): NoncedBody {
    return new NoncedBody(
      bodies.flatMap((body) => body.chunks),
      bodies[0].attribute,
    );
  }

  /** Memory held: the plain and the deflated text, but for shared pieces. */
  get bytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + (chunk === NONCE || chunk.shared ? 0 : chunk.plain.length + chunk.deflated.length), 0);
  }

  plain(nonce: string): Buffer {
    if (this.nonces === 0 && this.chunks.length === 1) return (this.chunks[0] as Text).plain;
    const fill = this.fill(nonce);
    return Buffer.concat(this.chunks.map((chunk) => (chunk === NONCE ? fill : chunk.plain)));
  }

  gzip(nonce: string): Buffer {
    const fill = this.fill(nonce);
    const stored = storedBlock(fill);
    const parts: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    for (const chunk of this.chunks) {
      if (chunk === NONCE) {
        parts.push(stored);
        crc = crc32(fill, crc);
      } else {
        parts.push(chunk.deflated);
        crc = crc32(chunk.plain, crc);
      }
    }
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.length + fill.length * this.nonces) >>> 0, 4);
    parts.push(FINAL_BLOCK, trailer);
    return Buffer.concat(parts);
  }

  private fill(nonce: string): Buffer {
    return Buffer.from(this.attribute.before + nonce + this.attribute.after, 'utf8');
  }
}
