/**
 * Cloudflare Pages Function: sends /api/* (the lead endpoint and its form tokens) to the lead
 * server run by `npm start` at LEAD_ORIGIN, so the static site and the endpoint share one origin,
 * with the visitor's address (CF-Connecting-IP) signed with LEAD_PROXY_SECRET
 * (docs/hosting.md). /konto goes the same way (functions/konto.ts, konto/[[path]].ts); everything
 * else is dist/ as Pages serves it.
 */
import { forwardToLeadServer, type ProxyEnv } from '../../../proxy-signature';

export async function onRequest({ request, env }: { request: Request; env: ProxyEnv }): Promise<Response> {
  return forwardToLeadServer(request, env, request.headers.get('CF-Connecting-IP') ?? undefined);
}
