/**
 * TOTP secrets sealed at rest (server/accounts/totp-seal.ts, docs/decisions.md 114): what the
 * database keeps opens with its key only, and not once it is altered.
 */
import { describe, expect, it } from 'vitest';
import { newTotpSecret } from '~/server/accounts/totp';
import { openTotpSecret, sealTotpSecret } from '~/server/accounts/totp-seal';

const key = 'en nyckel som är minst trettiotvå tecken lång';

describe('a sealed TOTP secret', () => {
  it('opens with its key, and two seals of one secret differ (a nonce of their own)', () => {
    const secret = newTotpSecret();
    const first = sealTotpSecret(secret, key);
    const second = sealTotpSecret(secret, key);
    expect(first).not.toBe(second);
    expect(openTotpSecret(first, key)).toEqual({ ok: true, secret });
    expect(openTotpSecret(second, key)).toEqual({ ok: true, secret });
  });

  it('does not open with another key, without a key, altered or cut short', () => {
    const sealed = sealTotpSecret(newTotpSecret(), key);
    expect(openTotpSecret(sealed, `${key}!`)).toEqual({ ok: false });
    expect(openTotpSecret(sealed, undefined)).toEqual({ ok: false });
    const body = Buffer.from(sealed.slice('aes256gcm:'.length), 'base64url');
    for (const at of [0, 12, 20, body.length - 1]) {
      const altered = Buffer.from(body);
      altered.writeUInt8(altered.readUInt8(at) ^ 1, at);
      expect(openTotpSecret(`aes256gcm:${altered.toString('base64url')}`, key)).toEqual({ ok: false });
    }
    expect(openTotpSecret(`aes256gcm:${body.subarray(0, 20).toString('base64url')}`, key)).toEqual({ ok: false });
  });

  it('is kept as the app’s text without a key, and such a text reads the same once a key is set', () => {
    const secret = newTotpSecret();
    expect(sealTotpSecret(secret, undefined)).toBe(secret);
    expect(openTotpSecret(secret, key)).toEqual({ ok: true, secret });
  });
});
