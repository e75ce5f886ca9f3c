import { describe, expect, it } from 'vitest';
import { headersFile } from '~/scripts/build/static-files';
import { contentSecurityPolicy, parseHeadersFile, securityHeaders } from '~/server/security-headers';

describe('security headers', () => {
  it('never allows inline or eval scripts, and allows Google only when analytics is configured', () => {
    for (const analytics of [false, true]) {
      const scriptSrc = contentSecurityPolicy({ analytics })
        .split('; ')
        .find((d) => d.startsWith('script-src'))!;
      expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
      expect(scriptSrc.includes('googletagmanager.com')).toBe(analytics);
    }
  });

  it('round-trips through the _headers file that npm start reads back', () => {
    const headers = securityHeaders({ analytics: false });
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
  });
});
