/**
 * A passkey in software for the server's tests: an ES256 key pair made with node:crypto, and the
 * WebAuthn answers a browser would send for it (W3C WebAuthn Level 2 §6.1, §6.5; attestation
 * "none"; COSE and CBOR per RFC 8152 and 8949). It signs whatever origin and RP ID it is told,
 * so a test can also play a phishing page. The browser's own path is tested in Chromium with its
 * virtual authenticator (tests/e2e/konto-passkeys.spec.ts).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}

/** The few CBOR types a COSE key and an attestation object use. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: KeyObject;
  private readonly coseKey: Buffer;
  counter: number;

  constructor({ counter = 0 }: { counter?: number } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.key = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const coord = (c: string | undefined) => Buffer.from(c ?? '', 'base64url');
    this.coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coord(jwk.x)],
        [-3, coord(jwk.y)],
      ]),
    );
    this.counter = counter;
  }

  get id() {
    return b64(this.credentialId);
  }

  private authData(rpId: string, attested: boolean) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]);
    const credential = attested ? Buffer.concat([Buffer.alloc(16), u16(this.credentialId.length), this.credentialId, this.coseKey]) : Buffer.alloc(0);
    return Buffer.concat([sha256(rpId), flags, count, credential]);
  }

  /** What `navigator.credentials.create()` gives for `options` (the server's JSON) at `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string, rpId = options.rp.id ?? '') {
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const attestation = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(rpId, true)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestation), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** What `navigator.credentials.get()` gives for `options` at `origin`; the counter moves on if it keeps one. */
  answer(options: { challenge: string; rpId?: string }, origin: string, rpId = options.rpId ?? '') {
    if (this.counter > 0) this.counter += 1;
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const data = this.authData(rpId, false);
    const signature = sign('sha256', Buffer.concat([data, sha256(clientData)]), this.key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64(clientData), authenticatorData: b64(data), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}

function u16(n: number) {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(n);
  return bytes;
}
