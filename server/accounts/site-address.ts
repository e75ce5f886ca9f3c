/** The site's address from the build (dist/_endpoint/site.json, from site.yaml), if built: for links in e-mail. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointFiles } from '~/src/lead-form/contract';

export function builtBaseUrl(distDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(distDir, endpointFiles.site), 'utf8')) as { baseUrl?: string }).baseUrl;
  } catch {
    return undefined;
  }
}
