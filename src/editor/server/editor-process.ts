/**
 * The page editor's process as the full build bundles it into the render cache
 * (`.build/render/editor/editor-process.js`, docs/decisions.md 123): editor-api.ts and everything
 * it imports of the project in one file, the packages imported from node_modules. It speaks
 * editor-protocol.ts's protocol in the current directory (the working copy) and starts without tsx
 * or Vite; the publisher runs it while the working copy's code is the code it was built from.
 */
import * as api from './editor-api';
import { serveEditor } from './editor-protocol';

await serveEditor(process.cwd(), () => Promise.resolve(api));
