/**
 * The lead endpoint's catalogue of refusals, in Swedish: what is wrong with a post and what to do.
 * Field messages appear beside the field (JSON `errors`, or the page sent back without
 * JavaScript); form messages above the form. Never a stack trace, never English.
 *
 * Kept in code, unlike the forms' other words (site.yaml `forms`, texts.ts): these describe the
 * endpoint's own rules (lengths, encodings, tokens, limits), change with the code that enforces
 * them, and must be there for any post the server receives, built site or not. Like the content
 * problems catalogue (src/content/problem-catalogue.ts) it is the one place they are written.
 */

interface FieldText {
  required: string;
  invalid: string;
}

export const fieldTexts: Record<string, FieldText> = {
  company: { required: 'Fyll i företagets namn.', invalid: 'Namnet innehåller osynliga styrtecken. Skriv det för hand och försök igen.' },
  name: { required: 'Fyll i ert namn.', invalid: 'Namnet innehåller osynliga styrtecken. Skriv det för hand och försök igen.' },
  email: { required: 'Fyll i er e-postadress.', invalid: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' },
  phone: {
    required: 'Fyll i ett telefonnummer så att vi kan nå er.',
    invalid: 'Ange ett telefonnummer med minst sju siffror, t.ex. 070-123 45 67 eller +46 70 123 45 67 (gärna med ankn.).',
  },
  revenue: { required: 'Välj företagets årsomsättning.', invalid: 'Välj en årsomsättning i listan.' },
  urgency: { required: 'Välj när ni vill starta.', invalid: 'Välj ett alternativ i listan.' },
  budget: { required: 'Välj en budget.', invalid: 'Välj en budget i listan.' },
  topic: { required: 'Välj ett ämne.', invalid: 'Välj ett alternativ i listan.' },
  meetingFormat: { required: 'Välj mötesform.', invalid: 'Välj en mötesform i listan.' },
  preferredTime: { required: 'Välj önskad tid.', invalid: 'Välj en tid i listan.' },
  message: { required: 'Skriv ett meddelande.', invalid: 'Texten innehåller osynliga styrtecken. Skriv om den där de finns och försök igen.' },
  priority: { required: 'Berätta vad ni vill prioritera.', invalid: 'Texten innehåller osynliga styrtecken. Skriv om den där de finns och försök igen.' },
};

/** A text over its length limit (also checked in the browser, so not inside `messages`). */
export function tooLong(limit: number, length: number): string {
  return `Texten får vara högst ${limit.toLocaleString('sv-SE')} tecken (nu ${length.toLocaleString('sv-SE')}).`;
}

export const messages = {
  fieldsInvalid: 'Några uppgifter behöver rättas. Se de markerade fälten och skicka igen.',
  tooLong,
  wrongType: 'Fältet ska skickas som text.',
  badCharacters: 'Fältet innehåller tecken som inte går att läsa. Skriv om texten och försök igen.',
  unknownField: (name: string) => `Formuläret innehöll ett fält som inte finns (${name}). Ladda om sidan och försök igen.`,
  hiddenField: (name: string) => `Ett dolt fält i formuläret saknas eller är fel (${name}). Ladda om sidan och försök igen.`,
  unknownKind: 'Formulärets typ saknas eller är okänd. Ladda om sidan och försök igen.',
  unknownChoice: 'Välj ett av alternativen i listan. Ladda om sidan om listan ser annorlunda ut.',
  honeypot: 'Förfrågan stoppades av vårt skräppostskydd. Töm fältet »Lämna det här fältet tomt« om det är ifyllt, eller ring eller mejla oss i stället.',
  tokenMissing: 'Formuläret kunde inte kontrolleras. Ladda om sidan, fyll i formuläret och skicka igen.',
  tokenExpired: 'Sidan har varit öppen länge. Ladda om sidan och skicka formuläret igen.',
  tokenSpent: 'Formuläret på den här sidan har redan skickats flera gånger. Ladda om sidan för att skicka en ny förfrågan.',
  confirmChanged: 'Uppgifterna ändrades efter att de visades för bekräftelse. Kontrollera formuläret och skicka igen.',
  rateLimited: (seconds: number) =>
    `Vi har fått många förfrågningar från er adress på kort tid. Vänta ${seconds > 90 ? `${Math.ceil(seconds / 60)} minuter` : `${Math.max(1, seconds)} sekunder`} och försök igen, eller ring oss.`,
  crossSite:
    'Förfrågan skickades från en annan webbplats och har inte tagits emot. Öppna formuläret på vår egen webbplats och skicka det därifrån, eller ring eller mejla oss.',
  keyReused: 'Det här formuläret har redan skickats med andra uppgifter. Ladda om sidan för att skicka en ny förfrågan.',
  tooLarge: (limitBytes: number) => `Förfrågan är för stor (högst ${Math.floor(limitBytes / 1024)} kB). Korta ned meddelandet och försök igen.`,
  wrongContentType: 'Förfrågan måste skickas som formulärdata (application/x-www-form-urlencoded) eller JSON (application/json), kodad som UTF-8.',
  badEncoding: 'Förfrågan innehöll tecken som inte är giltig UTF-8. Skriv om texten och försök igen.',
  badJson: 'Förfrågan var inte giltig JSON. Skicka ett objekt med formulärets fält.',
  badForm: 'Formulärdatan gick inte att läsa. Ladda om sidan och försök igen.',
  notAnObject: 'Förfrågan ska vara ett objekt med formulärets fält.',
  empty: 'Förfrågan var tom. Fyll i formuläret och skicka igen.',
  storageDown: 'Vi kunde inte spara er förfrågan just nu. Försök igen om en stund, eller ring eller mejla oss.',
  unexpected: 'Något gick fel hos oss. Försök igen om en stund, eller ring eller mejla oss.',
} as const;
