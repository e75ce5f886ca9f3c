/**
 * The workspace's own words and Swedish formats. The server's refusals come with their own
 * Swedish message, which the app shows as it is (api.ts); these are the app's labels.
 */

export type Status = 'ny' | 'kontaktad' | 'mote-bokat' | 'kund' | 'inte-aktuell';
export const statuses: readonly Status[] = ['ny', 'kontaktad', 'mote-bokat', 'kund', 'inte-aktuell'];
export const statusLabels: Record<Status, string> = {
  ny: 'Ny',
  kontaktad: 'Kontaktad',
  'mote-bokat': 'Möte bokat',
  kund: 'Kund',
  'inte-aktuell': 'Inte aktuell',
};

export const roleLabels: Record<string, string> = { partner: 'Partner', admin: 'Administratör', editor: 'Redaktör' };

export const channelLabels: Record<string, string> = { email: 'E-post', webhook: 'Webhook' };
export const deliveryLabels: Record<string, string> = { pending: 'Väntar', sent: 'Skickad', failed: 'Misslyckades' };

/** The audit log's action codes in words; an unknown code is shown as it is. */
export const actionLabels: Record<string, string> = {
  'user.invite': 'Inbjudan skapad',
  'user.accept': 'Inbjudan antagen',
  'user.unlock': 'Inloggningsspärr hävd (kommandorad)',
  'session.start': 'Inloggning',
  'session.end-all': 'Utloggning överallt',
  'signin.failed': 'Misslyckad inloggning',
  'signin.backoff': 'Inloggning fördröjd efter upprepade fel',
  'signin.address-limit': 'Nätverksadress spärrad en kvart',
  'passkey.add': 'Nyckel tillagd',
  'passkey.rename': 'Nyckel omdöpt',
  'passkey.remove': 'Nyckel borttagen',
  'leads.list': 'Inkorgen visad',
  'leads.new': 'Ny förfrågan visad i inkorgen',
  erase: 'Radering (kommandorad)',
  purge: 'Gallring',
  'lead.view': 'Förfrågan visad',
  'lead.status': 'Status ändrad',
  'lead.note': 'Anteckning skriven',
  'lead.release': 'Förfrågan släppt ur skräpposten',
  'lead.spam': 'Förfrågan markerad som skräppost',
  'lead.resend': 'Aviseringar skickade igen',
  'lead.booking-cancel': 'Bokat möte avbokat',
  'leads.export': 'Export till Excel',
  'person.lookup': 'Person uppslagen',
  'person.access': 'Registerutdrag nedladdat',
  'person.erase': 'Person raderad',
  'api.limited.calls': 'Gräns nådd: för många anrop',
  'api.limited.leads': 'Gräns nådd: för många öppnade förfrågningar',
  'api.limited.searches': 'Gräns nådd: för många sökningar',
  'api.limited.exports': 'Gräns nådd: för många exporter',
};

export const texts = {
  workspace: 'Arbetsyta',
  offline: 'Arbetsytan nås inte just nu. Kontrollera anslutningen och försök igen.',
  unexpected: 'Något gick fel i arbetsytan. Försök igen; händer det igen, kontakta den som driver webbplatsen.',
  sessionEnded: 'Inloggningen har gått ut. Logga in igen.',
  signedOut: 'Du är utloggad.',
  signedOutEverywhere: (count: number) => `Du är utloggad på alla enheter (${count} ${count === 1 ? 'inloggning avslutad' : 'inloggningar avslutade'}).`,
  loading: 'Laddar …',
};

const stockholm = 'Europe/Stockholm';
const dateTime = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeStyle: 'short', timeZone: stockholm });
const dateOnly = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: stockholm });
const number = new Intl.NumberFormat('sv-SE');

/** "26 nov. 2026 20:15", in Swedish time. */
export const formatDateTime = (value: string | number) => dateTime.format(new Date(value));
/** A calendar day "YYYY-MM-DD" (as the API sends contact dates) in Swedish words. */
export const formatDay = (value: string) => dateOnly.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));
export const formatNumber = (value: number) => number.format(value);

/** Today's date in Swedish time as YYYY-MM-DD, the date fields' default. */
export const todayInSweden = () => new Intl.DateTimeFormat('sv-SE', { timeZone: stockholm }).format(new Date());

/** The review list's words (views/review-list.tsx; docs/decisions.md 111). */
export const reviewListTexts = {
  title: 'Granskning',
  waitingAll: 'Ändringar som väntar på granskning',
  waitingMine: 'Dina ändringar som väntar på granskning',
  waitingMineHelp: 'En administratör publicerar eller avvisar dem. Webbplatsen är oförändrad tills dess.',
  declined: 'Avvisade granskningar',
  sent: (who: string, at: string) => `Skickad ${at} av ${who}`,
  declinedBy: (who: string, at: string) => `Avvisad ${at} av ${who}.`,
  note: (note: string) => `Kommentar: ${note}`,
  noNote: 'Ingen kommentar.',
  publish: 'Publicera',
  decline: 'Avvisa',
  publishing:
    'Publicerar granskningen … Sidan kontrolleras, sidorna byggs och den nya versionen läggs ut. Det tar oftast några sekunder (någon minut om webbplatsens kod också har ändrats); stäng inte fliken.',
  declineTitle: 'Avvisa granskningen?',
  declineText: 'Ändringen publiceras inte och granskningsgrenen tas bort. Redaktören ser att den avvisades, och din kommentar om du skriver en.',
  noteLabel: 'Kommentar till redaktören (frivillig)',
  cancel: 'Avbryt',
  before: 'Före',
  after: 'Efter',
};

/** A lead that looks like phishing or a fake invoice (server/leads/spam-lures.ts), as the chip and the page name it. */
export const warningLabels: Record<'phishing' | 'invoice', string> = {
  phishing: 'Möjligt nätfiske',
  invoice: 'Möjlig falsk faktura',
};
