/**
 * The errors catalogue: every message the content pipeline gives an editor, each with a stable
 * code (docs/architecture.md "Errors in the Astro manner"). A message says what happened; its hint
 * says what to do. Codes never change meaning and are never reused; a retired message keeps its
 * code retired. Ranges: C1xx files and encodings, C2xx YAML syntax, C3xx the schemas, C4xx links
 * and rules across pages, C5xx text and placeholders, C6xx duplicates and derived lists.
 * Nothing outside this file writes a content message (tests/unit/problem-catalogue.test.ts).
 */
import type { Problem, Severity } from './problem';

export interface Entry<P> {
  readonly code: string;
  readonly severity: Severity;
  readonly message: (params: P) => string;
  readonly hint: (params: P) => string;
}

const error = <P = void>(code: string, message: (p: P) => string, hint: (p: P) => string): Entry<P> => ({ code, severity: 'error', message, hint });
const warning = <P = void>(code: string, message: (p: P) => string, hint: (p: P) => string): Entry<P> => ({ code, severity: 'warning', message, hint });

/** "Menade du "x"? " or nothing. */
const guessed = (guess: string | undefined, then = '') => (guess ? `Menade du "${guess}"? ${then}` : then).trim();
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The schema's `minimum` and `maximum` in a message. */
const boundWord = { minimum: 'minst', maximum: 'högst' } as const;

const ordinals = ['första', 'andra', 'tredje', 'fjärde', 'femte', 'sjätte', 'sjunde', 'åttonde', 'nionde', 'tionde', 'elfte', 'tolfte'];
/** 3 → `tredje`, 21 → `21:a`, 13 → `13:e` (Swedish writes the larger ordinals in digits). */
function ordinal(n: number): string {
  const word = n >= 1 ? ordinals[n - 1] : undefined;
  if (word) return word;
  return `${n}:${(n % 10 === 1 || n % 10 === 2) && n % 100 !== 11 && n % 100 !== 12 ? 'a' : 'e'}`;
}

export const catalogue = {
  // C1xx — files, folders, names and encodings
  fileMissing: error<{ file: string }>(
    'C101',
    ({ file }) => `filen ${file} saknas`,
    () => 'Lägg tillbaka filen; den innehåller fakta som alla sidor använder.',
  ),
  requiredPageMissing: error<{ file: string; role: 'notFound' | 'thankYou' }>(
    'C113',
    ({ file }) => `sidan ${file} saknas`,
    ({ role }) =>
      role === 'notFound'
        ? 'Lägg tillbaka filen: den är texten på sidan som visas för en adress som inte finns (404).'
        : 'Lägg tillbaka filen: hit skickas besökaren efter ett formulär som skickats utan JavaScript.',
  ),
  homeMissing: error(
    'C102',
    () => 'startsidan pages/index.yaml saknas',
    () => 'Skapa filen (kopiera en liknande sida som mall); den blir webbplatsens startsida, /.',
  ),
  badFileName: error<{ fixed: string }>(
    'C103',
    () => 'filnamnet kan inte bli en adress',
    ({ fixed }) => `Byt namn på filen: använd bara a–z, siffror och bindestreck och ändelsen .yaml, t.ex. "${fixed}".`,
  ),
  notAPage: error<{ fixed?: string }>(
    'C104',
    () => 'filen ligger i pages/ men är ingen sida: bara filer som slutar på .yaml blir sidor',
    ({ fixed }) =>
      `${fixed ? `Är det en sida, byt namn till "${fixed}". ` : ''}Annars flytta filen ut ur pages/ (en säkerhetskopia kan ligga utanför projektet).`,
  ),
  folderInPages: error<{ folder: string; suggestion: string }>(
    'C105',
    ({ folder }) => `sidor i mappen ${folder} läses inte: alla sidor ligger direkt i pages/`,
    ({ suggestion }) => `Flytta filen till pages/, t.ex. ${suggestion}; filnamnet blir adressen. Mappar i adressen går inte att göra.`,
  ),
  reservedName: error<{ route: string; kind: 'built' | 'assets' | 'api' | 'server' | 'public'; entry: string; suggestion: string }>(
    'C106',
    ({ route, kind, entry }) =>
      `adressen ${route} är reserverad: ${
        {
          built: `bygget skriver redan filen ${entry} med det namnet`,
          assets: `där lägger bygget webbplatsens skript och stilar (${entry}/)`,
          api: 'adresser under /api/ går till servern som tar emot formulären',
          server: `servern svarar själv på ${route}, så en sida med den adressen skulle aldrig visas`,
          public: `public/${entry} publiceras redan under det namnet`,
        }[kind]
      }`,
    ({ suggestion }) => `Välj ett annat filnamn, t.ex. "${suggestion}".`,
  ),
  notUtf8: error(
    'C107',
    () => 'filen är inte sparad som UTF-8 utan troligen som Latin-1 (Windows-1252), så å, ä och ö skulle bli fel på sidan',
    () =>
      'Spara om filen som UTF-8. I VS Code: klicka på teckenkodningen längst ned till höger, välj »Öppna igen med kodning« → »Western (Windows 1252)«, kontrollera å, ä och ö, klicka igen och välj »Spara med kodning« → »UTF-8«.',
  ),
  utf16: error<{ encoding: string }>(
    'C108',
    ({ encoding }) => `filen är sparad som ${encoding} och inte som UTF-8`,
    ({ encoding }) => `Spara om filen som UTF-8. I VS Code: klicka på »${encoding}« längst ned till höger och välj »Spara med kodning« → »UTF-8«.`,
  ),
  controlCharacter: error<{ char: string }>(
    'C109',
    ({ char }) => `filen innehåller ett osynligt styrtecken (${char}) som inte hör hemma i en text`,
    () =>
      'Ta bort tecknet: markera raden från kolumnen ovan, radera några tecken och skriv dem igen. Det kommer ofta med text som klistrats in från ett annat program.',
  ),
  emptyFile: error(
    'C110',
    () => 'filen är tom',
    () => 'Kopiera innehållet från en liknande fil som mall, eller ta bort filen.',
  ),
  notFields: error(
    'C111',
    () => 'filen ska bestå av fält som "namn: värde"',
    () => 'Kopiera en liknande fil som mall.',
  ),
  unreadable: error<{ code?: string }>(
    'C112',
    ({ code }) =>
      `filen går inte att läsa (${
        {
          EACCES: 'behörighet saknas',
          EPERM: 'behörighet saknas',
          EBUSY: 'filen är låst',
          ENOENT: 'den finns inte längre, eller är en genväg till en fil som flyttats',
        }[code ?? ''] ??
        code ??
        'okänt skäl'
      })`,
    () => 'Kontrollera att filen inte är låst av ett annat program och att du har behörighet att läsa den.',
  ),
  internal: error(
    'C199',
    () => 'kontrollen av filen stoppades av ett oväntat fel i webbplatsens kod',
    () => 'Det är inte ditt fel: be en utvecklare köra npm run validate och läsa den tekniska informationen längst ned.',
  ),

  // C2xx — YAML that cannot be read
  tabIndent: error(
    'C201',
    () => 'tabb används som indrag',
    () => 'Använd mellanslag för indrag (två per nivå), aldrig tabb.',
  ),
  duplicateKey: error<{ key?: string }>(
    'C202',
    ({ key }) => (key ? `fältet "${key}" förekommer två gånger` : 'samma fält förekommer två gånger'),
    () => 'Ett fält får bara finnas en gång på samma nivå: ta bort det ena eller byt namn på det.',
  ),
  missingColon: error(
    'C203',
    () => 'raden saknar kolon efter fältnamnet',
    () => 'Skriv fältet som "namn: värde" på en rad, med kolon och mellanslag efter namnet.',
  ),
  colonInValue: error(
    'C204',
    () => 'ett värde innehåller kolon följt av mellanslag, eller indraget är fel',
    () => 'Sätt texten inom citattecken om den innehåller ": ", och kontrollera att fält på samma nivå börjar i samma kolumn.',
  ),
  unclosedFlow: error<{ open: '[' | '{' }>(
    'C205',
    ({ open }) => `en lista inom ${open === '[' ? '[ ]' : '{ }'} avslutas aldrig`,
    ({ open }) =>
      `Avsluta den med ${open === '[' ? ']' : '}'} på samma rad, eller skriv posterna på egna rader som börjar med "- ". Är det en text, sätt den inom citattecken.`,
  ),
  badIndent: error(
    'C206',
    () => 'indraget stämmer inte',
    () => 'Fält på samma nivå ska börja i samma kolumn: använd två mellanslag per nivå.',
  ),
  listIndent: error(
    'C207',
    () => 'indraget stämmer inte',
    () => 'Poster i en lista börjar med "- " och ska ha samma indrag; fält i en post ska börja i samma kolumn.',
  ),
  badEscape: error(
    'C208',
    () => 'texten innehåller ett omvänt snedstreck (\\) som inte går att tolka',
    () => 'Ta bort snedstrecket, skriv det dubbelt (\\\\) eller använd enkla citattecken runt texten.',
  ),
  unclosedQuote: error(
    'C209',
    () => 'citattecknet avslutas aldrig',
    () => 'Avsluta texten med samma slags citattecken som den börjar med, på samma rad.',
  ),
  missingCharacter: error(
    'C210',
    () => 'det saknas ett tecken',
    () => 'Det är oftast ett kolon efter ett fältnamn, ett avslutande citattecken, ett mellanslag före # eller ett kommatecken mellan poster inom [ ].',
  ),
  multipleDocuments: error(
    'C211',
    () => 'filen innehåller mer än ett YAML-dokument (--- eller ...)',
    () => 'Ta bort raden med --- eller ... eller dela upp innehållet på två filer.',
  ),
  unreadableLine: error(
    'C212',
    () => 'raden går inte att läsa som YAML',
    () => 'Kontrollera indrag, kolon och citattecken på raden; sätt texten inom citattecken om den innehåller kolon eller #.',
  ),
  textAfterQuote: error<{ example: string }>(
    'C213',
    () => 'texten fortsätter efter det avslutande citattecknet',
    ({ example }) => `Sätt hela texten inom citattecken av det andra slaget: ${example}`,
  ),
  alias: error<{ example: string }>(
    'C220',
    () => 'texten börjar med *, som YAML läser som en hänvisning till en annan del av filen',
    ({ example }) => `Sätt hela texten inom citattecken: ${example}`,
  ),
  anchor: error<{ example: string }>(
    'C221',
    () => 'texten börjar med &, som YAML läser som ett namn på värdet och tar bort från texten',
    ({ example }) => `Sätt hela texten inom citattecken: ${example}`,
  ),
  tag: error<{ tag: string; example: string }>(
    'C222',
    ({ tag }) => `texten börjar med "${tag}", som YAML läser som en typ och tar bort från texten`,
    ({ example }) => `Sätt hela texten inom citattecken: ${example}`,
  ),
  reservedStart: error<{ char: string; example: string }>(
    'C223',
    ({ char }) => `texten börjar med ${char}, som YAML läser som något annat än text`,
    ({ example }) => `Sätt hela texten inom citattecken: ${example}`,
  ),
  leadingPlaceholder: error<{ token: string }>(
    'C224',
    () => 'texten börjar med en platshållare, och YAML läser { i början av en text som något annat',
    ({ token }) => `Sätt hela texten inom citattecken, t.ex. "${token} …", eller börja meningen med ett ord.`,
  ),
  complexKey: error(
    'C225',
    () => 'fältnamnet är ingen vanlig text',
    () => 'Skriv fältnamnet som ett ord följt av kolon och mellanslag, t.ex. "heading: ".',
  ),
  listAsKey: error(
    'C226',
    () => 'en lista står där ett fältnamn ska stå',
    () => 'Det saknas troligen ett fältnamn med kolon på raden ovanför listan (t.ex. "blocks:" eller "items:"), eller så har listan fel indrag.',
  ),
  commentCut: warning<{ shown: string; cut: string; example: string }>(
    'C230',
    ({ shown, cut }) => `texten avbryts vid "#${cut}", som YAML läser som en kommentar, så sidan visar bara "${shown}"`,
    ({ example }) => `Sätt hela texten inom citattecken: ${example}. Är det en kommentar, skriv den på en egen rad.`,
  ),
  commentInsteadOfText: error<{ example: string }>(
    'C231',
    () => 'värdet börjar med #, så YAML läser hela texten som en kommentar och fältet blir tomt',
    ({ example }) => `Sätt hela texten inom citattecken: ${example}`,
  ),
  mergedLine: error(
    'C232',
    () => 'raden står längre in än punkterna ovan och läses därför som en fortsättning på texten ovan, inte som en ny punkt',
    () => 'Flytta raden så att - står i samma kolumn som på raderna ovan.',
  ),
  invisibleIndent: error(
    'C233',
    () => 'indraget består av hårda mellanslag eller andra osynliga tecken, som YAML inte räknar som indrag',
    () =>
      'Radera indraget och skriv det igen med vanliga mellanslag (två per nivå). Det händer ofta när text klistras in från en webbsida eller ett ordbehandlingsprogram.',
  ),
  thousandsSeparator: error<{ written: string; read: string; digits: string }>(
    'C234',
    ({ written, read }) => `talet ${written} läses som ${read}: YAML tar punkten för ett decimaltecken, inte för en tusentalsavgränsare`,
    ({ digits, read }) => `Skriv talet utan avgränsare: ${digits}. Menade du decimaler, skriv ${read}.`,
  ),

  // C3xx — values that break the schemas (schema/*.json)
  required: error<{ field: string; label: string; where: string; described?: string }>(
    'C301',
    ({ label, where }) => `fältet »${label}« saknas${where}`,
    ({ field, label, described }) => `Fyll i »${label}« (i filen: "${field}:").${described ? ` ${described}` : ''}`,
  ),
  misspeltField: error<{ field: string; where: string; guess: string }>(
    'C302',
    ({ field, where }) => `okänt fält »${field}«${where}`,
    ({ guess }) => `${guessed(guess)} Rätta stavningen.`,
  ),
  unknownField: error<{ field: string; where: string; allowed: readonly string[] }>(
    'C303',
    ({ field, where }) => `okänt fält »${field}«${where}`,
    ({ allowed }) => `Ta bort fältet; tillåtna fält här är ${allowed.map((a) => `"${a}"`).join(', ')}.`,
  ),
  invisibleInField: error<{ field: string; label: string; where: string }>(
    'C304',
    ({ label, where }) => `namnet på fältet »${label}«${where} innehåller osynliga tecken (t.ex. hårda mellanslag)`,
    ({ field, label }) => `Radera indraget och namnet på fältet »${label}« och skriv "${field}:" igen med vanliga mellanslag.`,
  ),
  unknownBlockType: error<{ value: string; where: string; guess?: string; types: readonly string[] }>(
    'C305',
    ({ value, where }) => `okänd blocktyp »${value}«${where}`,
    ({ guess, types }) => guessed(guess, `Tillgängliga blocktyper: ${types.join(', ')}.`),
  ),
  blockTypeMissing: error<{ where: string; types: readonly string[] }>(
    'C306',
    ({ where }) => `blocktypen saknas${where}`,
    ({ types }) => `Börja blocket med "- type:" följt av en blocktyp: ${types.join(', ')}.`,
  ),
  blockTypeNotName: error<{ where: string; actual: string; types: readonly string[] }>(
    'C307',
    ({ where, actual }) => `blocktypen${where} ska vara namnet på en blocktyp, men är ${actual}`,
    ({ types }) => `Skriv en av blocktyperna: ${types.join(', ')}.`,
  ),
  wrongType: error<{ subject: string; expected: string; actual: string; example: string }>(
    'C308',
    ({ subject, expected, actual }) => `${subject} ska vara ${expected}, men är ${actual}`,
    ({ example }) => example,
  ),
  flowMapAsText: error<{ example: string }>(
    'C309',
    () => 'texten börjar med { och slutar med }, som YAML läser som en grupp av fält',
    ({ example }) => `Sätt hela texten inom citattecken, och skriv platshållare utan mellanslag: ${example}`,
  ),
  notAllowed: error<{ subject: string; actual: string; guess?: string; allowed: readonly string[] }>(
    'C310',
    ({ subject, actual }) => `${subject} har värdet "${actual}", som inte är tillåtet`,
    // A long list (the icons) is left out when there is a good guess.
    ({ guess, allowed }) =>
      guess && allowed.length > 12 ? `Menade du "${guess}"? Rätta stavningen.` : guessed(guess, `Tillåtna värden: ${allowed.join(', ')}.`),
  ),
  emptyChoice: error<{ subject: string; allowed: readonly string[] }>(
    'C311',
    ({ subject }) => `${subject} är tomt`,
    ({ allowed }) => `Tillåtna värden: ${allowed.join(', ')}.`,
  ),
  fixedValue: error<{ subject: string; value: string }>(
    'C312',
    ({ subject, value }) => `${subject} ska vara "${value}"`,
    () => 'Rätta värdet.',
  ),
  emptyText: error<{ subject: string }>(
    'C313',
    ({ subject }) => `texten i ${subject} är tom`,
    () => 'Skriv en text eller ta bort fältet.',
  ),
  textTooShort: error<{ subject: string; length: number; limit: number }>(
    'C314',
    ({ subject, length, limit }) => `texten i ${subject} är för kort (${length} tecken, minst ${limit})`,
    () => 'Skriv en längre text.',
  ),
  textTooLong: error<{ subject: string; length: number; limit: number }>(
    'C315',
    ({ subject, length, limit }) => `texten i ${subject} är för lång (${length} tecken, högst ${limit})`,
    () => 'Korta texten.',
  ),
  emptyList: error<{ subject: string; limit: number }>(
    'C316',
    ({ subject }) => `${subject} är en tom lista`,
    ({ limit }) => `Lägg till minst ${plural(limit, 'post', 'poster')}, en per rad som börjar med "- ".`,
  ),
  tooFewItems: error<{ subject: string; count: number; limit: number }>(
    'C317',
    ({ subject, count, limit }) => `${subject} har för få poster (${count}, minst ${limit})`,
    () => 'Lägg till fler poster, en per rad som börjar med "- ".',
  ),
  tooManyItems: error<{ subject: string; count: number; limit: number }>(
    'C318',
    ({ subject, count, limit }) => `${subject} har för många poster (${count}, högst ${limit})`,
    () => 'Ta bort poster eller dela upp dem på två block.',
  ),
  sameItemTwice: error<{ subject: string; first: number; second: number }>(
    'C319',
    ({ subject, first, second }) => `${subject} innehåller samma värde två gånger (post ${first} och ${second})`,
    () => 'Ta bort dubbletten eller ändra den.',
  ),
  badFormat: error<{ subject: string; value: string; how: string }>(
    'C320',
    ({ subject, value }) => `${subject} har ett ogiltigt värde "${value}"`,
    ({ how }) => how,
  ),
  badEmail: error<{ subject: string }>(
    'C321',
    ({ subject }) => `${subject} är ingen giltig e-postadress`,
    () => 'Skriv en e-postadress som namn@foretag.se.',
  ),
  outOfRange: error<{ subject: string; value: string; bound: 'minimum' | 'maximum'; limit: number }>(
    'C322',
    ({ subject, value, bound, limit }) => `${subject} är ${value}, men ska vara ${boundWord[bound]} ${limit}`,
    ({ bound, limit }) => `Ange ett tal som är ${boundWord[bound]} ${limit}.`,
  ),
  invalidValue: error<{ subject: string; described?: string }>(
    'C323',
    ({ subject }) => `${subject} har ett ogiltigt värde`,
    ({ described }) => (described ? `Rätta värdet. ${described}` : 'Rätta värdet enligt beskrivningen av fältet i schema/.'),
  ),
  // A field that gave way to a reference (schema annotation x-ersatt-av, docs/decisions.md 81).
  retiredField: error<{ field: string; where: string; replacement: string; described?: string }>(
    'C324',
    ({ field, where }) => `fältet »${field}«${where} används inte längre`,
    ({ field, replacement, described }) => `Ta bort "${field}:" och skriv "${replacement}:" i stället.${described ? ` ${described}` : ''}`,
  ),

  // C4xx — links, anchors and rules across pages
  redirectToNowhere: error<{ to: string; guess?: string }>(
    'C401',
    ({ to }) => `omdirigeringen går till "${to}", som inte finns`,
    ({ guess }) => guessed(guess, 'Ange adressen till en befintlig sida.'),
  ),
  redirectIsPage: error<{ from: string }>(
    'C402',
    ({ from }) => `"${from}" är både en sida och en omdirigering`,
    () => 'Ta bort omdirigeringen eller sidan; en adress kan bara vara det ena.',
  ),
  noHero: error(
    'C403',
    () => 'sidan saknar ett hero-block',
    () => 'Lägg ett block med "type: hero" först i blocks; dess rubrik blir sidans huvudrubrik (h1).',
  ),
  secondHero: error(
    'C404',
    () => 'sidan har mer än ett hero-block',
    () => 'En sida har bara en huvudrubrik: gör det här blocket till ett annat slags block, t.ex. cta.',
  ),
  sameAnchorTwice: error<{ id: string }>(
    'C405',
    ({ id }) => `ankaret "${id}" används två gånger`,
    () => 'Ge blocken olika id.',
  ),
  serviceAndCity: error(
    'C406',
    () => 'sidan är både »Tjänstesida« och »Stadssida«',
    () => 'En sida är antingen en tjänstesida eller en stadssida: ta bort det ena (i filen "service:" eller "city:").',
  ),
  cityFileName: error<{ offer: string; prefix: string }>(
    'C407',
    ({ offer, prefix }) => `en stadssida med offer: ${offer} ska heta ${prefix}<stad>.yaml`,
    ({ prefix }) => `Byt namn på filen så att den börjar med "${prefix}", eller ändra offer.`,
  ),
  cityTwice: error<{ city: string; other: string }>(
    'C408',
    ({ city, other }) => `staden "${city}" finns redan i ${other}`,
    ({ other }) => `Den här filen är nyare än ${other}: skriv in den nya stadens namn här (och i title, description och texterna), eller ta bort filen.`,
  ),
  sharedAnchorLink: error<{ href: string }>(
    'C414',
    ({ href }) => `länken "${href}" i site.yaml pekar på ett ankare utan sida`,
    ({ href }) => `Texterna i site.yaml finns på varje sida: skriv sidan före ankaret, t.ex. "/integritetspolicy${href}".`,
  ),
  anchorMissingHere: error<{ href: string; guess?: string }>(
    'C409',
    ({ href }) => `länken "${href}" pekar på ett ankare som inte finns på sidan`,
    ({ href, guess }) => guessed(guess, `Ge målblocket "id: ${href.slice(1)}" eller rätta länken.`),
  ),
  brokenLink: error<{ href: string; guess?: string }>(
    'C410',
    ({ href }) => `länken "${href}" går till en sida som inte finns`,
    ({ guess }) => guessed(guess, 'Rätta adressen, skapa sidan, eller lägg till en omdirigering i site.yaml.'),
  ),
  anchorMissingThere: error<{ href: string; anchor: string; target: string; targetFile: string; guess?: string }>(
    'C411',
    ({ href, anchor, target }) => `länken "${href}" pekar på ankaret "#${anchor}", som inte finns på ${target}`,
    ({ anchor, targetFile, guess }) =>
      guess
        ? `Menade du "${guess}"? Rätta länken, eller lägg till "id: ${anchor}" på rätt block i ${targetFile}.`
        : `Lägg till "id: ${anchor}" på rätt block i ${targetFile}, eller rätta länken.`,
  ),
  cityMissing: error<{ prefix: string }>(
    'C413',
    ({ prefix }) => `filnamnet börjar med ${prefix} men sidan saknar »Stadssida«, så den visas varken i menyn Orter eller i listan över alla orter`,
    () => 'Lägg tillbaka "city:" med name, offer och summary (som på de andra stadssidorna), eller byt namn på filen om det inte är en stadssida.',
  ),
  imageMissing: error<{ src: string }>(
    'C415',
    ({ src }) => `bilden "${src}" finns inte`,
    () => 'Lägg bildfilen i mappen bilder/ (små bokstäver, inga mellanslag eller å, ä, ö i namnet) eller rätta sökvägen.',
  ),
  titleTooLong: error<{ length: number; max: number }>(
    'C416',
    ({ length }) => `titeln blir ${length} tecken lång med varumärket, som läggs till efter varje titel; Google visar bara omkring 60`,
    ({ max }) => `Korta titeln till högst ${max} tecken, så att den syns hel i sökresultatet.`,
  ),
  roiPackageMissing: error<{ name: string; guess?: string; available: readonly string[] }>(
    'C417',
    ({ name }) => `kalkylen räknar med paketet "${name}", som inte finns bland prispaketen`,
    ({ guess, available }) => guessed(guess, `Skriv namnet på ett av paketen under prices.packages: ${available.join(', ')}.`),
  ),
  roiPackageNotMonthly: error<{ name: string }>(
    'C418',
    ({ name }) => `kalkylen räknar med paketet "${name}", men dess pris gäller per timme, inte per månad`,
    () => 'Välj ett paket med "unit: mån"; kalkylen räknar med priset som månadskostnad.',
  ),
  figuresTwice: error<{ where: 'stats' | 'results' }>(
    'C419',
    ({ where }) =>
      `sidan visar redan nyckeltal ${where === 'stats' ? 'i hero-blockets "stats:"' : 'i ett resultatblock'}, och en sida visar sina siffror i en enda ruta`,
    () =>
      'Samla siffrorna på ett ställe – i hero-blockets "stats:" eller i ett resultatblock, som då visas i rutan bredvid sidans rubrik – och ta bort det andra (docs/decisions.md 171).',
  ),
  officeNotListed: error<{ city: string; offices: readonly string[] }>(
    'C420',
    ({ city }) => `texten säger att byrån har kontor i ${city}, men ${city} står inte bland kontoren i site.yaml`,
    ({ offices }) =>
      `Byrån har kontor i ${offices.join(', ')} (offices i site.yaml). Skriv om texten, eller lägg till orten under offices om byrån verkligen har ett kontor där; skriv gärna {kontor} där alla nämns.`,
  ),
  relatedNotService: error<{ href: string }>(
    'C412',
    ({ href }) => `"${href}" är ingen tjänstesida`,
    () => 'Relaterade tjänster hämtar namn och beskrivning från sidans "service:"; länka till en tjänstesida.',
  ),

  // C5xx — text and placeholders
  unknownPlaceholder: error<{ name: string; guess?: string; available: readonly string[] }>(
    'C501',
    ({ name }) => `okänd platshållare "{${name}}"`,
    ({ guess, available }) => `${guess ? `Menade du "{${guess}}"? ` : ''}Tillgängliga: ${available.map((n) => `{${n}}`).join(', ')}.`,
  ),
  brokenPlaceholder: error<{ found: string; fix?: string }>(
    'C502',
    ({ found }) => `trasig platshållare "${found}": den skulle synas som den står på sidan`,
    ({ fix }) =>
      fix
        ? `Skriv platshållaren som "${fix}": små bokstäver inom { } utan mellanslag.`
        : 'En platshållare skrivs som {namn} med små bokstäver och utan mellanslag, t.ex. {varumärke}; ta bort { eller } om det inte ska vara en platshållare.',
  ),
  lostCharacter: error(
    'C503',
    () => 'texten innehåller tecknet �: en bokstav har gått förlorad när filen sparades med fel teckenkodning',
    () => 'Skriv bokstaven (oftast å, ä eller ö) på nytt och spara filen som UTF-8.',
  ),
  literalMarkup: error<{ found: string }>(
    'C504',
    ({ found }) =>
      `"${found}" skulle synas som det står på sidan: texterna är vanlig text, så Markdown (stjärnor för fetstil, hakparenteser för länkar) och HTML (taggar och koder för tecken) översätts inte`,
    () =>
      'Skriv bara texten: utan stjärnor eller understreck runt orden, med länken i blockets knapp eller länkfält i stället för i texten, och med tecknet självt i stället för en kod för det (ett vanligt mellanslag, ett vanligt &-tecken).',
  ),
  // Placeholders for what only the firm can supply (launch-check.ts, docs/lansering.md): warnings
  // in validate and an ordinary build; a production build (NODE_ENV=production) refuses them.
  placeholderAddress: warning<{ what: 'email' | 'url'; value: string; reason: 'domain' | 'path' }>(
    'C510',
    ({ what, value, reason }) =>
      `${what === 'email' ? 'e-postadressen' : 'adressen'} "${value}" är en platshållare: ${reason === 'domain' ? 'den ligger på en domän som är reserverad för exempel och når ingen' : 'den pekar på en exempelsida, inte på en riktig'}`,
    ({ what }) => `Skriv den riktiga ${what === 'email' ? 'e-postadressen' : 'adressen'} före lanseringen (docs/lansering.md).`,
  ),
  placeholderPhone: warning<{ value: string }>(
    'C511',
    ({ value }) => `telefonnumret "${value}" är en platshållare och går inte att ringa`,
    () => 'Skriv numret besökarna ska ringa, t.ex. växeln eller en partners mobil, före lanseringen (docs/lansering.md).',
  ),
  organisationMissing: warning<{ missing: readonly string[] }>(
    'C512',
    ({ missing }) => `bolagsuppgifterna är inte ifyllda: ${missing.join(', ')} saknas, så ingen kan se vem som står bakom webbplatsen`,
    () => 'Fyll i "organisation:" med registrerat bolagsnamn, organisationsnummer och adress som i exemplet i site.yaml (docs/lansering.md).',
  ),
  placeholderOrgNumber: warning<{ value: string }>(
    'C513',
    ({ value }) => `organisationsnumret "${value}" är en platshållare`,
    () => 'Skriv bolagets organisationsnummer så som det står hos Bolagsverket, t.ex. 556123-4567 (docs/lansering.md).',
  ),
  noNamedPerson: warning(
    'C517',
    () => 'ingen person är namngiven: listan över personer är tom, så ingen kan se vem de möter',
    () => 'Lägg till minst en person med namn, roll och presentation under "members:", med personens godkännande (docs/lansering.md).',
  ),
  figureWithoutSource: warning<{ value: string; label: string }>(
    'C514',
    ({ value, label }) => `nyckeltalet "${value} ${label}" saknar källa och visas därför med märket för siffror utan källa`,
    () => 'Skriv vad siffran bygger på i "source:" under den (vem som räknat, period, antal fall), eller ta bort siffran (docs/lansering.md).',
  ),
  figureStatedAsFact: warning<{ value: string; shownOn: string }>(
    'C518',
    ({ value, shownOn }) => `texten säger "${value}" som ett faktum, men samma siffra visas på ${shownOn} som ett nyckeltal utan källa`,
    () =>
      'Ange källan under nyckeltalet ("source:", eller clientsSource i site.yaml för {kunder}), eller skriv texten utan siffran: en siffra som märks som osäker på en sida kan inte stå som säker på en annan (docs/decisions.md 171).',
  ),
  caseNotVerified: warning<{ company: string }>(
    'C515',
    ({ company }) => `kundcaset "${company}" är inte godkänt av kunden och visas därför som exempel`,
    () => 'Skriv "verified: true" först när kunden har godkänt texten, citatet och siffran; annars ta bort fallet före lanseringen (docs/lansering.md).',
  ),
  quoteNotVerified: warning<{ author: string }>(
    'C516',
    ({ author }) => `citatet från "${author}" är inte godkänt och visas därför som exempel, utan avsändare`,
    () =>
      'Skriv "verified: true" först när personen har godkänt citatet och att det publiceras med den avsändaren; annars ta bort citatet före lanseringen (docs/lansering.md).',
  ),

  // C6xx — duplicates across pages and the derived lists
  sameTitle: error<{ other: string }>(
    'C601',
    ({ other }) => `sidan har samma titel som ${other}`,
    () => 'Ge sidan en egen titel; två sidor med samma titel konkurrerar med varandra hos Google och går inte att skilja åt i träfflistan.',
  ),
  sameDescription: error<{ other: string }>(
    'C602',
    ({ other }) => `sidan har samma beskrivning som ${other}`,
    () => 'Skriv en egen beskrivning (70–170 tecken) om just den här sidan.',
  ),
  nearCopy: error<{ other: string; percent: number }>(
    'C603',
    ({ other, percent }) => `sidans text är nästan densamma som i ${other} (${percent} % lika)`,
    () =>
      'Skriv om texterna så att de handlar om just den här sidan, med början här; sidor som bara skiljer sig i ett namn ses som kopior av Google och läsarna.',
  ),
  menuFull: error<{ group: string; count: number; limit: number }>(
    'C604',
    ({ group, count, limit }) => `menyn Orter rymmer ${limit} städer under ${group}, men ${count} stadssidor ska visas där`,
    () =>
      'Skriv "menu: false" under city: på den här sidan, eller på en annan stadssida som inte behöver synas i menyn; staden finns ändå kvar i listan över alla orter som menyn länkar till.',
  ),
  noCityList: error(
    'C605',
    () => 'det finns stadssidor men ingen sida med listan över alla orter (ett block av typen »Städer«)',
    () => 'Lägg tillbaka blocket "- type: cities" (med "id: orter") på /alla-tjanster; menyn Orter länkar dit.',
  ),
  priceWrittenOut: error<{ amount: string; name: string; placeholder: string }>(
    'C606',
    ({ amount, name }) => `texten skriver ut ${amount} kr, som är priset för "${name}" i site.yaml`,
    ({ placeholder }) =>
      `Skriv ${placeholder} i stället för beloppet. Då står priset bara under prices i site.yaml, och texten visar det nya priset när det ändras där.`,
  ),
  revenueRangeWrittenOut: error<{ written: string; range: string }>(
    'C607',
    ({ written }) => `texten skriver ut omsättningen ${written}`,
    ({ range }) =>
      `Skriv {omsättningsspann} i stället. Byrån vänder sig till företag med ${range} i omsättning (roi.targetRevenueMsek i site.yaml), och så står det då på varje sida; ett annat spann här skulle säga emot dem.`,
  ),
} as const;

/** The pieces the schema messages are built from (schema-problems.ts), so every word an editor reads is in this file. */
export const phrases = {
  typeName: {
    string: 'text',
    integer: 'ett heltal',
    number: 'ett tal',
    boolean: 'true eller false',
    array: 'en lista',
    object: 'en grupp av fält',
    null: 'tomt (null)',
  } as Record<string, string>,
  typeHint: {
    string: 'Skriv en text; sätt den inom citattecken om den börjar med en siffra eller innehåller kolon.',
    integer: 'Skriv ett heltal utan citattecken, t.ex. 3.',
    number: 'Skriv ett tal utan citattecken, t.ex. 12 eller 7.5.',
    boolean: 'Skriv true eller false utan citattecken.',
    array: 'Skriv en lista: en post per rad som börjar med "- ".',
    object: 'Skriv fälten indragna på raderna under, som "namn: värde".',
  } as Record<string, string>,
  blockShape: 'Skriv blocket som "- type: <blocktyp>" och blockets övriga fält indragna på raderna under.',
  anyValue: 'Rätta värdet.',
  valueKind(value: unknown): string {
    if (value === null || value === undefined) return 'tomt';
    if (Array.isArray(value)) return 'en lista';
    if (typeof value === 'object') return 'en grupp av fält';
    if (typeof value === 'string') return 'text';
    if (typeof value === 'boolean') return 'true/false';
    return Number.isInteger(value) ? 'ett heltal' : 'ett tal';
  },
  /** `tredje`: a position in words, as an editor counts the blocks and items in the form. */
  ordinal,
  /** ` i det tredje blocket (Sidhuvud)`: which section of the page, by its Swedish name. */
  inBlock: (index: number, name?: string) => ` i det ${ordinal(index + 1)} blocket${name ? ` (${name})` : ''}`,
  /** `det tredje blocket (Sidhuvud)`: the section itself. */
  block: (index: number, name?: string) => `det ${ordinal(index + 1)} blocket${name ? ` (${name})` : ''}`,
  /** `den andra posten i »Länkar«`: one entry of a list. */
  item: (index: number, list: string) => `den ${ordinal(index + 1)} posten i »${list}«`,
  /** ` i »Tjänstesida«`: the group of fields a field belongs to. */
  inGroup: (group: string) => ` i »${group}«`,
  /** ` i den andra posten i »Kort«`: the entry a field belongs to. */
  inItem: (index: number, list: string) => ` i den ${ordinal(index + 1)} posten i »${list}«`,
  /** The Places menu's two groups of cities, as the menu names them. */
  cityGroup: { cfo: 'CFO-tjänster', interim: 'Interim CFO' },
  /** A field by the label the editor's form shows (`x-etikett`), or by its name in the file when it has none. */
  field: (name: string) => `»${name}«`,
  /** What a value of each pattern looks like (docs/specification.md's links, anchors, addresses). */
  shape: {
    href: 'Skriv en adress på webbplatsen som börjar med "/" (t.ex. /boka-mote eller /faq#kostnader), ett ankare som "#forfragan", telefon, e-post eller en extern adress som börjar med https://.',
    anchorId: 'Använd bara små bokstäver a–z, siffror och bindestreck, och börja med en bokstav, t.ex. forfragan.',
    path: 'Skriv en adress som börjar med "/" och bara innehåller a–z, siffror och bindestreck, t.ex. /kassaflode.',
    url: 'Skriv hela adressen, med https:// först och utan mellanslag.',
    measurementId: 'Skriv mätnings-id:t från Google Analytics, t.ex. G-ABC123XYZ, eller null för att stänga av mätningen.',
    other: 'Rätta värdet så att det har rätt form.',
  },
  /** The schema's own description of the field, as a hint. */
  described: (description: string) => `Rätta värdet. ${description}`,
  lowerCase: (value: string) => `Skriv med små bokstäver: "${value}". `,
  folded: (value: string) => `Skriv utan å, ä, ö och mellanslag: "${value}". `,
};

export type Where = Pick<Problem, 'file' | 'line' | 'col' | 'pointer'>;

/** A Problem from a catalogue entry: where it is, and the entry's message and hint for `params`. */
export function problem<P>(entry: Entry<P>, where: Where, params: P): Problem {
  return { ...where, code: entry.code, severity: entry.severity, message: entry.message(params), hint: entry.hint(params) };
}
