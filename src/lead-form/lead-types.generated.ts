/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT BY HAND.
 * Made from schema/lead.schema.json by `npm run generate:types`.
 * Change the schema, then run that command; `npm test` fails while this file is stale.
 */

/**
 * Det ett formulär skickar till POST /api/leads: startsidans kontaktformulär (kind = lead), en tjänstesidas förfrågan (kind = enquiry) eller bokningsformuläret (kind = booking). Formulärens fältnamn och typer genereras härifrån (npm run generate:types) och servern validerar varje inskick mot samma schema. Fältet kind avgör vilka fält som finns.
 */
export type LeadSubmission = HomeLead | EnquiryLead | BookingLead;
/**
 * Formulärets typ.
 */
export type HomeLeadKind = 'lead';
/**
 * Sidan formuläret skickades från, t.ex. "/boka-mote". Sätts när sidan byggs.
 */
export type PagePath = string;
/**
 * Formulärnyckel signerad av servern: när den utfärdades, ett slumpat id och en HMAC (för minsta ifyllnadstid och begränsad användning). Hämtas av webbläsarskriptet från GET /api/form-token; en bekräftelsenyckel (k.…) sätts av servern i bekräftelsesteget för ett inskick utan JavaScript. Saknas den visar servern bekräftelsesteget i stället för att spara.
 */
export type FormToken = string;
/**
 * Slumpad nyckel per ifyllnad: ett nytt försök med samma nyckel sparar inget nytt utan ger samma svar som första gången.
 */
export type IdempotencyKey = string;
/**
 * Ett fält som är dolt för besökare; en robot som fyller i det stoppas.
 */
export type Honeypot = string;
/**
 * Företagets namn, som det skrivs (också med tecken som < och >): bara styrtecken nekas.
 */
export type Company = string;
/**
 * Kontaktpersonens namn, som det skrivs (också inklistrat som Namn <adress>): bara styrtecken nekas.
 */
export type PersonName = string;
/**
 * E-postadress med domän och toppdomän, t.ex. namn@foretag.se. Bokstäver som å, ä och ö går bra både före och efter @ (RFC 6531; domänen kontrolleras i sin ASCII-form, xn--…). Utan mellanslag, osynliga tecken och två punkter i rad.
 */
export type Email = string;
/**
 * Ett telefonnummer som svenskar skriver det: 7–17 siffror med mellanslag, bindestreck (också – och —), punkter, snedstreck och parenteser, med eller utan +46, 0046 och (0); gärna med ett ord före (Tel:, Mobil, Vx) och något efter (ankn. 12, vx, (efter kl. 16)). Inga webbadresser. Servern och webbläsaren kontrollerar samma mönster; tel:-länken görs av src/shared/tel-href.ts.
 */
export type Phone = string;
/**
 * Årsomsättning i MSEK (docs/specification.md §3): under 5, 5–15, 15–30, 30–50, 50–100, över 100.
 */
export type RevenueRange = '0-5' | '5-15' | '15-30' | '30-50' | '50-100' | '100+';
/**
 * Fritext på flera rader, högst 4 000 tecken, som den skrivs eller klistras in: också citerad e-post med Från: Namn <adress> och www.x.se<https://www.x.se/>. Den visas alltid som text, aldrig som HTML; bara styrtecken utom radbrytning och tabb nekas. HTML-kod som länkar är en signal för skräppostfiltret (server/leads/spam.ts), inget skäl att neka.
 */
export type LongText = string;
/**
 * Formulärets typ.
 */
export type EnquiryKind = 'enquiry';
/**
 * Tjänsten förfrågan gäller, som den heter på sidan.
 */
export type ServiceName = string;
/**
 * Ett val ur en rullista vars alternativ står i sidans YAML: etiketten i gemener med bindestreck, t.ex. "inom-1-manad" eller "400k+-lopande".
 */
export type OptionSlug = string;
/**
 * Formulärets typ.
 */
export type BookingKind = 'booking';
/**
 * Videomöte, fysiskt möte eller telefonmöte.
 */
export type MeetingFormat = 'video' | 'physical' | 'phone';
/**
 * Förmiddag (09–12), eftermiddag (13–16), kväll (16–18) eller flexibel.
 */
export type PreferredTime = 'morning' | 'afternoon' | 'evening' | 'flexible';
/**
 * Så snart som möjligt, inom en vecka, inom en månad eller ingen brådska.
 */
export type BookingUrgency = 'asap' | 'week' | 'month' | 'flexible';
/**
 * Vad kunden vill prata om.
 */
export type BookingTopic =
  | 'interim-cfo'
  | 'financial-analysis'
  | 'budgeting'
  | 'investment'
  | 'due-diligence'
  | 'valuation'
  | 'reporting'
  | 'other';
/**
 * Den lediga tid besökaren valde i bokningsformuläret (GET /api/tider): mötets början som ett ögonblick i UTC, t.ex. "2026-03-30T07:00:00.000Z". Utan den är bokningen en förfrågan som vi bekräftar.
 */
export type BookedTime = string;
/**
 * Mötets längd i minuter när en tid är vald: 30 eller 60 (ett tal, inte ett val med etikett i site.yaml).
 */
export type MeetingLength = string;

/**
 * Startsidans kontaktformulär (docs/specification.md §3 "Home lead form", §5): företag, namn, e-post och årsomsättning krävs; telefon och prioriteringar är valfria.
 */
export interface HomeLead {
  kind: HomeLeadKind;
  page: PagePath;
  formToken?: FormToken;
  idempotencyKey?: IdempotencyKey;
  website?: Honeypot;
  company: Company;
  name: PersonName;
  email: Email;
  phone?: Phone;
  revenue: RevenueRange;
  priority?: LongText;
}
/**
 * En tjänstesidas förfrågan (docs/specification.md §3 "Service enquiry", §5): som kontaktformuläret plus tjänsten, när kunden vill starta (krävs), budget, en tjänstespecifik fråga och ett meddelande. Valen för start, budget och den tjänstespecifika frågan står i sidornas YAML och i site.yaml; värdet är etiketten i gemener med bindestreck (src/lib/slug.ts), så här kontrolleras bara den formen och längden.
 */
export interface EnquiryLead {
  kind: EnquiryKind;
  page: PagePath;
  formToken?: FormToken;
  idempotencyKey?: IdempotencyKey;
  website?: Honeypot;
  service: ServiceName;
  company: Company;
  name: PersonName;
  email: Email;
  phone?: Phone;
  revenue: RevenueRange;
  urgency: OptionSlug;
  budget?: OptionSlug;
  topic?: OptionSlug;
  message?: LongText;
}
/**
 * Bokningsformuläret (docs/specification.md §3 "Booking request form", §5): företag, namn, e-post, telefon, mötesform och årsomsättning krävs; önskad tid, hur brådskande, ämne och meddelande är valfria.
 */
export interface BookingLead {
  kind: BookingKind;
  page: PagePath;
  formToken?: FormToken;
  idempotencyKey?: IdempotencyKey;
  website?: Honeypot;
  company: Company;
  name: PersonName;
  email: Email;
  phone: Phone;
  meetingFormat: MeetingFormat;
  preferredTime?: PreferredTime;
  urgency?: BookingUrgency;
  revenue: RevenueRange;
  topic?: BookingTopic;
  message?: LongText;
  slot?: BookedTime;
  meetingLength?: MeetingLength;
}
