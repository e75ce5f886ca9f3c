/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT BY HAND.
 * Made from the JSON Schemas in schema/ by `npm run generate:types`.
 * Change the schema, then run that command; `npm test` fails while this file is stale.
 */

/**
 * Varumärket. Läggs till efter varje sidtitel.
 */
export type Brand = string;
/**
 * En kort mening om vad företaget gör, för sidfoten och strukturerad data.
 */
export type Tagline = string;
/**
 * Webbplatsens adress utan avslutande snedstreck, t.ex. https://www.exempel.se. Används för kanoniska länkar och sitemap.
 */
export type BaseURL = string;
/**
 * Telefonnumret som det visas, t.ex. "08-000 00 00". Länken för att ringa skapas automatiskt.
 */
export type Phone = string;
/**
 * E-postadressen som visas och som mejllänkar går till.
 */
export type EMail = string;
/**
 * Bolagets registrerade namn, t.ex. "Nordvik CFO AB".
 */
export type LegalName = string;
/**
 * Organisationsnummer som 556123-4567.
 */
export type OrganisationNumber = string;
/**
 * Gatuadress, t.ex. "Kungsgatan 1".
 */
export type StreetAddress = string;
/**
 * Postnummer som 111 43.
 */
export type PostalCode = string;
/**
 * Postort, t.ex. "Stockholm".
 */
export type City = string;
/**
 * En kort text på en rad, t.ex. en rubrik eller en etikett.
 */
export type Text = string;
/**
 * Antal kunder som det visas, t.ex. "50+". Skrivs i texterna som {kunder}. Det är en uppgift som kräver en källa: utan »Källa för antalet kunder« märks siffran »Källa saknas« i nyckeltalen, och den får inte stå som fakta i en löptext (docs/decisions.md 171).
 */
export type Clients = string;
/**
 * Vad antalet kunder bygger på, t.ex. "Nordvik Redovisnings kundregister, december 2025". Visas som källa under {kunder} i nyckeltalen.
 */
export type ClientsSource = string;
/**
 * Orterna där byrån har kontor och kan ta emot kunder, t.ex. Stockholm. Skrivs i texterna som {kontor} (»Stockholm, Göteborg och Malmö«). En text som säger »hos oss i …«, »vårt kontor i …« eller »Kontor i …« får bara nämna en ort som står här (docs/decisions.md 171).
 *
 * @minItems 1
 * @maxItems 10
 */
export type Offices =
  | [Text]
  | [Text, Text]
  | [Text, Text, Text]
  | [Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text, Text, Text, Text];
/**
 * Den gamla adressen, t.ex. /kpi.
 */
export type From = string;
/**
 * Sidan besökaren ska hamna på, t.ex. /kpi-utveckling.
 */
export type To = string;
/**
 * Gamla adresser som ska skickas vidare (301) till en sida.
 */
export type Redirects = {
  from: From;
  to: To;
}[];
/**
 * Ett val i en rullista, som det visas, t.ex. "Inom 1 månad". Formuläret skickar etiketten i gemener med bindestreck ("inom-1-manad"), så den får vara högst 80 tecken – lika långt som lead-servern tar emot (schema/lead.schema.json).
 */
export type OptionLabel = string;
/**
 * Ett stycke löptext. Skriv hela meningar på svenska. Fakta ur site.yaml skrivs som platshållare, t.ex. {varumärke}, {telefon}, {pris:manadspaket} eller {tillägg:kpi-dashboard}; börjar texten med en platshållare sätts hela texten inom citattecken.
 */
export type Paragraph = string;
/**
 * Från-pris i kronor, utan mellanslag, t.ex. 35000.
 */
export type Price = number;
/**
 * timme eller mån.
 */
export type Unit = 'timme' | 'mån';
/**
 * Omfattning, t.ex. "20–25 timmar per månad".
 */
export type Hours = string;
/**
 * Markera paketet som populärast.
 */
export type Popular = boolean;
/**
 * En lista med korta texter, en per rad som börjar med bindestreck.
 *
 * @minItems 1
 */
export type TextList = [Text, ...Text[]];
/**
 * Vad det första mötet kostar, i kronor, t.ex. 0. Skrivs i texterna som {mötespris} (»0 kr«); ett nyckeltal med det värdet är byråns erbjudande och behöver ingen källa.
 */
export type FirstMeeting = number;
/**
 * Namnet på det prispaket (under »Prispaket« i »Priser«) vars pris kalkylen räknar med som månadskostnad (årskostnad = 12 × priset), t.ex. Månadspaket. Paketet ska ha enheten mån.
 */
export type Package = string;
/**
 * Förbättring av rörelsemarginalen i procentenheter.
 */
export type MarginImprovement = number;
/**
 * Effektivisering i procent.
 */
export type EfficiencyGain = number;
/**
 * Hur snabbt vi svarar på förfrågningar, bokningar, samtal och mejl, så som det ska stå efter »Vi svarar inom«, t.ex. "48 timmar".
 */
export type ResponseTime = string;
/**
 * Hur långt det kostnadsfria första mötet är, t.ex. "30 minuter".
 */
export type MeetingLength = string;
/**
 * Hur snabbt en interim CFO kan vara på plats, t.ex. "24–48 timmar".
 */
export type InterimStart = string;
/**
 * Hur långt fram likviditetsprognosen sträcker sig, t.ex. "13 veckor". Skrivs i texterna som {prognoshorisont}.
 */
export type ForecastHorizon = string;
/**
 * Hur snart efter månadsbokslutet ledningsrapporten är klar, t.ex. "2–3 dagar". Skrivs i texterna som {rapporttid}.
 */
export type ReportDelivery = string;
/**
 * Hur lång tid en due diligence brukar ta, t.ex. "2–6 veckor". Skrivs i texterna som {granskningstid}.
 */
export type DueDiligenceTime = string;
/**
 * Hur snabbt vi ringer upp den som har valt det tidigaste alternativet för start (t.ex. »Så snart som möjligt«) eller klickat på en knapp för brådskande ärenden, så som det ska stå efter »Vi ringer upp er«, t.ex. "samma arbetsdag". Skrivs i texterna som {brådskandesvar}; knappar som »Bli uppringd {brådskandesvar}« lovar då bara det som står här.
 */
export type UrgentResponse = string;
/**
 * Knappens text, t.ex. "Boka gratis konsultation".
 */
export type Label = string;
/**
 * Vart länken går: en sida på webbplatsen (/boka-mote, /boka-mote?amne=due-diligence, /faq#kostnader), ett ankare på samma sida (#forfragan), telefon (ringer företagets nummer), e-post (skriver till företagets adress) eller en extern adress som börjar med https://.
 */
export type LinkTarget = string;
/**
 * primary är den fyllda huvudknappen, secondary en kantad knapp. Standard: primary för första knappen, secondary för andra.
 */
export type Variant = 'primary' | 'secondary';
/**
 * Länkar under kontaktuppgifterna.
 *
 * @maxItems 6
 */
export type ContactLinks =
  | []
  | [Action6]
  | [Action6, Action6]
  | [Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6, Action6, Action6];
/**
 * Länkarna längst ned, t.ex. integritetspolicy och användarvillkor.
 *
 * @minItems 1
 * @maxItems 6
 */
export type LegalLinks =
  | [Action6]
  | [Action6, Action6]
  | [Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6, Action6]
  | [Action6, Action6, Action6, Action6, Action6, Action6];
/**
 * Sidans titel i webbläsarfliken och i Googles träfflista. Varumärket läggs till automatiskt efter ett lodstreck; titeln med varumärket får vara högst 60 tecken (interimssidornas fasta mönster undantaget), annars ger validate fel C416.
 */
export type Title = string;
/**
 * Beskrivningen som visas under titeln i Googles träfflista och när sidan delas. Skriv 70–170 tecken.
 */
export type Description = string;
/**
 * true = sidan ska inte synas i sökmotorer: den får <meta name="robots" content="noindex"> och utelämnas ur sitemap.xml. För sidor man bara når efter en handling, t.ex. tacksidan /tack efter ett formulär.
 */
export type KeepOutOfSearchEngines = boolean;
/**
 * Tjänstens namn i menyer och på kort, t.ex. "Kassaflödesoptimering".
 */
export type Name = string;
/**
 * En eller två meningar som beskriver tjänsten på kort (t.ex. på /alla-tjanster).
 */
export type Summary = string;
/**
 * Kategorietikett på kortet, t.ex. "Kassaflöde".
 */
export type Category = string;
/**
 * main = en av huvudtjänsterna överst på /alla-tjanster; specialist = specialisttjänst.
 */
export type Group = 'main' | 'specialist';
/**
 * Plats i menyer och listor: lägre tal visas först.
 */
export type Order = number;
/**
 * Namnet på en ikon ur Material Icons. Endast namnen i listan går att använda.
 */
export type Icon =
  | 'AccessTime'
  | 'AccountBalance'
  | 'AccountBalanceWallet'
  | 'Analytics'
  | 'Anchor'
  | 'Apartment'
  | 'Assessment'
  | 'Assignment'
  | 'AutoGraph'
  | 'Balance'
  | 'BarChart'
  | 'Biotech'
  | 'Bolt'
  | 'Business'
  | 'Calculate'
  | 'CalendarMonth'
  | 'CheckCircle'
  | 'Cloud'
  | 'Computer'
  | 'Construction'
  | 'Dashboard'
  | 'Description'
  | 'EmojiEvents'
  | 'Engineering'
  | 'Event'
  | 'Factory'
  | 'FactCheck'
  | 'Flag'
  | 'Flight'
  | 'Forest'
  | 'Forum'
  | 'Gavel'
  | 'Groups'
  | 'Handshake'
  | 'Hub'
  | 'Insights'
  | 'Landscape'
  | 'Layers'
  | 'Leaderboard'
  | 'Lightbulb'
  | 'LocalShipping'
  | 'Lock'
  | 'Map'
  | 'Payments'
  | 'PieChart'
  | 'Place'
  | 'Policy'
  | 'Psychology'
  | 'Public'
  | 'QuestionAnswer'
  | 'Receipt'
  | 'RequestQuote'
  | 'RocketLaunch'
  | 'Sailing'
  | 'Savings'
  | 'School'
  | 'Science'
  | 'Search'
  | 'Security'
  | 'Shield'
  | 'ShowChart'
  | 'Speed'
  | 'Storefront'
  | 'SupportAgent'
  | 'Sync'
  | 'Timeline'
  | 'TrendingUp'
  | 'Tune'
  | 'Verified'
  | 'Videocam'
  | 'Warning'
  | 'WorkspacePremium';
/**
 * Stadens namn som det skrivs, med å, ä och ö, t.ex. "Umeå" eller "Åre/Östersund".
 */
export type CityName = string;
/**
 * cfo = CFO-tjänster i staden (/cfo-tjanster-…); interim = Interim CFO i staden (/interim-cfo-…).
 */
export type Offer = 'cfo' | 'interim';
/**
 * En mening om vad vi erbjuder i staden, för stadskortet på /alla-tjanster.
 */
export type Summary1 = string;
/**
 * true (standard) = staden visas i menyn Orter högst upp på varje sida; false = bara i listan över alla orter på /alla-tjanster, dit menyn länkar. Menyn har plats för ett begränsat antal städer per grupp: npm run validate säger till när den är full.
 */
export type InThePlacesMenu = boolean;
/**
 * Sidans sektioner uppifrån och ned. Varje block börjar med "- type:" och blocktypens namn.
 *
 * @minItems 1
 */
export type Blocks = [Block, ...Block[]];
/**
 * En sektion på sidan. Typen avgör vilka fält som finns: benefits, booking, calculator, cards, cases, cities, credentials, cta, enquiry, faq, hero, lead-form, pricing, process, quote, related, results, risk-matrix, services, situations, team, text, urgent. Blockens scheman ligger bredvid deras komponenter, src/blocks/<typ>/schema.json.
 */
export type Block =
  | BenefitsBlockData
  | BookingBlockData
  | CalculatorBlockData
  | CardsBlockData
  | CasesBlockData
  | CitiesBlockData
  | CredentialsBlockData
  | CtaBlockData
  | EnquiryBlockData
  | FaqBlockData
  | HeroBlockData
  | LeadFormBlockData
  | PricingBlockData
  | ProcessBlockData
  | QuoteBlockData
  | RelatedBlockData
  | ResultsBlockData
  | RiskMatrixBlockData
  | ServicesBlockData
  | SituationsBlockData
  | TeamBlockData
  | TextBlockData
  | UrgentBlockData;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType = 'benefits';
/**
 * Ankare så att andra sidor kan länka hit med #ankare. Små bokstäver a–z, siffror och bindestreck, t.ex. forfragan.
 */
export type AnchorId = string;
/**
 * Fördelarna, en per rad.
 *
 * @minItems 2
 * @maxItems 12
 */
export type Items =
  | [Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ];
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType1 = 'booking';
/**
 * Texten på skicka-knappen.
 */
export type SubmitLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType2 = 'calculator';
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType3 = 'cards';
/**
 * Antal kort per rad på stor skärm (2, 3 eller 4). Standard: 3, eller 2 om det finns fyra kort.
 */
export type Columns = 2 | 3 | 4;
/**
 * @minItems 1
 * @maxItems 12
 */
export type Cards =
  | [Card]
  | [Card, Card]
  | [Card, Card, Card]
  | [Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card]
  | [Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card, Card];
/**
 * Kort etikett på kortet, t.ex. en kategori.
 */
export type Badge = string;
/**
 * Rubrik ovanför detaljlistan, t.ex. "Exempel" eller "Leverabler".
 */
export type DetailsHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType4 = 'cases';
/**
 * @minItems 1
 * @maxItems 6
 */
export type CaseStudies =
  | [CaseStudy]
  | [CaseStudy, CaseStudy]
  | [CaseStudy, CaseStudy, CaseStudy]
  | [CaseStudy, CaseStudy, CaseStudy, CaseStudy]
  | [CaseStudy, CaseStudy, CaseStudy, CaseStudy, CaseStudy]
  | [CaseStudy, CaseStudy, CaseStudy, CaseStudy, CaseStudy, CaseStudy];
/**
 * En anonym beskrivning av kunden, t.ex. "SaaS-bolag i Stockholm". Aldrig ett riktigt företagsnamn.
 */
export type Company = string;
/**
 * Branschen, t.ex. "SaaS" eller "Tillverkning".
 */
export type Industry = string;
/**
 * Omsättningen som den ska visas, t.ex. "40 MSEK".
 */
export type Revenue = string;
/**
 * Siffran som den ska visas, t.ex. "+12 %", "50+" eller "2–3 dagar".
 */
export type Value = string;
/**
 * Vad siffran bygger på – vem som har räknat, vilken period och hur många fall – t.ex. "Nordvik Redovisning 2019–2025, 212 värderingar". Visas under siffran. En siffra utan källa visas som »Exempel« och stoppar lanseringen (docs/lansering.md); en siffra som bara är en platshållare från site.yaml, t.ex. {svarstid}, behöver ingen.
 */
export type Source = string;
/**
 * Kundens egna ord, utan citattecken.
 */
export type Quote = string;
/**
 * Vem som sa det, som roll, t.ex. "VD" eller "Ekonomichef". Visas först när fallet är markerat »Godkänd av kunden«. Inga namn på riktiga personer utan deras tillstånd.
 */
export type QuoteBy = string;
/**
 * Ska vara true först när kunden har godkänt att texten publiceras som sin. Annars visas den som ett exempel (docs/decisions.md 19).
 */
export type Verified = boolean;
/**
 * Ett stycke löptext. Skriv hela meningar på svenska. Fakta ur site.yaml skrivs som platshållare, t.ex. {varumärke}, {telefon}, {pris:manadspaket} eller {tillägg:kpi-dashboard}; börjar texten med en platshållare sätts hela texten inom citattecken.
 */
export type Paragraph1 = string;
/**
 * Ordet före kundens omsättning.
 */
export type RevenueLabel = string;
/**
 * Rubriken över utmaningen i varje kundcase.
 */
export type ChallengeHeading = string;
/**
 * Rubriken över lösningen i varje kundcase.
 */
export type SolutionHeading = string;
/**
 * Märket på ett fall som inte är markerat »Godkänd av kunden«.
 */
export type ExampleBadge = string;
/**
 * Meningen under fallen när något av dem inte är markerat »Godkänd av kunden«.
 */
export type ExampleNote = string;
/**
 * Står under citatet i ett fall som inte är markerat »Godkänd av kunden«, i stället för vem som sa det: ett exempel är inte signerat av någon.
 */
export type ExampleCaption = string;
/**
 * Blockets rubrik så länge något fall inte är markerat »Godkänd av kunden«, så att rubriken inte lovar kundcase som inte finns. När alla fall är godkända visas heading.
 */
export type ExampleHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType5 = 'cities';
/**
 * Rubrik ovanför listan med städer som bara har en av de två sidorna.
 */
export type MoreCitiesHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType6 = 'credentials';
/**
 * @maxItems 16
 */
export type Clients1 =
  | []
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      },
      {
        name: Name1;
        logo?: Image;
        logoAlt?: ImageAltText;
      }
    ];
/**
 * Kundens namn, så som kunden har godkänt att det visas.
 */
export type Name1 = string;
/**
 * En bild i mappen bilder/, t.ex. "bilder/team/anna.jpg" (JPEG, PNG eller WebP, gärna minst 800 pixlar bred). Bygget gör AVIF och WebP i flera storlekar av den.
 */
export type Image = string;
/**
 * Vad bilden visar, för den som inte ser den (skärmläsare, bilder som inte laddas), t.ex. "Anna Lind i byråns kontor i Malmö". Skrivs när bilden väljs.
 */
export type ImageAltText = string;
/**
 * @maxItems 8
 */
export type Certifications =
  | []
  | [
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ]
  | [
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      },
      {
        name: Name2;
        issuer: Issuer;
      }
    ];
/**
 * T.ex. "Auktoriserad redovisningskonsult".
 */
export type Name2 = string;
/**
 * Vem som utfärdar den, t.ex. "Srf konsulterna".
 */
export type Issuer = string;
/**
 * Namnet på kundlistan, för skärmläsare.
 */
export type ClientsLabel = string;
/**
 * Namnet på listan med certifieringar, för skärmläsare.
 */
export type CertificationsLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType7 = 'cta';
/**
 * En eller två knappar.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Actions = [Action6] | [Action6, Action6];
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType8 = 'enquiry';
/**
 * Tjänsten förfrågan gäller. Skickas med förfrågan.
 */
export type ServiceName = string;
/**
 * Valen för när ni vill starta. Utelämna för standardvalen i site.yaml.
 *
 * @minItems 2
 * @maxItems 8
 */
export type UrgencyOptions =
  | [OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel];
/**
 * Valen för budget. Utelämna för standardvalen i site.yaml.
 *
 * @minItems 2
 * @maxItems 8
 */
export type BudgetOptions =
  | [OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
  | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel];
/**
 * Texten på skicka-knappen.
 */
export type SubmitLabel1 = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType9 = 'faq';
/**
 * @minItems 1
 * @maxItems 20
 */
export type Questions =
  | [FAQItem]
  | [FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem, FAQItem]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ]
  | [
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem,
      FAQItem
    ];
export type Question = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType10 = 'hero';
/**
 * Kort etikett ovanför rubriken, t.ex. "Kassaflödesoptimering".
 */
export type Badge1 = string;
/**
 * Sidans huvudrubrik. Varje sida har exakt en.
 */
export type Heading = string;
/**
 * Korta säljpunkter som visas med bock, t.ex. "Helt kostnadsfritt".
 *
 * @minItems 1
 * @maxItems 6
 */
export type Points =
  | [Text]
  | [Text, Text]
  | [Text, Text, Text]
  | [Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text];
/**
 * Nyckeltal som visas i en ruta bredvid rubriken (2–4 stycken).
 *
 * @minItems 2
 * @maxItems 4
 */
export type KeyStatistics = [Figure, Figure] | [Figure, Figure, Figure] | [Figure, Figure, Figure, Figure];
/**
 * Rubrik för nyckeltalsrutan.
 */
export type KeyStatisticsHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType11 = 'lead-form';
/**
 * Texten på skicka-knappen.
 */
export type SubmitLabel2 = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType12 = 'pricing';
/**
 * Etiketten på paketet som är markerat som populärast i site.yaml.
 */
export type PopularLabel = string;
/**
 * Rubrik ovanför tilläggen.
 */
export type AddOnsHeading = string;
/**
 * Ordet före varje pris: priserna är från-priser.
 */
export type FromLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType13 = 'process';
/**
 * @minItems 2
 * @maxItems 8
 */
export type Steps =
  | [ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep]
  | [ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep, ProcessStep];
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType14 = 'quote';
/**
 * Själva citatet, utan citattecken.
 */
export type Quote1 = string;
/**
 * Vem som sa det, t.ex. "VD, SaaS-bolag i Stockholm". Visas först när citatet är markerat »Godkänd av kunden«. Använd inte riktiga personers namn utan tillstånd.
 */
export type Author = string;
/**
 * Avsnittets namn för skärmläsare när citatet är markerat »Godkänd av kunden«.
 */
export type Label1 = string;
/**
 * Avsnittets namn för skärmläsare när citatet inte är markerat »Godkänd av kunden«.
 */
export type ExampleLabel = string;
/**
 * Står under citatet i stället för författaren så länge citatet inte är markerat »Godkänd av kunden«: ett exempel är inte signerat av någon.
 */
export type ExampleCaption1 = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType15 = 'related';
/**
 * Adresserna till tjänstesidorna, t.ex. /due-diligence.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Links =
  | [string]
  | [string, string]
  | [string, string, string]
  | [string, string, string, string]
  | [string, string, string, string, string]
  | [string, string, string, string, string, string];
/**
 * Länktexten på varje tjänstekort.
 */
export type ReadMoreLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType16 = 'results';
/**
 * @minItems 1
 * @maxItems 6
 */
export type Figures1 =
  | [Figure]
  | [Figure, Figure]
  | [Figure, Figure, Figure]
  | [Figure, Figure, Figure, Figure]
  | [Figure, Figure, Figure, Figure, Figure]
  | [Figure, Figure, Figure, Figure, Figure, Figure];
/**
 * Liten text under siffrorna, t.ex. vad siffrorna bygger på.
 */
export type Footnote = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType17 = 'risk-matrix';
/**
 * När en risk hamnar på nivån, kort, t.ex. »Hög sannolikhet och stor påverkan«.
 */
export type Criteria = string;
/**
 * Rubriken över exemplen i en nivå.
 */
export type ExamplesHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType18 = 'services';
/**
 * Vilka tjänster som visas: main = huvudtjänsterna, specialist = specialisttjänsterna. Samma val som »Grupp« under »Tjänstesida« på tjänstesidorna.
 */
export type ServiceGroup = 'main' | 'specialist';
/**
 * Länktexten på varje tjänstekort.
 */
export type ReadMoreLabel1 = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType19 = 'situations';
/**
 * Rubriken över tidslinjen i varje kort.
 */
export type TimelineHeading = string;
/**
 * @minItems 1
 * @maxItems 8
 */
export type Situations =
  | [Situation]
  | [Situation, Situation]
  | [Situation, Situation, Situation]
  | [Situation, Situation, Situation, Situation]
  | [Situation, Situation, Situation, Situation, Situation]
  | [Situation, Situation, Situation, Situation, Situation, Situation]
  | [Situation, Situation, Situation, Situation, Situation, Situation, Situation]
  | [Situation, Situation, Situation, Situation, Situation, Situation, Situation, Situation];
/**
 * Kort etikett på kortet, t.ex. typisk uppdragslängd »3–12 månader«.
 */
export type Badge2 = string;
/**
 * Stegen i tidsordning: när (t.ex. »Dag 1–2«) och vad som händer.
 *
 * @minItems 2
 * @maxItems 6
 */
export type Timeline =
  | [TimelineStep, TimelineStep]
  | [TimelineStep, TimelineStep, TimelineStep]
  | [TimelineStep, TimelineStep, TimelineStep, TimelineStep]
  | [TimelineStep, TimelineStep, TimelineStep, TimelineStep, TimelineStep]
  | [TimelineStep, TimelineStep, TimelineStep, TimelineStep, TimelineStep, TimelineStep];
/**
 * Tidpunkten, t.ex. »Dag 1«, »Vecka 2–4« eller »Månad 3«.
 */
export type When = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType20 = 'team';
/**
 * En rad per person. En tom lista ([]) visar inget.
 *
 * @maxItems 12
 */
export type Members =
  | []
  | [Member]
  | [Member, Member]
  | [Member, Member, Member]
  | [Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member, Member, Member, Member, Member]
  | [Member, Member, Member, Member, Member, Member, Member, Member, Member, Member, Member, Member];
/**
 * För- och efternamn.
 */
export type Name3 = string;
/**
 * T.ex. "CFO, grundare".
 */
export type Role = string;
/**
 * Adressen till personens LinkedIn-profil.
 */
export type LinkedIn = string;
/**
 * Står efter personens namn i länken till LinkedIn.
 */
export type LinkedInLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType21 = 'text';
/**
 * Styckena, ett per rad.
 *
 * @minItems 1
 * @maxItems 12
 */
export type Paragraphs =
  | [Paragraph]
  | [Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ]
  | [
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph,
      Paragraph
    ];
/**
 * @minItems 1
 * @maxItems 6
 */
export type ParagraphsAfterTheList =
  | [Paragraph]
  | [Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph]
  | [Paragraph, Paragraph, Paragraph, Paragraph, Paragraph, Paragraph];
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType22 = 'urgent';
/**
 * Kort etikett ovanför rubriken som säger att det brådskar, t.ex. »Akut behov«. Visas med ikonen så att budskapet inte bara bärs av färgen. Standard: »Akut behov«.
 */
export type Label2 = string;
/**
 * Namnet på en ikon ur Material Icons. Endast namnen i listan går att använda.
 */
export type Icon1 =
  | 'AccessTime'
  | 'AccountBalance'
  | 'AccountBalanceWallet'
  | 'Analytics'
  | 'Anchor'
  | 'Apartment'
  | 'Assessment'
  | 'Assignment'
  | 'AutoGraph'
  | 'Balance'
  | 'BarChart'
  | 'Biotech'
  | 'Bolt'
  | 'Business'
  | 'Calculate'
  | 'CalendarMonth'
  | 'CheckCircle'
  | 'Cloud'
  | 'Computer'
  | 'Construction'
  | 'Dashboard'
  | 'Description'
  | 'EmojiEvents'
  | 'Engineering'
  | 'Event'
  | 'Factory'
  | 'FactCheck'
  | 'Flag'
  | 'Flight'
  | 'Forest'
  | 'Forum'
  | 'Gavel'
  | 'Groups'
  | 'Handshake'
  | 'Hub'
  | 'Insights'
  | 'Landscape'
  | 'Layers'
  | 'Leaderboard'
  | 'Lightbulb'
  | 'LocalShipping'
  | 'Lock'
  | 'Map'
  | 'Payments'
  | 'PieChart'
  | 'Place'
  | 'Policy'
  | 'Psychology'
  | 'Public'
  | 'QuestionAnswer'
  | 'Receipt'
  | 'RequestQuote'
  | 'RocketLaunch'
  | 'Sailing'
  | 'Savings'
  | 'School'
  | 'Science'
  | 'Search'
  | 'Security'
  | 'Shield'
  | 'ShowChart'
  | 'Speed'
  | 'Storefront'
  | 'SupportAgent'
  | 'Sync'
  | 'Timeline'
  | 'TrendingUp'
  | 'Tune'
  | 'Verified'
  | 'Videocam'
  | 'Warning'
  | 'WorkspacePremium';
/**
 * Upp till fyra korta löften som visas med bock, t.ex. »Start inom 24–48 timmar«.
 *
 * @minItems 1
 * @maxItems 4
 */
export type Points1 = [Text] | [Text, Text] | [Text, Text, Text] | [Text, Text, Text, Text];

export interface ContentSchemas {
  site?: Site;
  page?: Page;
}
/**
 * Fakta som hela webbplatsen delar. Ändra här så ändras det överallt.
 */
export interface Site {
  brand: Brand;
  tagline: Tagline;
  baseUrl: BaseURL;
  contact: Contact;
  organisation?: Organisation;
  parentFirm: ParentFirm;
  offices: Offices;
  social: SocialNetwork;
  analytics: Analytics;
  redirects: Redirects;
  enquiry: EnquiryDefaults;
  prices: Prices;
  roi: ROICalculator;
  promises: Promises;
  heroFigures: HeroFigures;
  figures: FigureTexts;
  offers: CityPageOffers;
  header: Header;
  footer: Footer;
  consent: CookieBanner;
  forms: Forms;
  calculator: Calculator;
  structuredData: StructuredData;
  errors: ErrorPages;
}
export interface Contact {
  phone: Phone;
  email: EMail;
}
/**
 * Bolagets juridiska uppgifter. Visas i sidfoten och i strukturerad data först när de är ifyllda – lämna bort det som inte är klart.
 */
export interface Organisation {
  legalName: LegalName;
  orgNumber?: OrganisationNumber;
  streetAddress?: StreetAddress;
  postalCode?: PostalCode;
  city?: City;
}
/**
 * Redovisningsbyrån som står bakom tjänsten.
 */
export interface ParentFirm {
  name: Text;
  url: string;
  founded: number;
  city: Text;
  clients: Clients;
  clientsSource?: ClientsSource;
}
export interface SocialNetwork {
  name: Text;
  url: string;
}
/**
 * Googles mätnings-id (G-XXXXXXX). Lämna tomt så laddas varken cookiebanner eller mätning.
 */
export interface Analytics {
  measurementId: string | null;
}
/**
 * Standardvalen i förfrågningsformulären, om en sida inte anger egna.
 */
export interface EnquiryDefaults {
  /**
   * @minItems 2
   */
  urgencyOptions: [OptionLabel, OptionLabel, ...OptionLabel[]];
  /**
   * @minItems 2
   */
  budgetOptions: [OptionLabel, OptionLabel, ...OptionLabel[]];
}
/**
 * Priserna. Visas i prislistan och överallt där ett pris nämns.
 */
export interface Prices {
  /**
   * @minItems 1
   * @maxItems 4
   */
  packages:
    | [PricePackage]
    | [PricePackage, PricePackage]
    | [PricePackage, PricePackage, PricePackage]
    | [PricePackage, PricePackage, PricePackage, PricePackage];
  addOns: {
    name: Text;
    price: number;
  }[];
  firstMeeting: FirstMeeting;
}
export interface PricePackage {
  name: Text;
  description: Paragraph;
  price: Price;
  unit: Unit;
  hours: Hours;
  popular?: Popular;
  features: TextList;
  ideal: Text;
}
/**
 * Konstanterna i lönsamhetskalkylatorn.
 */
export interface ROICalculator {
  package: Package;
  targetRevenueMsek: TargetRevenue;
  targetMarginPercent: TargetMargin;
  /**
   * @minItems 1
   */
  industries: [
    {
      id: 'saas' | 'ecommerce' | 'manufacturing' | 'services' | 'tech' | 'other';
      label: Text;
      marginImprovement: MarginImprovement;
      efficiencyGain: EfficiencyGain;
    },
    ...{
      id: 'saas' | 'ecommerce' | 'manufacturing' | 'services' | 'tech' | 'other';
      label: Text;
      marginImprovement: MarginImprovement;
      efficiencyGain: EfficiencyGain;
    }[]
  ];
}
/**
 * Omsättningen (MSEK) hos de företag kalkylens antaganden gäller för. Utanför spannet visar kalkylatorn inget resultat, bara varför (»Inget resultat« under »Kalkylator«).
 */
export interface TargetRevenue {
  min: number;
  max: number;
}
/**
 * Rörelsemarginalen (procent) hos de företag kalkylens antaganden gäller för, gränserna inräknade. Under den lägsta (en djup förlust) och över den högsta visar kalkylatorn inget resultat, bara varför (»Inget resultat« under »Kalkylator«).
 */
export interface TargetMargin {
  min: number;
  max: number;
}
/**
 * Löften som flera sidor och formulär ger. Skriv varje löfte bara här, så säger webbplatsen samma sak överallt. Tiderna skrivs i texterna som platshållare: {svarstid}, {mötestid}, {interimstart}, {brådskandesvar}, {prognoshorisont}, {rapporttid}, {granskningstid}. Ett nyckeltal som bara är en sådan platshållare är byråns löfte och behöver ingen källa. Marginalförbättringen ({marginalförbättring}) räknas fram ur »Branscher« under »Lönsamhetskalkylator«.
 */
export interface Promises {
  responseTime: ResponseTime;
  meetingLength: MeetingLength;
  interimStart: InterimStart;
  forecastHorizon: ForecastHorizon;
  reportDelivery: ReportDelivery;
  dueDiligenceTime: DueDiligenceTime;
  urgentResponse: UrgentResponse;
  /**
   * Hur snart ni svarar på en förfrågan. Visas under formulären och i svaret när en förfrågan skickats. Skriv tiden som {svarstid}.
   */
  reply: string;
  /**
   * Hur snart ni hör av er om en bokningsförfrågan. Visas i svaret när en bokning skickats. Skriv tiden som {svarstid}.
   */
  bookingReply: string;
  /**
   * Visas i svaret i stället för svarstiden när besökaren har valt det tidigaste alternativet för start i formuläret. Skriv tiden som {brådskandesvar}.
   */
  urgentReply: string;
}
/**
 * Rutan med nyckeltal bredvid sidans rubrik, på sidor som varken har egna nyckeltal i toppsektionen eller ett block med nyckeltal: priset (eller hur snart en interim CFO är på plats), svarstiden och mötestiden från »Löften«. Under nyckeltalen en länk till priserna.
 */
export interface HeroFigures {
  /**
   * Länken till priserna under nyckeltalen, på varje sida utom den där priserna står (»Knapp« under »Sidhuvud«).
   */
  pricesLink: string;
  /**
   * Rubriken på en stadssida. {ort} blir stadens namn.
   */
  cityHeading: string;
  /**
   * Rubriken på andra sidor.
   */
  heading: string;
  /**
   * Texten under »Tid tills en interim CFO är på plats« (under »Löften«) på interimsidorna.
   */
  interimStart: string;
  /**
   * Texten under »Svarstid« (under »Löften«).
   */
  responseTime: string;
  /**
   * Texten under »Första mötets längd« (under »Löften«).
   */
  meetingLength: string;
}
/**
 * Orden kring nyckeltalen i toppsektionens ruta och i resultatblocken (docs/decisions.md 57, 171): ett nyckeltal med källa visar den under siffran; ett utan källa får märket, och under listan står då meningen om siffrorna utan källa i stället för blockets fotnot. Ett nyckeltal som bara är en platshållare för ett pris eller löfte ur site.yaml ({mötespris}, {svarstid}, {omsättningsspann} …) är byråns erbjudande och märks aldrig.
 */
export interface FigureTexts {
  /**
   * Står före källan under ett nyckeltal, t.ex. »Källa: Nordvik Redovisning 2019–2025, 212 värderingar«.
   */
  sourceLabel: string;
  /**
   * Märket bredvid ett nyckeltal som saknar källa. Det ska säga just det, inte att siffran är påhittad (docs/decisions.md 171).
   */
  exampleBadge: string;
  /**
   * Meningen under nyckeltalen när något av dem saknar källa. Den ska säga vems uppgifterna är och att underlaget inte visas.
   */
  exampleNote: string;
}
/**
 * Namnen på de två slagen av stadssidor (»Erbjudande« på en stadssida: »CFO-tjänster« och »Interim CFO«) i menyn Orter, stadskort och sökmotorernas data.
 */
export interface CityPageOffers {
  /**
   * Namnet på stadssidorna med erbjudandet »CFO-tjänster«, t.ex. rubriken i menyn Orter.
   */
  cfo: string;
  /**
   * Namnet på stadssidorna med erbjudandet »Interim CFO«.
   */
  interim: string;
  /**
   * Tjänstens typ för sökmotorer på stadssidorna med erbjudandet »CFO-tjänster«.
   */
  cfoServiceType: string;
}
/**
 * Sidhuvudet på varje sida: menyn och knapparna i den.
 */
export interface Header {
  /**
   * Länken som syns när man trycker Tab första gången och hoppar förbi menyn.
   */
  skipLink: string;
  /**
   * Menyns namn för skärmläsare.
   */
  navLabel: string;
  /**
   * Knappen som öppnar listan över tjänster.
   */
  services: string;
  /**
   * Knappen som öppnar listan över orter.
   */
  places: string;
  allServices: Action;
  /**
   * Länken under orterna i menyn. Den går alltid till listan över alla orter.
   */
  allPlaces: string;
  prices: Action1;
  faq: Action2;
  about: Action3;
  book: Action4;
  /**
   * Knappen som öppnar menyn på mobilen. Håll den kort: den ska rymmas på en smal skärm.
   */
  menu: string;
  /**
   * Samma knapp när menyn är öppen.
   */
  close: string;
  /**
   * Knappens namn för skärmläsare när menyn är öppen.
   */
  closeName: string;
  /**
   * Namnet på ring-knappen för skärmläsare. {telefon} blir telefonnumret.
   */
  call: string;
}
/**
 * Länken under tjänsterna i menyn, t.ex. till /alla-tjanster.
 */
export interface Action {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Länken till priserna, t.ex. prislistan på startsidan (/#priser). Den finns i menyn på varje sida.
 */
export interface Action1 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Länken till vanliga frågor.
 */
export interface Action2 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Länken till sidan om byrån och tjänsten (/om-oss). Den finns i menyn på varje sida.
 */
export interface Action3 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Bokningsknappen längst till höger i menyn, och i den smala menyraden på mobilen. Håll den kort: den ska rymmas på en 320 px bred skärm.
 */
export interface Action4 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Sidfoten på varje sida.
 */
export interface Footer {
  /**
   * Meningen om byrån bakom tjänsten. {byrå} blir en länk till byråns webbplats.
   */
  about: string;
  /**
   * Rubriken över tjänsterna.
   */
  servicesHeading: string;
  allServices: Action5;
  /**
   * Meningen under rubriken för orter, om var byrån har kontor. Skriv orterna som {kontor}. Listan över alla orter har en sida för sig (docs/decisions.md 172).
   */
  offices: string;
  /**
   * Rubriken över kontoren och länken till alla orter.
   */
  placesHeading: string;
  /**
   * Länken till listan över alla orter.
   */
  allPlaces: string;
  /**
   * Rubriken över kontaktuppgifterna.
   */
  contactHeading: string;
  /**
   * Läses upp före telefonnumret av skärmläsare.
   */
  phoneLabel: string;
  /**
   * Läses upp före e-postadressen av skärmläsare.
   */
  emailLabel: string;
  links: ContactLinks;
  /**
   * Länken till det sociala nätverket. {nätverk} blir nätverkets namn (»Namn« under »Socialt nätverk«).
   */
  social: string;
  /**
   * Läses upp efter länkar som öppnas i en ny flik.
   */
  newTab: string;
  /**
   * Raden längst ned. {år} blir året då webbplatsen byggdes, {bolag} bolagets namn (»Registrerat bolagsnamn« under »Bolagsuppgifter« när det är ifyllt, annars varumärket).
   */
  copyright: string;
  /**
   * Organisationsnumret i raden längst ned, när »Organisationsnummer« under »Bolagsuppgifter« är ifyllt. {orgnr} blir numret.
   */
  orgNumber: string;
  /**
   * Namnet på raden med juridiska länkar, för skärmläsare.
   */
  legalLabel: string;
  legal: LegalLinks;
  /**
   * Knappen som öppnar cookie-valet igen (visas bara när webbanalys är påslagen).
   */
  cookieSettings: string;
}
/**
 * Länken sist bland tjänsterna.
 */
export interface Action5 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * En knapp eller länk.
 */
export interface Action6 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Frågan om webbanalys som visas vid första besöket, bara när »Mätnings-id« under »Besöksstatistik« är ifyllt.
 */
export interface CookieBanner {
  /**
   * Frågan.
   */
  heading: string;
  /**
   * Vad som händer om besökaren säger ja.
   */
  text: string;
  readMore: Action7;
  /**
   * Knappen för ja.
   */
  accept: string;
  /**
   * Knappen för nej. Lika framträdande som ja.
   */
  reject: string;
  /**
   * Visas när besökaren öppnar valet igen efter att ha sagt ja.
   */
  granted: string;
  /**
   * Visas när besökaren öppnar valet igen efter att ha sagt nej.
   */
  denied: string;
}
/**
 * En knapp eller länk.
 */
export interface Action7 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Texterna i formulären för förfrågan och bokning, och i svaren när de skickats. Fälten och deras ordning är fasta; här väljs bara orden.
 */
export interface Forms {
  /**
   * Förklaringen av stjärnan vid obligatoriska fält. Skriv * där stjärnan ska stå.
   */
  requiredNote: string;
  /**
   * Etiketten på det dolda fältet som bara robotar fyller i (skärmläsare hoppar över det).
   */
  honeypot: string;
  privacy: PrivacyLine;
  fields: Fields;
  options: Options;
  received: Received;
  /**
   * Knappens text medan formuläret skickas.
   */
  sending: string;
  sent: Sent;
  /**
   * Namnet på området där notiser visas, för skärmläsare.
   */
  notifications: string;
  /**
   * Namnet på knappen som stänger en notis, för skärmläsare.
   */
  closeNotice: string;
  /**
   * När förfrågan inte kom fram för att besökaren saknar anslutning.
   */
  offline: string;
  /**
   * När förfrågan inte kunde skickas av något annat skäl.
   */
  failed: string;
  /**
   * Raden överst i formuläret när ett val redan gjorts via adressen (t.ex. /boka-mote?amne=due-diligence). {val} blir fältet och valet, t.ex. »Vad vill ni prata om: Due diligence«.
   */
  preselected: string;
  fieldsMissing: FieldsMissing;
  answer: AnswerPages;
  times: TimePicker;
}
/**
 * Raden under skicka-knappen, före löftet om svarstid.
 */
export interface PrivacyLine {
  /**
   * Texten före länken.
   */
  text: string;
  link: Action8;
}
/**
 * En knapp eller länk.
 */
export interface Action8 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Fältens etiketter och listornas tomma första val.
 */
export interface Fields {
  /**
   * Företagets namn.
   */
  company: string;
  /**
   * Kontaktpersonens namn.
   */
  name: string;
  /**
   * E-postadress.
   */
  email: string;
  /**
   * Telefonnummer.
   */
  phone: string;
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  revenue: {
    /**
     * Årsomsättning.
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fritextfältet i startsidans formulär.
   */
  priority: string;
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  urgency: {
    /**
     * När kunden vill starta (förfrågan).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  budget: {
    /**
     * Budget (förfrågan).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  topic: {
    /**
     * Ämnet för mötet (bokning). I en förfrågan står etiketten i blocket (»Text« under »Tjänstens egen fråga«).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fritextfältet för ett meddelande.
   */
  message: string;
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  meetingFormat: {
    /**
     * Mötesform (bokning).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  preferredTime: {
    /**
     * Önskad tid på dagen (bokning).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
  /**
   * Fältets etikett och texten i listans tomma första val.
   */
  bookingUrgency: {
    /**
     * Hur brådskande mötet är (bokning).
     */
    label: string;
    /**
     * Listans tomma första val.
     */
    placeholder: string;
  };
}
/**
 * Texterna för valen i listorna. Valen själva är fasta (servern känner igen dem); bara texterna ändras här.
 */
export interface Options {
  revenue: RevenueRanges;
  meetingFormat: MeetingFormats;
  preferredTime: PreferredTimes;
  bookingUrgency: BookingUrgency;
  bookingTopic: BookingTopics;
}
/**
 * Årsomsättningens intervall.
 */
export interface RevenueRanges {
  /**
   * Texten för valet »0-5«.
   */
  '0-5': string;
  /**
   * Texten för valet »5-15«.
   */
  '5-15': string;
  /**
   * Texten för valet »15-30«.
   */
  '15-30': string;
  /**
   * Texten för valet »30-50«.
   */
  '30-50': string;
  /**
   * Texten för valet »50-100«.
   */
  '50-100': string;
  /**
   * Texten för valet »100+«.
   */
  '100+': string;
}
/**
 * Mötesformerna.
 */
export interface MeetingFormats {
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  video: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  physical: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  phone: string;
}
/**
 * Tiderna på dagen.
 */
export interface PreferredTimes {
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  morning: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  afternoon: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  evening: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  flexible: string;
}
/**
 * Hur brådskande mötet är. ?bradskande=asap i en länk väljer »asap«.
 */
export interface BookingUrgency {
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  asap: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  week: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  month: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  flexible: string;
}
/**
 * Mötets ämne. ?amne=due-diligence i en länk väljer »due-diligence«.
 */
export interface BookingTopics {
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  'interim-cfo': string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  'financial-analysis': string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  budgeting: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  investment: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  'due-diligence': string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  valuation: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  reporting: string;
  /**
   * Texten som besökaren ser för det här valet i formuläret.
   */
  other: string;
}
/**
 * Svaret när en förfrågan har tagits emot; löftet ur »Löften« läggs till efter.
 */
export interface Received {
  /**
   * Efter en förfrågan (startsidans formulär och tjänstesidornas förfrågan). Följs av »Svarstid för förfrågan« under »Löften«.
   */
  request: string;
  /**
   * Efter en bokningsförfrågan. Följs av »Svarstid för bokning« under »Löften«.
   */
  booking: string;
}
/**
 * Det som ersätter formuläret när det har skickats.
 */
export interface Sent {
  /**
   * Rubriken.
   */
  heading: string;
  /**
   * Texten, om servern inte skickade någon egen.
   */
  text: string;
  /**
   * Rubriken i notisen som visas en stund.
   */
  toast: string;
}
/**
 * Rutan överst i formuläret när webbläsaren hittat fält som behöver fyllas i eller rättas innan det skickas. Under den listas fälten.
 */
export interface FieldsMissing {
  /**
   * När ett fält behöver rättas.
   */
  one: string;
  /**
   * När flera fält behöver rättas. {antal} blir antalet.
   */
  many: string;
}
/**
 * Sidorna servern svarar med när formuläret skickats utan JavaScript.
 */
export interface AnswerPages {
  /**
   * Svarssidornas beskrivning (syns inte, sidorna indexeras inte).
   */
  description: string;
  /**
   * Rubriken när förfrågan har fel som måste rättas.
   */
  refusedHeading: string;
  /**
   * Rubriken på bekräftelsesteget.
   */
  confirmHeading: string;
  /**
   * Texten på bekräftelsesteget.
   */
  confirmIntro: string;
  /**
   * Knappen som skickar förfrågan på bekräftelsesteget.
   */
  confirmButton: string;
  /**
   * Rubriken ovanför formuläret på bekräftelsesteget.
   */
  editHeading: string;
}
/**
 * Orden kring de lediga tiderna överst i bokningsformuläret och på sidan för ett bokat möte. Tiderna själva kommer från partnernas inställningar och kalendrar i arbetsytan.
 */
export interface TimePicker {
  /**
   * Rubriken över de lediga tiderna i bokningsformuläret.
   */
  heading: string;
  /**
   * Texten under rubriken: att tiderna är i svensk tid, att en vald tid bokas direkt och att formuläret går att skicka utan tid.
   */
  intro: string;
  /**
   * Etiketten för valet av mötets längd.
   */
  length: string;
  /**
   * Hur en möteslängd skrivs. {minuter} blir 30 eller 60.
   */
  minutes: string;
  /**
   * Rubriken för veckan som visas. {vecka} blir veckonumret, {från} och {till} veckans första och sista dag.
   */
  week: string;
  /**
   * Knappen som visar veckan före.
   */
  previousWeek: string;
  /**
   * Knappen som visar veckan efter.
   */
  nextWeek: string;
  /**
   * Texten när veckan som visas inte har någon ledig tid.
   */
  none: string;
  /**
   * Texten när det inte finns någon ledig tid att boka alls.
   */
  noneAtAll: string;
  /**
   * Valet som skickar formuläret som en förfrågan utan tid.
   */
  noTime: string;
  /**
   * Raden som säger vilken tid som är vald. {tid} blir dagen och klockslaget.
   */
  chosen: string;
  /**
   * Texten medan de lediga tiderna hämtas.
   */
  loading: string;
  /**
   * Texten när de lediga tiderna inte gick att hämta.
   */
  failed: string;
  /**
   * Knappen på sidan för ett bokat möte som flyttar det till den valda tiden.
   */
  move: string;
  /**
   * Rubriken på sidan där besökaren avbokar eller flyttar sitt möte (länken i inbjudan).
   */
  manageTitle: string;
}
/**
 * Texterna i lönsamhetskalkylatorn (blocket »Kalkylator«). Siffrorna den räknar med står under »Lönsamhetskalkylator« i webbplatsens fakta.
 */
export interface Calculator {
  /**
   * Rubriken över fälten.
   */
  formHeading: string;
  revenue: RevenueField;
  margin: MarginField;
  industry: IndustryField;
  /**
   * Knappen som räknar.
   */
  submit: string;
  /**
   * Visas under knappen tills alla fält är ifyllda.
   */
  incomplete: string;
  /**
   * Rubriken över resultatet.
   */
  resultsHeading: string;
  ready: BeforeCalculating;
  /**
   * Etiketten ovanför den stora siffran.
   */
  headline: string;
  /**
   * Vad resultatet bygger på. {omsättning}, {marginal} och {bransch} blir besökarens uppgifter.
   */
  basis: string;
  /**
   * Resultatet som det läses upp av skärmläsare. {merresultat}, {avkastning}, {återbetalningstid} och {nettoeffekt} blir siffrorna.
   */
  summary: string;
  /**
   * Visas när besökaren ändrat uppgifterna efter att ha räknat.
   */
  stale: string;
  figures: Figures;
  units: Units;
  errors: Errors;
  /**
   * Visas i stället för kalkylatorn när webbläsaren inte kör JavaScript.
   */
  noscript: string;
  /**
   * Vad kalkylen bygger på, under kalkylatorn (docs/decisions.md 38). Platshållare: {månadskostnad} och {årskostnad} (priset på paketet i »Paket som kalkylen räknar med«), {branscher} (varje bransch med sina procentenheter), {bransch} och {exempelmarginal} (den första branschen och 10 % plus dess procentenheter), {spann} (»Omsättning som kalkylen gäller för«).
   */
  assumptions: {
    /**
     * Rubriken över listan.
     */
    heading: string;
    /**
     * Punkterna i listan.
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: En punkt.
     */
    items:
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
      | [string, string, string, string, string, string]
      | [string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string];
  };
  /**
   * Hur ett resultat utanför det rimliga visas: som en gräns, inte som en siffra. {högst} blir den högsta avkastning som visas som tal.
   */
  bounds: {
    /**
     * Avkastning över gränsen.
     */
    roiAbove: string;
    /**
     * Återbetalningstid under en månad.
     */
    paybackBelow: string;
    /**
     * Samma sak som den läses upp för skärmläsare.
     */
    paybackBelowSpoken: string;
  };
  /**
   * Namnet på listan med reservationer, för skärmläsare.
   */
  caveatsLabel: string;
  /**
   * Reservationer som visas under resultatet när det behövs. {spann} blir »Omsättning som kalkylen gäller för«, {månadskostnad} priset på paketet i »Paket som kalkylen räknar med«, {högst} den högsta avkastning som visas som tal.
   */
  caveats: {
    /**
     * När marginalen är negativ.
     */
    loss: string;
    /**
     * När avkastningen eller återbetalningstiden visas som en gräns.
     */
    capped: string;
  };
  /**
   * Visas i stället för resultatet när uppgifterna ligger utanför det kalkylens antaganden gäller för (»Omsättning som kalkylen gäller för« och »Rörelsemarginal som kalkylen gäller för« under »Lönsamhetskalkylator«). {spann} blir omsättningsspannet, {månadskostnad} priset på paketet i »Paket som kalkylen räknar med«, {lägsta} och {högsta} marginalens gränser.
   */
  withheld: {
    /**
     * Överst i stället för det möjliga merresultatet.
     */
    heading: string;
    /**
     * När omsättningen är större än »Omsättning som kalkylen gäller för« anger.
     */
    aboveRange: string;
    /**
     * När omsättningen är mindre än »Omsättning som kalkylen gäller för« anger.
     */
    belowRange: string;
    /**
     * När marginalen är lägre än »Lägst (%)« i »Rörelsemarginal som kalkylen gäller för«.
     */
    deepLoss: string;
    /**
     * När marginalen är högre än »Högst (%)« i »Rörelsemarginal som kalkylen gäller för«.
     */
    highMargin: string;
    /**
     * Sista meningen, t.ex. att räkna på era siffror i ett möte.
     */
    next: string;
  };
}
/**
 * Fältet för årsomsättning.
 */
export interface RevenueField {
  /**
   * Etikett.
   */
  label: string;
  /**
   * Hjälptext under etiketten.
   */
  hint: string;
  /**
   * Enheten i fältet och efter omsättningen i resultatet.
   */
  unit: string;
}
/**
 * Fältet för rörelsemarginal.
 */
export interface MarginField {
  /**
   * Etikett.
   */
  label: string;
  /**
   * Hjälptext under etiketten.
   */
  hint: string;
}
/**
 * Listan med branscher (branscherna själva står under »Branscher« i »Lönsamhetskalkylator«).
 */
export interface IndustryField {
  /**
   * Etikett.
   */
  label: string;
  /**
   * Listans tomma första val.
   */
  placeholder: string;
}
/**
 * Det som visas innan något har räknats.
 */
export interface BeforeCalculating {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Text.
   */
  text: string;
}
/**
 * Namnen på siffrorna i resultatet.
 */
export interface Figures {
  /**
   * Namnet på siffran.
   */
  roi: string;
  /**
   * Namnet på siffran.
   */
  payback: string;
  /**
   * Namnet på siffran.
   */
  netFirstYear: string;
  /**
   * Namnet på siffran.
   */
  currentProfit: string;
  /**
   * Namnet på siffran.
   */
  newProfit: string;
  /**
   * Namnet på siffran.
   */
  additionalProfit: string;
  /**
   * Namnet på siffran.
   */
  marginImprovement: string;
  /**
   * Namnet på siffran.
   */
  efficiencyGains: string;
  /**
   * Namnet på siffran.
   */
  annualCost: string;
}
/**
 * Enheter efter siffrorna.
 */
export interface Units {
  /**
   * Efter återbetalningstiden, kort.
   */
  months: string;
  /**
   * Samma enhet utskriven, för skärmläsare.
   */
  monthsSpoken: string;
  /**
   * Efter marginalförbättringen.
   */
  points: string;
}
/**
 * Felmeddelandena under fälten.
 */
export interface Errors {
  /**
   * Ingen omsättning ifylld.
   */
  revenueMissing: string;
  /**
   * Omsättningen är inget tal.
   */
  revenueNotNumber: string;
  /**
   * Omsättningen är 0 eller mindre.
   */
  revenueNotPositive: string;
  /**
   * Omsättningen är för stor. {högst} blir den största tillåtna omsättningen.
   */
  revenueTooLarge: string;
  /**
   * Ingen marginal ifylld.
   */
  marginMissing: string;
  /**
   * Marginalen är inget tal.
   */
  marginNotNumber: string;
  /**
   * Marginalen ligger utanför −100 till 100 %.
   */
  marginOutOfRange: string;
  /**
   * Ingen bransch vald.
   */
  industryMissing: string;
}
/**
 * Ord i sökmotorernas strukturerade data (syns i träfflistan, inte på sidan).
 */
export interface StructuredData {
  /**
   * Startsidans namn i brödsmulorna.
   */
  home: string;
  /**
   * Landet tjänsterna erbjuds i.
   */
  country: string;
}
/**
 * Sidorna som visas när något går fel. Sidan för en adress som inte finns är pages/404.yaml.
 */
export interface ErrorPages {
  /**
   * Rubriken när en sida inte kunde visas.
   */
  heading: string;
  /**
   * Texten under rubriken.
   */
  text: string;
  /**
   * Före felets kod. {status} blir koden, t.ex. 500.
   */
  status: string;
  /**
   * Länken till startsidan på felsidorna.
   */
  home: string;
  statuses: Statuses;
}
/**
 * Rubrik och text för varje fel servern själv svarar med.
 */
export interface Statuses {
  '400': Status400;
  '404': Status404;
  '408': Status408;
  '413': Status413;
  '431': Status431;
  '500': Status500;
  '503': Status503;
}
/**
 * Status 400: en adress eller förfrågan som inte går att läsa.
 */
export interface Status400 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 404: en sida som inte finns (när ingen egen sida kan visas).
 */
export interface Status404 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 408: en förfrågan som tog för lång tid.
 */
export interface Status408 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 413: en för stor förfrågan.
 */
export interface Status413 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 431: för stora huvuden, oftast för många kakor.
 */
export interface Status431 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 500: ett fel hos oss.
 */
export interface Status500 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * Status 503: när förfrågningar inte kan tas emot just nu.
 */
export interface Status503 {
  /**
   * Rubrik.
   */
  heading: string;
  /**
   * Vad som hände och vad besökaren kan göra.
   */
  text: string;
}
/**
 * En sida på webbplatsen. Filnamnet är adressen: pages/kassaflode.yaml blir /kassaflode och pages/index.yaml blir startsidan.
 */
export interface Page {
  title: Title;
  description: Description;
  noindex?: KeepOutOfSearchEngines;
  service?: ServiceListing;
  city?: CityListing;
  blocks: Blocks;
}
/**
 * Gör sidan till en tjänstesida: den visas då i menyn Tjänster, i sidfoten, på /alla-tjanster och i sitemap, och får strukturerad data för tjänsten.
 */
export interface ServiceListing {
  name: Name;
  summary: Summary;
  category: Category;
  group: Group;
  order: Order;
  icon?: Icon;
}
/**
 * Gör sidan till en stadssida: den visas då i listan över alla orter på /alla-tjanster och i menyn Orter, om inte »I menyn Orter« är urkryssat. En stad som har både en CFO-sida och en interimssida visas som stadskort, övriga under "Fler städer".
 */
export interface CityListing {
  name: CityName;
  offer: Offer;
  summary: Summary1;
  menu: InThePlacesMenu;
}
/**
 * En rubrik och en punktlista med fördelar eller behov, visade med bockar.
 */
export interface BenefitsBlockData {
  type: BlockType;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Items;
}
/**
 * Formuläret för att boka ett möte: företag, kontaktuppgifter, mötesform, önskad tid, hur brådskande det är, omsättning, ämne och meddelande. Fälten och valen är fasta; här anger du bara rubrik och ingress. Ankaret är »bokning« om du inte anger ett eget id. Länkar som /boka-mote?amne=due-diligence eller ?bradskande=asap förväljer ämne respektive hur brådskande det är.
 */
export interface BookingBlockData {
  type: BlockType1;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  submitLabel: SubmitLabel;
}
/**
 * Lönsamhetskalkylatorn (ROI): besökaren fyller i omsättning, rörelsemarginal och bransch och ser vad en CFO kan betyda för resultatet. Siffrorna per bransch och månadskostnaden hämtas från »Lönsamhetskalkylator« i webbplatsens fakta (site.yaml). Valfri knapp (»Knapp«) under kalkylatorn, t.ex. "Gå igenom kalkylen med oss" till /boka-mote. Använd blocket högst en gång per sida.
 */
export interface CalculatorBlockData {
  type: BlockType2;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  action?: Action6;
}
/**
 * Ett rutnät av kort med ikon, rubrik, beskrivning och valfri detaljlista eller länk. Används för tjänster, skäl att välja oss, fokusområden med mera.
 */
export interface CardsBlockData {
  type: BlockType3;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  columns?: Columns;
  items: Cards;
}
export interface Card {
  icon?: Icon;
  badge?: Badge;
  title: Text;
  description: Paragraph;
  detailsHeading?: DetailsHeading;
  details?: TextList;
  action?: Action6;
}
/**
 * Kundcase: korta, anonymiserade berättelser med utmaning (»Utmaning«), lösning (»Lösning«), resultat (»Resultat«: värde och förklaring, t.ex. "+9 procentenheter" och "högre rörelsemarginal på tolv månader") och ett citat. Skriv aldrig ett riktigt företags namn – beskriv företaget, t.ex. "SaaS-bolag i Stockholm". »Fotnot« är en liten text under kundcasen.
 */
export interface CasesBlockData {
  type: BlockType4;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: CaseStudies;
  footnote?: Paragraph1;
  revenueLabel: RevenueLabel;
  challengeHeading: ChallengeHeading;
  solutionHeading: SolutionHeading;
  exampleBadge: ExampleBadge;
  exampleNote: ExampleNote;
  exampleCaption: ExampleCaption;
  exampleHeading: ExampleHeading;
}
export interface CaseStudy {
  company: Company;
  industry: Industry;
  revenue: Revenue;
  result: Figure;
  challenge: Paragraph;
  solution: Paragraph;
  quote: Quote;
  quoteBy: QuoteBy;
  verified?: Verified;
}
/**
 * En siffra med förklaring, t.ex. värde "+16 %" och etikett "högre marginal i snitt".
 */
export interface Figure {
  value: Value;
  label: Text;
  source?: Source;
}
/**
 * Stadskort med länkar till »CFO-tjänster« och »Interim CFO«, följt av en lista med fler städer. Städerna skrivs inte här: de hämtas automatiskt från stadssidornas »city:«-uppgifter. En stad med både en CFO-sida och en interimssida får ett kort, övriga hamnar i listan.
 */
export interface CitiesBlockData {
  type: BlockType5;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  moreHeading: MoreCitiesHeading;
}
/**
 * Kunder som får nämnas (»Kunder«: namn och gärna logotyp i bilder/) och certifieringar eller medlemskap (»Certifieringar«). Varje lista visas bara när den är ifylld, och blocket inte alls när båda är tomma. Skriv bara in kunder som har godkänt det och certifieringar som byrån faktiskt har.
 */
export interface CredentialsBlockData {
  type: BlockType6;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  clients?: Clients1;
  certifications?: Certifications;
  clientsLabel: ClientsLabel;
  certificationsLabel: CertificationsLabel;
}
/**
 * En avslutande uppmaning med rubrik, text och en eller två knappar.
 */
export interface CtaBlockData {
  type: BlockType7;
  id?: AnchorId;
  heading: Text;
  text?: Paragraph;
  actions: Actions;
}
/**
 * Förfrågningsformulär för en tjänst. Tidsram och budget har standardval i site.yaml som kan ersättas här.
 */
export interface EnquiryBlockData {
  type: BlockType8;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  service: ServiceName;
  urgencyOptions?: UrgencyOptions;
  budgetOptions?: BudgetOptions;
  topic?: ServiceSpecificQuestion;
  submitLabel: SubmitLabel1;
}
/**
 * En extra rullista som bara gäller den här tjänsten, t.ex. vilken analys som behövs.
 */
export interface ServiceSpecificQuestion {
  label: Text;
  /**
   * @minItems 2
   * @maxItems 10
   */
  options:
    | [OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
    | [OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel, OptionLabel]
    | [
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel
      ]
    | [
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel,
        OptionLabel
      ];
}
/**
 * Vanliga frågor som dragspel: en fråga öppen åt gången, klicka igen för att stänga.
 */
export interface FaqBlockData {
  type: BlockType9;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Questions;
}
export interface FAQItem {
  question: Question;
  answer: Paragraph;
}
/**
 * Sidans inledning överst: etikett, huvudrubrik (sidans enda h1), ingress, punkter, upp till två knappar och valfria nyckeltal bredvid.
 */
export interface HeroBlockData {
  type: BlockType10;
  id?: AnchorId;
  badge?: Badge1;
  heading: Heading;
  lead: Paragraph;
  points?: Points;
  actions?: Actions;
  stats?: KeyStatistics;
  statsHeading: KeyStatisticsHeading;
}
/**
 * Startsidans kontaktformulär: företag, namn, e-post, telefon (valfritt), årsomsättning och vad kunden vill prioritera. Skickas som en förfrågan till byrån. Fälten är fasta; här väljs bara texterna runt formuläret och korta löften (points) bredvid det, t.ex. "Kostnadsfritt första möte". Fältens texter står under forms i site.yaml.
 */
export interface LeadFormBlockData {
  type: BlockType11;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  points?: TextList;
  submitLabel: SubmitLabel2;
  direct: TalkDirectly;
}
/**
 * Rutan bredvid formuläret för den som hellre ringer eller bokar direkt: en rubrik och en eller två länkar (länkmålet telefon ringer företagets nummer, {telefon} i texten blir numret).
 */
export interface TalkDirectly {
  heading: Text;
  actions: Actions;
}
/**
 * Prislistan: paketen och tilläggen från »Priser« i webbplatsens fakta (site.yaml). Skriv inga priser här – ändra dem i site.yaml, så ändras de överallt. »Knapp« är knappen på varje paket (t.ex. "Boka gratis konsultation" till /boka-mote); »Inledning till tilläggen« är en mening om tilläggen; »Fotnot« en liten text under listan, t.ex. "Alla priser är exklusive moms."
 */
export interface PricingBlockData {
  type: BlockType12;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  popularLabel: PopularLabel;
  action: Action9;
  addOnsHeading: AddOnsHeading;
  addOnsIntro?: Paragraph;
  footnote?: Paragraph;
  fromLabel: FromLabel;
}
/**
 * En knapp eller länk.
 */
export interface Action9 {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Numrerade steg, t.ex. »Så arbetar vi« i fyra steg. Numren sätts automatiskt.
 */
export interface ProcessBlockData {
  type: BlockType13;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  steps: Steps;
}
export interface ProcessStep {
  icon?: Icon;
  title: Text;
  description: Paragraph;
  details?: TextList;
}
/**
 * Ett citat från en kund, med namn eller roll.
 */
export interface QuoteBlockData {
  type: BlockType14;
  id?: AnchorId;
  text: Quote1;
  author: Author;
  label: Label1;
  verified?: Verified;
  exampleLabel: ExampleLabel;
  exampleCaption: ExampleCaption1;
}
/**
 * Kort som länkar till närliggande tjänster. Rubrik och beskrivning hämtas automatiskt från de länkade sidorna.
 */
export interface RelatedBlockData {
  type: BlockType15;
  id?: AnchorId;
  heading: Text;
  links: Links;
  readMore: ReadMoreLabel;
}
/**
 * Resultat i siffror, t.ex. »85 %« med förklaring.
 */
export interface ResultsBlockData {
  type: BlockType16;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Figures1;
  footnote?: Footnote;
}
/**
 * En riskmatris med fyra nivåer: kritisk, betydande, mindre och acceptabel. Alla fyra nivåerna ska finnas och visas alltid i den ordningen. Färg, ikon och nivåns namn (»Kritisk« osv.) sätts automatiskt, så att betydelsen aldrig bara bärs av färgen; här skriver du när en risk hamnar på nivån och vad som görs.
 */
export interface RiskMatrixBlockData {
  type: BlockType17;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  levels: RiskLevels;
  levelNames: LevelNames;
  examplesHeading: ExamplesHeading;
}
/**
 * De fyra nivåerna: critical = kritisk, significant = betydande, minor = mindre, acceptable = acceptabel.
 */
export interface RiskLevels {
  critical: RiskLevel;
  significant: RiskLevel;
  minor: RiskLevel;
  acceptable: RiskLevel;
}
/**
 * En nivå i riskmatrisen: »Kriterier« = när en risk hamnar här, »Beskrivning« = vad nivån betyder och hur risken hanteras, »Exempel« = valfria exempel på sådana risker.
 */
export interface RiskLevel {
  criteria: Criteria;
  description: Paragraph;
  examples?: TextList;
}
/**
 * Nivåernas namn som de visas.
 */
export interface LevelNames {
  critical: string;
  significant: string;
  minor: string;
  acceptable: string;
}
/**
 * Kort för alla tjänster i en grupp, med kategorietikett och länken »Läs mer«. Listan skrivs inte här: den hämtas automatiskt från tjänstesidornas »Tjänstesida«-uppgifter, så en ny tjänstesida dyker upp av sig själv.
 */
export interface ServicesBlockData {
  type: BlockType18;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  group: ServiceGroup;
  readMore: ReadMoreLabel1;
}
/**
 * Kort för situationer där vi kan hjälpa till, t.ex. »Ekonomichefen slutar plötsligt«: ikon, rubrik, beskrivning och en tidslinje som visar hur uppdraget går till, steg för steg.
 */
export interface SituationsBlockData {
  type: BlockType19;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  timelineHeading: TimelineHeading;
  items: Situations;
}
export interface Situation {
  icon?: Icon;
  badge?: Badge2;
  title: Text;
  description: Paragraph;
  timeline: Timeline;
}
export interface TimelineStep {
  when: When;
  text: Text;
}
/**
 * Personerna bakom tjänsten: namn, roll, en kort presentation och gärna ett foto (»Foto«, en fil i bilder/). Visas bara när minst en person är ifylld – skriv aldrig in påhittade personer.
 */
export interface TeamBlockData {
  type: BlockType20;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  members: Members;
  linkedinLabel: LinkedInLabel;
}
export interface Member {
  name: Name3;
  role: Role;
  bio: Paragraph;
  photo?: Image;
  photoAlt?: ImageAltText;
  linkedin?: LinkedIn;
}
/**
 * Rubrik med löpande text och valfri punktlista. Används för längre resonemang och för juridiska texter.
 */
export interface TextBlockData {
  type: BlockType21;
  id?: AnchorId;
  heading: Text;
  paragraphs: Paragraphs;
  list?: TextList;
  afterList?: ParagraphsAfterTheList;
}
/**
 * Ett framträdande band för den som behöver hjälp direkt, t.ex. »Akut behov av en CFO?«: etikett med ikon, rubrik, text, valfria punkter och en eller två knappar (oftast »Ring oss« med href: telefon och »Boka möte samma dag« med href: /boka-mote?bradskande=asap). Ikonen (icon) är som standard Bolt, en blixt. Använd det högst en gång per sida.
 */
export interface UrgentBlockData {
  type: BlockType22;
  id?: AnchorId;
  label: Label2;
  icon: Icon1;
  heading: Text;
  text: Paragraph;
  points?: Points1;
  actions: Actions;
}
