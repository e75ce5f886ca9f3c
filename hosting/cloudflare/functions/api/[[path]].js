/**
 * Cloudflare Pages Function: sends /api/* (the lead endpoint and its form tokens) to the lead
 * server run by `npm start` at LEAD_ORIGIN, so the static site and the endpoint share one origin
 * (docs/hosting.md). Everything else is dist/ as Pages serves it.
 */
export async function onRequest({ request, env }) {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, env.LEAD_ORIGIN);
  const headers = new Headers(request.headers);
  headers.set('X-Forwarded-For', request.headers.get('CF-Connecting-IP') ?? '');
  return fetch(target, { method: request.method, headers, body: request.body, redirect: 'manual' });
}
