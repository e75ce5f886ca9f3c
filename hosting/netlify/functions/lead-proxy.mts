/**
 * Netlify Function: sends /api/* (the lead endpoint and its form tokens) and /konto, /konto/*
 * (the firm's workspace and its API) to the lead server run by `npm start` at LEAD_ORIGIN, so the
 * static site, the endpoint and the workspace share one origin, with the visitor's address
 * (Netlify's `context.ip`) signed with LEAD_PROXY_SECRET (docs/hosting.md).
 */
import { forwardToLeadServer } from '../../proxy-signature';

export default async (request: Request, context: { ip?: string }): Promise<Response> =>
  forwardToLeadServer(request, { LEAD_ORIGIN: process.env.LEAD_ORIGIN, LEAD_PROXY_SECRET: process.env.LEAD_PROXY_SECRET }, context.ip);

export const config = { path: ['/api/*', '/konto', '/konto/*'] };
