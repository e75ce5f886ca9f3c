/**
 * Everything the workspace's sign-in says, in one place. A refused password and a refused code
 * each have one message, whatever the reason (no such account, wrong password, no password yet),
 * so no answer tells whether an address has an account.
 */
const minutes = (ms: number) => Math.round(ms / 60_000);

export const accountTexts = {
  invitationGone: 'Inbjudningslänken gäller inte längre: den har redan använts, har gått ut eller har ersatts av en nyare. Be om en ny inbjudan.',
  signInIncomplete: 'Fyll i både e-postadress och lösenord.',
  wrongPassword: 'Fel e-postadress eller lösenord.',
  wrongCode: 'Koden stämmer inte. Skriv de sex siffrorna som appen visar just nu.',
  lockedOut: 'För många misslyckade inloggningar. Vänta en kvart och försök igen.',
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
  lockoutMail: (count: number, windowMs: number, baseUrl?: string) => ({
    subject: 'Misslyckade inloggningar på ditt konto',
    text: [
      'Hej!',
      '',
      `Någon har just misslyckats med att logga in på ditt konto i arbetsytan ${count} gånger inom ${minutes(windowMs)} minuter.`,
      `Inloggning är spärrad en stund. Var det du, vänta en kvart och försök igen.`,
      `Var det inte du: logga in${baseUrl ? ` på ${baseUrl.replace(/\/+$/, '')}/konto` : ''} och välj "Logga ut överallt", och be administratören om en ny inbjudan så att du får ett nytt lösenord.`,
    ].join('\n'),
  }),
};
