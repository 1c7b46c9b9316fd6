import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { TEST_JWT_SECRET } from './test-app.js';

/** A JSON literal that JSON.stringify cannot write (NaN, 1e309, -0, a 400-digit number). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text in which RawJson values are written as they are. */
export function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof RawJson ? `__raw_json_${raws.push(value.text) - 1}__` : value)) ?? '';
  return text.replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => raws[Number(index)]!);
}

/** A form or query value: what a scalar reads as in text. */
export const asText = (value: unknown): string =>
  value instanceof RawJson ? value.text : typeof value === 'string' ? value : value === undefined ? '' : (jsonText(value) ?? 'null');

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const ODD_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '🔨🔥',
  '\u202e\u200b',
  'x'.repeat(5_000),
  'é'.repeat(2_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%',
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '-0',
  '0x10',
  '1,000',
  ' 12 ',
  '2020-13-45T99:99:99Z',
  '2020-02-30',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  'next tuesday',
  UNKNOWN_ID,
  UNKNOWN_ID.toUpperCase(),
  '00000000-0000-0000-0000-00000000000g',
];

const RAW_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e308', '-1e308', '1e309', '-1e309', '-0', '5e-324', '1e-400', '9'.repeat(400), '0.1e1', '1E3'];

/** Text of every odd kind: random, binary, graphemes, and a list of known troublemakers. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(...ODD_TEXTS),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 1e21, 1_000_000_000.01, 10.005, Number.MAX_SAFE_INTEGER + 2),
  fc.bigInt().map((value) => new RawJson(value.toString())),
  fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, nested a little: scalars, arrays and objects of hostile values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', '$ne')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Text that a client library will put into a header without refusing it. */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
  fc.constantFrom('', ' ', '9'.repeat(10_000), '-1', '1e309', 'caf\u00e9'),
);

export type TokenKind = 'none' | 'user' | 'admin' | 'garbage' | 'forged' | 'expired' | 'alg-none' | 'unknown-user' | 'odd-subject' | 'no-subject' | 'not-bearer';

export const tokenKinds: fc.Arbitrary<TokenKind> = fc.constantFrom('none', 'user', 'admin', 'garbage', 'forged', 'expired', 'alg-none', 'unknown-user', 'odd-subject', 'no-subject', 'not-bearer');

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The Authorization header for a kind of caller, real or fake; undefined for no header. */
export function authorizationFor(kind: TokenKind, tokens: { user: string; admin: string; adminId: string }): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  switch (kind) {
    case 'none':
      return undefined;
    case 'user':
      return tokens.user;
    case 'admin':
      return tokens.admin;
    case 'garbage':
      return 'Bearer garbage.garbage.garbage';
    case 'forged':
      return `Bearer ${jwt.sign({}, 'not-the-server-secret-0123456789', { subject: tokens.adminId, expiresIn: '1h' })}`;
    case 'expired':
      return `Bearer ${jwt.sign({ exp: now - 60, iat: now - 3600 }, TEST_JWT_SECRET, { subject: tokens.adminId })}`;
    case 'alg-none':
      return `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: tokens.adminId, exp: now + 3600 })}.`;
    case 'unknown-user':
      return `Bearer ${jwt.sign({}, TEST_JWT_SECRET, { subject: UNKNOWN_ID, expiresIn: '1h' })}`;
    case 'odd-subject':
      // Signed with the real secret, as a token from an older release or another tool could be.
      return `Bearer ${jwt.sign({}, TEST_JWT_SECRET, { subject: 'not-a-uuid\u0000', expiresIn: '1h' })}`;
    case 'no-subject':
      return `Bearer ${jwt.sign({ sub: 42 }, TEST_JWT_SECRET, { expiresIn: '1h' })}`;
    case 'not-bearer':
      return `Basic ${Buffer.from('admin:admin').toString('base64')}`;
  }
}

/** Bytes sent as a `photo` that are not the image they claim to be, or barely one. */
export const notAnImage: fc.Arbitrary<{ bytes: Buffer; filename: string; contentType: string }> = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ bytes: Buffer.from(bytes), filename: 'photo.png', contentType: 'image/png' })),
  fc.constant({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), filename: 'photo.svg', contentType: 'image/svg+xml' }),
  fc.constant({ bytes: Buffer.from('%PDF-1.4 not really'), filename: 'photo.jpg', contentType: 'image/jpeg' }),
  fc.constant({ bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0xff)]), filename: 'truncated.png', contentType: 'image/png' }),
  fc.constant({ bytes: Buffer.from('GIF89a'), filename: 'tiny.gif', contentType: 'image/gif' }),
);
