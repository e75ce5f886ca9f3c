/**
 * The editor's endpoints read and write files, so they answer only the dev server's own page
 * (docs/decisions.md "Page editor"): the request must come over loopback, name the server by a
 * loopback host and its own port (a DNS-rebinding page names its own domain), and a write must
 * carry the server's own Origin with a JSON body (a cross-site form post can do neither).
 */
import type { IncomingMessage } from 'node:http';

const loopbackAddress = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/** Why the request is refused, in Swedish, or undefined when it may go on. */
export function refusal(req: Pick<IncomingMessage, 'method' | 'headers'> & { socket: { remoteAddress?: string; localPort?: number } }): string | undefined {
  const { remoteAddress, localPort } = req.socket;
  if (!remoteAddress || !loopbackAddress.test(remoteAddress)) return 'Redigeraren svarar bara på den här datorn.';
  const host = req.headers.host ?? '';
  if (!loopbackHosts.some((name) => host === `${name}:${localPort}`))
    return `Okänd värd ${JSON.stringify(host)}: öppna redigeraren på den adress npm run dev skriver ut.`;
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== `http://${host}`) return `Anrop från en annan webbplats (${origin}) tas inte emot.`;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (origin === undefined) return 'Ändringar tas bara emot från redigeraren själv.';
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return 'Ändringar skickas som JSON.';
  }
  return undefined;
}
