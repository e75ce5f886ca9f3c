/** The words the server answers with (site.yaml, built by `npm run build`), read once at start. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointFiles } from '../src/lead-form/contract';
import type { EndpointTexts } from '../src/lead-form/texts';

export function loadEndpointTexts(distDir: string): EndpointTexts {
  const file = path.join(distDir, endpointFiles.texts);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as EndpointTexts;
  } catch {
    throw new Error(`${file} saknas eller är trasig — kör \`npm run build\`.`);
  }
}
