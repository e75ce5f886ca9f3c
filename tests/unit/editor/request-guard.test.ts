import { describe, expect, it } from 'vitest';
import { refusal } from '~/src/editor/server/request-guard';

const port = 5173;
const request = (method: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') => ({
  method,
  headers,
  socket: { remoteAddress, localPort: port },
});
const own = { host: `localhost:${port}`, origin: `http://localhost:${port}`, 'content-type': 'application/json' };

describe('the editor’s endpoints answer only the dev server’s own page', () => {
  it('lets the editor read and write', () => {
    expect(refusal(request('GET', { host: own.host }))).toBeUndefined();
    expect(refusal(request('POST', own))).toBeUndefined();
    expect(refusal(request('POST', { ...own, host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` }, '::ffff:127.0.0.1'))).toBeUndefined();
    expect(refusal(request('GET', { host: `[::1]:${port}` }, '::1'))).toBeUndefined();
  });

  it('refuses a write from another site (cross-site post, or a page in another tab)', () => {
    expect(refusal(request('POST', { ...own, origin: 'http://evil.example' }))).toMatch(/annan webbplats \(http:\/\/evil\.example\)/);
    expect(refusal(request('POST', { ...own, origin: 'null' }))).toMatch(/annan webbplats/);
    expect(refusal(request('POST', { ...own, origin: `http://localhost:${port + 1}` }))).toMatch(/annan webbplats/);
    expect(refusal(request('GET', { host: own.host, origin: 'http://evil.example' }))).toMatch(/annan webbplats/);
  });

  it('refuses a DNS-rebound name for the server, and any address but loopback', () => {
    expect(refusal(request('GET', { host: `evil.example:${port}` }))).toMatch(/Okänd värd/);
    expect(refusal(request('GET', { host: `localhost:${port + 1}` }))).toMatch(/Okänd värd/);
    expect(refusal(request('GET', { host: 'localhost' }))).toMatch(/Okänd värd/);
    expect(refusal(request('GET', { host: own.host }, '192.168.1.20'))).toMatch(/bara på den här datorn/);
  });

  it('refuses a write without Origin or without a JSON body (what a plain HTML form sends)', () => {
    expect(refusal(request('POST', { host: own.host, 'content-type': 'application/json' }))).toMatch(/redigeraren själv/);
    expect(refusal(request('POST', { ...own, 'content-type': 'application/x-www-form-urlencoded' }))).toMatch(/JSON/);
    expect(refusal(request('POST', { ...own, 'content-type': 'text/plain' }))).toMatch(/JSON/);
  });
});
