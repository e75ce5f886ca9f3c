/**
 * The real site with what the firm fills in before launch (docs/lansering.md): real-looking
 * contact details and organisation, sources for every figure, approved cases and quotes, and two
 * named people — for the launch check's tests (launch.test.ts, content-build.integration.test.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

/** The real site with what the firm fills in once (docs/lansering.md). */
export function fillForLaunch(root: string): void {
  const edit = (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const doc = parseDocument(readFileSync(path.join(root, file), 'utf8'));
    change(doc);
    writeFileSync(path.join(root, file), doc.toString({ lineWidth: 0 }));
  };
  edit('site.yaml', (doc) => {
    doc.setIn(['baseUrl'], 'https://www.nordvikcfo.se');
    doc.setIn(['contact', 'phone'], '08-545 123 40');
    doc.setIn(['contact', 'email'], 'kontakt@nordvikcfo.se');
    doc.setIn(['parentFirm', 'url'], 'https://www.nordvikredovisning.se');
    doc.setIn(['social', 'url'], 'https://www.linkedin.com/company/nordvik-cfo');
    doc.setIn(
      ['organisation'],
      doc.createNode({ legalName: 'Nordvik CFO AB', orgNumber: '556123-4567', streetAddress: 'Kungsgatan 12', postalCode: '111 43', city: 'Stockholm' }),
    );
  });
  for (const name of readdirSync(path.join(root, 'pages'))) {
    edit(`pages/${name}`, (doc) => {
      const blocks = (doc.toJS() as { blocks: { type: string; stats?: unknown[]; items?: unknown[]; members?: unknown[] }[] }).blocks;
      for (const [i, block] of blocks.entries()) {
        const figures = block.type === 'hero' ? block.stats : block.type === 'results' ? block.items : undefined;
        for (const j of figures?.keys() ?? [])
          doc.setIn(['blocks', i, block.type === 'hero' ? 'stats' : 'items', j, 'source'], 'Nordvik Redovisning 2019–2025, 212 uppdrag');
        if (block.type === 'cases') for (const j of block.items!.keys()) doc.setIn(['blocks', i, 'items', j, 'verified'], true);
        if (block.type === 'quote') doc.setIn(['blocks', i, 'verified'], true);
        if (block.type === 'team') {
          doc.setIn(
            ['blocks', i, 'members'],
            doc.createNode([
              { name: 'Anna Lindqvist', role: 'CFO och partner', bio: 'Anna har varit ekonomichef i tre tillväxtbolag och leder våra uppdrag i Stockholm.' },
              { name: 'Erik Sandberg', role: 'Interim CFO', bio: 'Erik har lett ekonomifunktionen i industribolag under förvärv och omstruktureringar.' },
            ]),
          );
        }
      }
    });
  }
}
