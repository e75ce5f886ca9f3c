/** Cloudflare Pages Function: /konto itself, forwarded like /konto/* (functions/konto/[[path]].ts). */
export { onRequest } from './konto/[[path]]';
