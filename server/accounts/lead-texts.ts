/** Everything the workspace's lead API (lead-routes.ts) says when it refuses, in one place. */
const svNumber = (n: number) => n.toLocaleString('sv-SE');

export const maxNoteLength = 5000;
export const maxQueryLength = 200;

export const leadTexts = {
  badStatus: 'Okänd status. Välj Ny, Kontaktad, Möte bokat, Kund eller Inte aktuell.',
  badKind: 'Okänd typ av förfrågan. Välj en av typerna i filtret.',
  badFlag: (name: string) => `Filtret ${name} kan bara vara 1 eller utelämnas.`,
  badDate: (name: string) => `Datumet ${name} ska skrivas ÅÅÅÅ-MM-DD och vara ett riktigt datum, till exempel 2026-03-15.`,
  dateOrder: 'Från-datumet ligger efter till-datumet. Byt plats på dem.',
  futureContact: 'Datumet för kontakten kan inte ligga i framtiden.',
  badPage: 'Sidnumret ska vara ett heltal från 1 och uppåt.',
  pageOutOfRange: (pages: number) => `Sidan finns inte: urvalet har ${svNumber(pages)} ${pages === 1 ? 'sida' : 'sidor'}.`,
  longQuery: `Söktexten är för lång: högst ${svNumber(maxQueryLength)} tecken.`,
  badParameter: (name: string) => `Parametern ${name} får bara anges en gång, som text.`,
  badAfter: 'Parametern efter ska vara numret på ett lead (0 eller högre).',
  noteEmpty: 'Skriv något i anteckningen innan ni sparar den.',
  noteTooLong: `Anteckningen är för lång: högst ${svNumber(maxNoteLength)} tecken.`,
  leadMissing: 'Leadet finns inte. Det kan ha raderats.',
  notHeld: 'Leadet hålls inte kvar som skräppost; dess notiser skickas som vanligt.',
  heldNoResend: 'Leadet hålls kvar som misstänkt skräppost. Släpp det först, så skickas dess notiser.',
  markedSpam: 'Markerad som skräppost i arbetsytan.',
  badEmail: 'Ange personens e-postadress.',
  confirmMismatch: 'Bekräftelsen stämmer inte: skriv personens e-postadress en gång till, exakt likadant, för att radera.',
  personMissing: 'Inga leads med den e-postadressen finns sparade.',
};
