/**
 * Everything the workspace's sign-in says, in one place. A refused password and a refused code
 * each have one message, whatever the reason (no such account, wrong password, no password yet),
 * so no answer tells whether an address has an account.
 */
const minutes = (ms: number) => Math.round(ms / 60_000);

/** A wait in words: whole seconds under two minutes, else whole minutes (rounded up: never too short). */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}`;
  return `${Math.ceil(seconds / 60)} minuter`;
}

export const accountTexts = {
  invitationGone: 'Inbjudningslänken gäller inte längre: den har redan använts, har gått ut eller har ersatts av en nyare. Be om en ny inbjudan.',
  signInIncomplete: 'Fyll i både e-postadress och lösenord.',
  wrongPassword: 'Fel e-postadress eller lösenord.',
  wrongCode: 'Koden stämmer inte. Skriv de sex siffrorna som appen visar just nu.',
  /** docs/decisions.md 141: only a client address that has failed is ever asked to wait. */
  slowDown: (waitMs: number) =>
    `För många misslyckade inloggningar härifrån. Vänta ${waitWords(waitMs)} och försök igen, eller logga in från ett annat nätverk, till exempel telefonens mobildata.`,
  sessionOver: 'Inloggningen har gått ut. Logga in igen.',
  noSetup: 'Tvåstegsverifieringen är redan inställd för kontot.',
  totpKeyWrong:
    'Engångskoden kan inte kontrolleras just nu: serverns nyckel för tvåstegsverifieringen (TOTP_KEY) saknas eller har bytts. Kontakta den som driver servern.',
  signInFirst: 'Logga in först.',
  secondFactorFirst: 'Ange koden från autentiseringsappen först.',
  foreignOrigin: 'Begäran kom inte från arbetsytans egen sida och har inte utförts.',
  jsonOnly: 'Begäran ska skickas som JSON från arbetsytan.',
  forbidden: 'Ditt konto har inte behörighet till det här.',
  unreadable: 'Begäran kunde inte läsas: den ska vara ett JSON-objekt från arbetsytan.',
  tooLarge: 'Begäran är för stor.',
  noSuchCall: 'Arbetsytan har ingen sådan funktion. Ladda om sidan; arbetsytan kan ha uppdaterats.',
  storeDown: 'Arbetsytan når inte databasen just nu. Försök igen om en stund.',
  unexpected: 'Något gick fel i arbetsytan. Försök igen; händer det igen, kontakta den som driver webbplatsen.',
  backOffMail: ({ perAccount, windowMs }: { perAccount: number; windowMs: number }, baseUrl?: string) => ({
    subject: 'Misslyckade inloggningar på ert konto',
    text: [
      'Hej!',
      '',
      `Någon har just misslyckats med att logga in på ert konto i arbetsytan ${perAccount} gånger inom ${minutes(windowMs)} minuter.`,
      'Nya försök från samma nätverk får nu vänta allt längre mellan gångerna. Ni själva är inte utestängda: rätt lösenord och kod från ett nätverk där inga felaktiga försök gjorts släpps alltid in.',
      '',
      `Var det inte ni: logga in som vanligt${baseUrl ? ` på ${baseUrl.replace(/\/+$/, '')}/konto` : ''} och välj "Logga ut överallt". Tror ni att någon känner till lösenordet, be den som driver webbplatsen om en ny inbjudan: den ger ett nytt lösenord och en ny kod i appen.`,
      'Var det ni och får ni vänta: logga in från ett annat nätverk, till exempel telefonens mobildata, eller be den som driver webbplatsen att häva spärren.',
    ].join('\n'),
  }),
};
