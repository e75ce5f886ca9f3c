/**
 * The lead endpoint's refusals, each with a stable code (docs/decisions.md 90): the code is sent in
 * the JSON answer (`{ ok: false, message, errors, code }`) and written in the `lead.refused` log
 * line, so an operator reading a log or a visitor's screenshot finds the path that refused the post.
 * The visitor's words stay in src/lead-form/messages.ts; this is the one home of the codes, their
 * statuses and the log's `reason`. docs/felkoder.md lists them (scripts/generate-felkoder.ts).
 *
 * Codes are stable and never reused: L1xx where a post comes from and how often, L2xx the body,
 * L3xx the form token and the spam guard, L4xx the fields, L5xx the server itself. Retired, never
 * to be given again: L104 (too many form tokens from one address; tokens are free since
 * docs/decisions.md 131).
 */

export interface RefusalEntry {
  code: `L${number}`;
  status: number;
  /** The log line's `reason`. */
  reason: string;
  /** For the reference (Swedish, for whoever runs the server): when it happens and what to do. */
  when: string;
}

export const refusals = {
  crossSite: {
    code: 'L101',
    status: 403,
    reason: 'cross-site',
    when: 'Posten kom från en annan webbplats sida (Origin eller Sec-Fetch-Site). Lägg till webbplatsen i LEAD_ALLOWED_ORIGINS om den är er egen.',
  },
  rateLimited: {
    code: 'L102',
    status: 429,
    reason: 'rate-limited',
    when: 'Adressen har skickat fler poster än tre gånger LEAD_RATE_LIMIT under LEAD_RATE_WINDOW_SECONDS (nekade poster räknas också). Svaret har Retry-After.',
  },
  acceptedRateLimited: {
    code: 'L103',
    status: 429,
    reason: 'rate-limited-accepted',
    when: 'Adressen har fått LEAD_RATE_LIMIT förfrågningar godtagna under LEAD_RATE_WINDOW_SECONDS. Svaret har Retry-After.',
  },
  tooLarge: { code: 'L201', status: 413, reason: 'too-large', when: 'Posten är större än LEAD_BODY_LIMIT_BYTES.' },
  wrongContentType: {
    code: 'L202',
    status: 415,
    reason: 'content-type',
    when: 'Posten var varken application/json eller application/x-www-form-urlencoded, eller angav en annan teckenkodning än UTF-8.',
  },
  badContentLength: { code: 'L203', status: 400, reason: 'content-length', when: 'Content-Length stämmer inte med posten.' },
  empty: { code: 'L204', status: 400, reason: 'empty', when: 'Posten var tom.' },
  badEncoding: { code: 'L205', status: 400, reason: 'encoding', when: 'Posten innehöll byte som inte är giltig UTF-8 (de ersätts aldrig i tysthet).' },
  badJson: { code: 'L206', status: 400, reason: 'json', when: 'JSON-posten gick inte att läsa.' },
  notAnObject: { code: 'L207', status: 400, reason: 'not-an-object', when: 'JSON-posten var ett värde men inte ett objekt med formulärets fält.' },
  badForm: { code: 'L208', status: 400, reason: 'bad-request', when: 'Fastify nekade posten av ett annat skäl innan den lästes.' },
  honeypot: { code: 'L301', status: 400, reason: 'honeypot', when: 'Det dolda fältet website var ifyllt: skräppostskyddet.' },
  tokenMissing: { code: 'L302', status: 400, reason: 'token-missing', when: 'En JSON-post utan formulärnyckel (formToken).' },
  tokenInvalid: {
    code: 'L303',
    status: 400,
    reason: 'token-invalid',
    when: 'Formulärnyckeln är inte signerad med FORM_SECRET, eller är utfärdad i framtiden. Byttes FORM_SECRET nyss gäller öppna sidors nycklar inte längre.',
  },
  tokenExpired: { code: 'L304', status: 400, reason: 'token-expired', when: 'Formulärnyckeln är äldre än LEAD_FORM_MAX_AGE_HOURS.' },
  confirmChanged: {
    code: 'L305',
    status: 400,
    reason: 'confirm-changed',
    when: 'Ett vanligt formulär bekräftades med andra uppgifter än de som visades i bekräftelsesteget.',
  },
  tokenSpent: { code: 'L306', status: 429, reason: 'token-spent', when: 'Formulärnyckeln har redan gett LEAD_TOKEN_MAX_USES förfrågningar.' },
  keyReused: { code: 'L307', status: 409, reason: 'key-reused', when: 'Idempotensnyckeln hör till en sparad förfrågan med annat innehåll.' },
  invalid: { code: 'L401', status: 422, reason: 'invalid', when: 'Fält saknas eller följer inte schema/lead.schema.json; felen står per fält i errors.' },
  slotTaken: {
    code: 'L403',
    status: 409,
    reason: 'slot-taken',
    when: 'Bokningsformulärets valda tid är inte ledig längre (bokad av någon annan, upptagen i partnerns kalender eller för nära i tid). Svaret föreslår de närmaste lediga tiderna i times; inget sparas.',
  },
  forged: { code: 'L402', status: 422, reason: 'forged', when: 'Sidan, ett dolt fält eller ett val finns inte i de byggda formulären (server/leads/spam.ts).' },
  unexpected: { code: 'L501', status: 500, reason: 'unexpected', when: 'Ett oväntat fel i servern; loggen har en rad lead.error med detaljerna.' },
  storageDown: {
    code: 'L502',
    status: 503,
    reason: 'storage-down',
    when: 'Databasen gick inte att skriva till; loggen har en rad lead.store-failed. Svaret har Retry-After.',
  },
} as const satisfies Record<string, RefusalEntry>;

export type RefusalName = keyof typeof refusals;
