/**
 * npm run new:city -- --name "Kiruna" [--interim]
 *
 * Scaffolds a city page from scripts/templates/ (name, slug and title filled in), checks the whole
 * site with the same loader as `npm run validate`, and tells a non-developer in Swedish what to
 * write next. Refuses a city that already exists. Everything the visitor sees is derived from the
 * new file's `city:` metadata, so no other file needs editing (docs/decisions.md 2).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { menuCityLimit, titleMaxLength } from '../src/content/derive';
import { loadContent, type LoadResult } from '../src/content/load';
import { formatProblem } from '../src/content/problem';
import { cityPagePrefixes, cityRoute, pageFileOfRoute, type CityOffer } from '../src/content/routes';
import { slugify } from '../src/lib/slug';

export type Offer = CityOffer;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const placeholder = /__STAD__/g;
const menuPlaceholder = /__MENY__/g;
/** The marker in the templates for text that must be rewritten for the city. */
const localMarker = /^\s*# SKRIV LOKALT:\s*(.*)$/;

export const usage = `Skapar en ny stadssida från en mall.

  npm run new:city -- --name "Kiruna"             CFO-tjänster i Kiruna  → pages/cfo-tjanster-kiruna.yaml
  npm run new:city -- --name "Kiruna" --interim   Interim CFO i Kiruna   → pages/interim-cfo-kiruna.yaml

Val:
  --name, -n "Stad"   Stadens namn som det skrivs, med å, ä och ö (2–40 tecken), t.ex. "Åre/Östersund".
                      Adressen bildas av namnet: "Åre/Östersund" blir /cfo-tjanster-are-ostersund.
  --interim           Skapa en sida för interim CFO i stället för CFO-tjänster.
  --help, -h          Visa den här hjälpen.

Glöm inte "--" efter "npm run new:city". Guide: docs/lagg-till-en-stad.md`;

export interface Plan {
  name: string;
  offer: Offer;
  slug: string;
  /** Relative to the project root, e.g. pages/cfo-tjanster-kiruna.yaml. */
  file: string;
  route: string;
}

export class Refusal extends Error {}

/** Reads the command line (and what npm keeps when the user forgot the `--`). */
export function readArguments(argv: string[], env: NodeJS.ProcessEnv = {}): { help: true } | { help: false; name: string; offer: Offer } {
  let values: { name?: string | undefined; interim?: boolean | undefined; help?: boolean | undefined };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string', short: 'n' },
        interim: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    const option = /'([^']+)'/.exec((error as Error).message)?.[1];
    throw new Refusal(`${option ? `Okänt val eller saknat värde: ${option}.` : 'Kommandot gick inte att läsa.'}\n\n${usage}`);
  }
  if (values.help) return { help: true };
  // `npm run new:city --name Kiruna` (without --) hands the options to npm, which exposes them as
  // npm_config_*; accept them rather than fail on a detail a non-developer easily misses.
  const name = values.name ?? (positionals.length > 0 ? positionals.join(' ') : env.npm_config_name);
  const interim = values.interim ?? (env.npm_config_interim === 'true' || env.npm_config_interim === '');
  if (!name?.trim()) throw new Refusal(`Ange stadens namn, t.ex. --name "Kiruna".\n\n${usage}`);
  return { help: false, name, offer: interim ? 'interim' : 'cfo' };
}

/**
 * What no city's name holds: control characters (C0 and C1, a newline and a tab among them), format
 * characters (bidirectional overrides and isolates, zero-width ones, a soft hyphen) and the line and
 * paragraph separators. Refused before spaces are tidied, which would have made "Kiruna\nrm -rf" a
 * name; and before any message quotes the name, which an override would show reordered
 * (docs/decisions.md 183).
 */
const notInAName = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Where the first such character is, in words: after the (visible) text before it. */
function hiddenAt(raw: string, index: number): string {
  const before = raw.slice(0, index).trim().replace(/\s+/g, ' ').slice(-40);
  return before ? `efter "${before}"` : 'först i namnet';
}

/** "kiruna" → "Kiruna"; names typed with capitals are left exactly as typed. */
export function cleanName(raw: string): string {
  const hidden = notInAName.exec(raw);
  if (hidden) {
    throw new Refusal(
      `Stadens namn får bara innehålla bokstäver, mellanslag, bindestreck och snedstreck – inga radbrytningar, tabbar eller osynliga tecken, och det finns ett ${hiddenAt(raw, hidden.index)}. Skriv namnet på nytt på en rad, t.ex. "Åre/Östersund".`,
    );
  }
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const capitalised = name === name.toLowerCase() ? name.replace(/(^|[ /-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase()) : name;
  if (capitalised.length < 2 || capitalised.length > 40) {
    throw new Refusal(`Stadens namn ska vara 2–40 tecken långt; "${capitalised}" är ${capitalised.length}.`);
  }
  if (!/^\p{L}[\p{L}\p{M} .'/-]*$/u.test(capitalised)) {
    throw new Refusal(`"${capitalised}" går inte att använda som stadsnamn. Använd bokstäver, mellanslag, bindestreck och snedstreck, t.ex. "Åre/Östersund".`);
  }
  return capitalised;
}

export function planCity(name: string, offer: Offer): Plan {
  const slug = slugify(name);
  const route = cityRoute(offer, slug);
  return { name, offer, slug, file: pageFileOfRoute(route), route };
}

/** The template with the city's name, and `menu: true` or `false` depending on room in the Places menu. */
export function fillTemplate(template: string, name: string, menu: boolean): string {
  return template.replace(placeholder, name).replace(menuPlaceholder, String(menu));
}

interface CityPage {
  file: string;
  name: string;
  offer: string;
  /** False when the page says `menu: false`. */
  menu: boolean;
}

/** The `city:` of every page that can be read; a page with a syntax error is simply skipped here. */
async function cityPages(projectRoot: string): Promise<CityPage[]> {
  const names = (await readdir(path.join(projectRoot, 'pages'))).filter((f) => f.endsWith('.yaml'));
  const pages = await Promise.all(
    names.map(async (f) => {
      try {
        const data = parse(await readFile(path.join(projectRoot, 'pages', f), 'utf8')) as { city?: { name?: unknown; offer?: unknown; menu?: unknown } } | null;
        const city = data?.city;
        return typeof city?.name === 'string' ? [{ file: `pages/${f}`, name: city.name, offer: String(city.offer), menu: city.menu !== false }] : [];
      } catch {
        return [];
      }
    }),
  );
  return pages.flat();
}

const sameCity = (a: string, b: string) => a.normalize('NFC').toLocaleLowerCase('sv') === b.normalize('NFC').toLocaleLowerCase('sv');
const offerLabel = (offer: Offer) => (offer === 'cfo' ? 'CFO-tjänster' : 'interim CFO');

/** Throws a Refusal when the city already has a page of this kind. */
export function checkNotExisting(plan: Plan, pages: readonly CityPage[], projectRoot: string): void {
  if (existsSync(path.join(projectRoot, plan.file))) {
    throw new Refusal(`${plan.name} finns redan: filen ${plan.file} finns. Öppna och redigera den i stället, eller välj ett annat namn.`);
  }
  const twin = pages.find((p) => p.offer === plan.offer && sameCity(p.name, plan.name));
  if (twin) {
    throw new Refusal(
      `${plan.name} finns redan: ${twin.file} är sidan för ${offerLabel(plan.offer)} i ${twin.name}. Redigera den i stället; två sidor för samma stad går inte att ha.`,
    );
  }
}

/** Title, description and summary must fit the schema's lengths once the name is filled in. */
function checkLengths(text: string, name: string): void {
  const data = parse(text) as { title: string; description: string; city: { summary: string } };
  const limits: [string, string, number][] = [
    ['sidans titel', data.title, 90],
    ['beskrivningen', data.description, 170],
    ['sammanfattningen', data.city.summary, 220],
  ];
  for (const [what, value, max] of limits) {
    if (value.length > max) {
      throw new Refusal(`Namnet "${name}" är för långt för ${what} (${value.length} av högst ${max} tecken). Använd en kortare form av namnet.`);
    }
  }
}

export interface LocalNote {
  line: number;
  field: string;
  instruction: string;
}

/** How many spaces a line begins with. */
const spacesBefore = (text: string) => text.length - text.replace(/^ +/, '').length;

/** Each "# SKRIV LOKALT:" comment with the line and field it stands above, for the next steps. */
export function localNotes(text: string): LocalNote[] {
  const lines = text.split('\n');
  const notes: LocalNote[] = [];
  let section = '';
  let block = '';
  for (const [i, line] of lines.entries()) {
    section = /^([\w-]+):/.exec(line)?.[1] ?? section;
    block = /^\s*- type: (\w+)/.exec(line)?.[1] ?? block;
    const [, first] = localMarker.exec(line) ?? [];
    if (first === undefined) continue;
    let instruction = first;
    let j = i + 1;
    for (let next = lines[j]; next !== undefined && /^\s*#/.test(next); next = lines[++j]) instruction += ` ${next.replace(/^\s*#\s*/, '')}`;
    const target = lines[j] ?? '';
    const indent = spacesBefore(target);
    const key = /^\s*(?:- )?([\w-]+):/.exec(target)?.[1] ?? '';
    let field = key;
    if (indent > 0 && section === 'city') field = `city → ${key}`;
    else if (indent > 0 && target.trimStart().startsWith('- ')) {
      // A note above a list item (the steps of a process block) is about the whole list.
      const parent = lines
        .slice(0, j)
        .reverse()
        .find((l) => /^ *[\w-]+:\s*$/.test(l) && spacesBefore(l) < indent);
      field = `${block} → ${parent?.trim().replace(/:$/, '') ?? key}`;
    } else if (indent > 0) field = `${block} → ${key}`;
    notes.push({ line: j + 1, field, instruction });
  }
  return notes;
}

/** The city's template, filled in: what the command and the page editor's "Ny stad" write. */
export async function cityTemplate(projectRoot: string, offer: Offer, name: string, menu: boolean): Promise<string> {
  const template = await readFile(path.join(projectRoot, 'scripts/templates', `${cityPagePrefixes[offer]}.yaml`), 'utf8');
  const brand = String((parse(await readFile(path.join(projectRoot, 'site.yaml'), 'utf8')) as { brand?: unknown } | null)?.brand ?? '');
  return fitTitle(fillTemplate(template, name, menu), name, brand);
}

/**
 * A long city name would push the template's title past what a search result shows whole (C416,
 * which stops the build: "CFO-tjänster i Örnsköldsvik för växande företag | …" is 61 characters):
 * the title then ends after the city's name. The interim pattern is fixed and exempt (derive.ts).
 */
export function fitTitle(text: string, name: string, brand: string): string {
  return text.replace(/^title: (.*)$/m, (line, title: string) => {
    const end = title.indexOf(name) + name.length;
    if (`${title} | ${brand}`.length <= titleMaxLength || end < name.length || end === title.length || title.startsWith('Interim CFO ')) return line;
    return `title: ${title.slice(0, end)}`;
  });
}

/**
 * The city's page as `createCity` would write it — plan, template text and checks — without
 * writing: the workspace's "Ny stad" keeps it as the account's draft until it is published
 * (docs/decisions.md 118). Throws a Refusal as the command does.
 */
export async function planNewCity(rawName: string, offer: Offer, projectRoot = root) {
  const plan = planCity(cleanName(rawName), offer);
  if (!plan.slug) throw new Refusal(`Det går inte att göra en adress av "${plan.name}". Skriv namnet med bokstäver.`);
  const pages = await cityPages(projectRoot);
  checkNotExisting(plan, pages, projectRoot);
  // The menu has a fixed size (src/content/derive.ts): a city gets a place only while there is one.
  const inMenu = pages.filter((p) => p.offer === plan.offer && p.menu).length;
  const menu = inMenu < menuCityLimit;
  const text = await cityTemplate(projectRoot, plan.offer, plan.name, menu);
  checkLengths(text, plan.name);
  return { plan, pages, inMenu, menu, text };
}

/** Creates the city's page (the command and `npm run dev`'s page editor share it), or throws a Refusal. */
export async function createCity(rawName: string, offer: Offer, projectRoot = root) {
  const planned = await planNewCity(rawName, offer, projectRoot);
  await writeFile(path.join(projectRoot, planned.plan.file), planned.text, { flag: 'wx' });
  return planned;
}

type Planned = Awaited<ReturnType<typeof planNewCity>>;

/** The outcome of checking the whole site as `npm run validate` does; 1 when the new file itself has errors. */
function reportCheck(result: LoadResult, plan: Planned['plan']): number {
  if (result.ok) {
    console.log(`  ✓ Innehållet är giltigt: site.yaml och ${result.content.pages.length} sidor i pages/.`);
    return 0;
  }
  const own = result.problems.filter((p) => p.file === plan.file);
  for (const problem of result.problems) console.log(`  ${formatProblem(problem)}`);
  if (own.length > 0) {
    console.log(`\n  ✗ Den nya filen har ${own.length} fel. Rätta dem enligt raderna ovan och kör npm run validate.`);
    return 1;
  }
  console.log(`\n  Den nya sidan är giltig, men ${result.problems.length} fel i andra filer stoppar bygget tills de är rättade (se raderna ovan).`);
  return 0;
}

/** Where the city now shows without editing another file: the menu while it has room, /alla-tjanster, the sitemap. */
function reportWhereShown({ plan, inMenu, menu }: Planned, counterpart: CityPage | undefined, result: LoadResult): void {
  const group = plan.offer === 'cfo' ? 'CFO-tjänster' : 'Interim CFO';
  const allCities = result.ok && result.content.derived.places.all ? ` (${result.content.derived.places.all})` : '';
  console.log(`\n${plan.name} visas nu automatiskt här – ingen annan fil behöver ändras:`);
  if (menu) console.log(`  • menyn Orter, under ${group} (plats ${inMenu + 1} av ${menuCityLimit})`);
  if (counterpart) {
    console.log(`  • /alla-tjanster, som stadskort med länkar till båda sidorna (tillsammans med ${counterpart.file})`);
  } else {
    const card = plan.offer === 'cfo' ? 'också har en interimssida' : 'också har en CFO-sida med exakt samma stadsnamn';
    console.log(`  • listan över alla orter på /alla-tjanster${allCities}, under »Fler städer« (ett stadskort blir det när ${plan.name} ${card})`);
  }
  console.log(`  • sitemap.xml, och som egen sida ${plan.route} när webbplatsen byggs`);
  if (!menu) {
    console.log(`\nMenyn Orter är full: ${inMenu} av ${menuCityLimit} platser under ${group} är tagna, så sidan har fått "menu: false"`);
    console.log('och syns inte i menyn. Menyn länkar till listan över alla orter, där staden finns. Ska den synas i menyn:');
    console.log(`ändra till "menu: true" i ${plan.file} och skriv "menu: false" på en annan stads sida.`);
  }
}

/** What to write, how to preview and check it, and the other offer's page if the city has none. */
function reportNextSteps({ plan, text }: Planned, counterpartOffer: Offer, counterpart: CityPage | undefined): void {
  const notes = localNotes(text);
  console.log('\nNästa steg:');
  console.log(`  1. Öppna ${plan.file}. Texterna är allmänna och måste skrivas om så att de handlar om just ${plan.name}`);
  console.log('     (stadens branscher, företag och skäl). Sidor där bara stadens namn skiljer sig åt ses som kopior,');
  console.log('     och npm run validate säger ifrån när texten är nästan densamma som på en annan sida.');
  console.log('     Skriv om texten under varje "# SKRIV LOKALT:" i filen:');
  const width = String(Math.max(...notes.map((n) => n.line))).length;
  for (const note of notes) console.log(`       rad ${String(note.line).padStart(width)}  ${note.field}: ${note.instruction}`);
  console.log(`  2. Förhandsgranska: kör npm run dev och öppna adressen den skriver ut följt av ${plan.route},`);
  console.log(`     oftast http://localhost:5173${plan.route}`);
  console.log('     Sidan uppdateras varje gång du sparar filen, och fel visas direkt i webbläsaren.');
  console.log('  3. Kör npm run validate. Varje fel anges som fil:rad:kolumn  vad som är fel — vad du ska göra [kod].');
  if (!counterpart) {
    const flag = counterpartOffer === 'interim' ? ' --interim' : '';
    console.log(
      `  4. Vill ni ha en ${counterpartOffer === 'interim' ? 'interimssida' : 'CFO-sida'} för ${plan.name} också? npm run new:city -- --name "${plan.name}"${flag}`,
    );
  }
  console.log('\nGuide: docs/lagg-till-en-stad.md');
}

export async function newCity(argv: string[], env: NodeJS.ProcessEnv, projectRoot = root): Promise<number> {
  const args = readArguments(argv, env);
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const created = await createCity(args.name, args.offer, projectRoot);
  const { plan, pages } = created;

  console.log(`Skapade ${plan.file}: sidan för ${offerLabel(plan.offer)} i ${plan.name}, adress ${plan.route}\n`);
  console.log('Kontroll av hela webbplatsen (samma som npm run validate):');
  const result = await loadContent(projectRoot);
  const exitCode = reportCheck(result, plan);

  const counterpartOffer: Offer = plan.offer === 'cfo' ? 'interim' : 'cfo';
  const counterpart = pages.find((p) => p.offer === counterpartOffer && p.name === plan.name);
  reportWhereShown(created, counterpart, result);
  reportNextSteps(created, counterpartOffer, counterpart);
  return exitCode;
}

// The file's own name too: bundled into the editor's process (docs/decisions.md 123), import.meta.url
// is the bundle's, which is then also the command line's.
if (process.argv[1] && /new-city\.[jt]s$/.test(process.argv[1]) && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exitCode = await newCity(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
