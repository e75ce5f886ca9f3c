/**
 * Who hears the dev server's reloads and error overlays (docs/decisions.md "Nothing typed is lost, no file is damaged"). Vite sends them to
 * every open tab; a page editor tab reloaded by a change on disk would lose what was typed, and
 * Vite's English overlay would cover it. The editor says so on connecting (`redigera:ansluten`),
 * and from then on the site's reload and overlay go only to the other tabs: the editor hears of
 * changed files through its own event and shows content problems in its own Swedish UI.
 */
import type { HotPayload, ViteDevServer } from 'vite';

export const editorHello = 'redigera:ansluten';

// By raw socket, which a client keeps for as long as it is connected; gone with it.
const editors = new WeakSet<object>();

export function listenForEditors(server: ViteDevServer): void {
  server.ws.on(editorHello, (_data: unknown, client: { socket?: object }) => {
    if (client.socket) editors.add(client.socket);
  });
}

const isEditor = (client: { socket: object }) => editors.has(client.socket);

/** Sends to the tabs showing the site (every tab but the editor's). */
export function sendToSite(server: ViteDevServer, payload: HotPayload): void {
  for (const client of server.ws.clients) if (!isEditor(client)) client.send(payload);
}

/** Sends a custom event to the page editor's tabs only. */
export function sendToEditors(server: ViteDevServer, event: string, data: unknown): void {
  for (const client of server.ws.clients) if (isEditor(client)) client.send({ type: 'custom', event, data });
}
