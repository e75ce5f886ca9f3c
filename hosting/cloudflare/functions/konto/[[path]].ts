/**
 * Cloudflare Pages Function: sends /konto/* (the firm's workspace and its API, docs/decisions.md
 * 58–74) to the lead server at LEAD_ORIGIN as api/[[path]].ts sends /api/*, with the visitor's
 * address signed, so sign-in's rate limit counts each person and the workspace shares the
 * site's origin (its cookie and Origin check). /konto itself is functions/konto.ts.
 */
import { forwardToLeadServer, type ProxyEnv } from '../../../proxy-signature';

export async function onRequest({ request, env }: { request: Request; env: ProxyEnv }): Promise<Response> {
  return forwardToLeadServer(request, env, request.headers.get('CF-Connecting-IP') ?? undefined);
}
