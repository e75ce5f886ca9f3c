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
 * Antal kunder som det visas, t.ex. "50+".
 */
export type Clients = string;
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
 * Månadskostnad i kronor som kalkylen räknar med (årskostnad = 12 × detta).
 */
export type MonthlyFee = number;
/**
 * Förbättring av rörelsemarginalen i procentenheter.
 */
export type MarginImprovement = number;
/**
 * Effektivisering i procent.
 */
export type EfficiencyGain = number;
/**
 * Sidans titel i webbläsarfliken och i Googles träfflista. Varumärket läggs till automatiskt efter ett lodstreck. Högst 90 tecken.
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
 * cfo = CFO-tjänster i staden (/cfo-tjanster-…); interim = interim CFO i staden (/interim-cfo-…).
 */
export type Offer = 'cfo' | 'interim';
/**
 * En mening om vad vi erbjuder i staden, för stadskortet på /alla-tjanster.
 */
export type Summary1 = string;
/**
 * true (standard) = staden visas i menyn Orter högst upp och längst ned på varje sida; false = bara i listan över alla orter på /alla-tjanster, dit menyn länkar. Menyn har plats för ett begränsat antal städer per grupp: npm run validate säger till när den är full.
 */
export type InThePlacesMenu = boolean;
/**
 * Sidans sektioner uppifrån och ned. Varje block börjar med "- type:" och blocktypens namn.
 *
 * @minItems 1
 */
export type Blocks = [Block, ...Block[]];
/**
 * En sektion på sidan. Typen avgör vilka fält som finns: benefits, booking, calculator, cards, cases, cities, credentials, cta, enquiry, faq, hero, lead-form, pricing, process, quote, related, results, risk-matrix, services, situations, team, text, urgent.
 */
export type Block =
  | BenefitsBlock
  | BookingFormBlock
  | CalculatorBlock
  | CardsBlock
  | CasesBlock
  | CityListBlock
  | CredentialsBlock
  | CallToActionBlock
  | EnquiryBlock
  | FAQBlock
  | HeroBlock
  | LeadFormBlock
  | PricingBlock
  | ProcessBlock
  | QuoteBlock
  | RelatedServicesBlock
  | ResultsBlock
  | RiskMatrixBlock
  | ServiceCatalogueBlock
  | SituationsBlock
  | TeamBlock
  | TextBlock
  | UrgentCallBlock;
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
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType2 = 'calculator';
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
 * Kundens egna ord, utan citattecken.
 */
export type Quote = string;
/**
 * Vem som sa det, som roll, t.ex. "VD" eller "Ekonomichef". Inga namn på riktiga personer.
 */
export type QuoteBy = string;
/**
 * Sätt true först när kunden har godkänt att texten publiceras som sin. Utan det visas den som ett exempel (docs/decisions.md 19).
 */
export type Verified = boolean;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType5 = 'cities';
/**
 * Rubrik ovanför listan med städer som bara har en CFO-sida. Standard: »Fler städer«.
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
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      }
    ]
  | [
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
      },
      {
        name: Name1;
        logo?: Image;
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
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType7 = 'cta';
/**
 * En eller två knappar.
 *
 * @minItems 1
 * @maxItems 2
 */
export type Actions = [Action] | [Action, Action];
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
 * Rubrik för nyckeltalsrutan, t.ex. "I siffror".
 */
export type KeyStatisticsHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType11 = 'lead-form';
/**
 * Texten på skicka-knappen. Standard: "Skicka".
 */
export type SubmitLabel = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType12 = 'pricing';
/**
 * Etiketten på paketet som är markerat som populärast i site.yaml. Standard: "Populärast".
 */
export type PopularLabel = string;
/**
 * Rubrik ovanför tilläggen. Standard: "Tillägg".
 */
export type AddOnsHeading = string;
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
 * Vem som sa det, t.ex. "VD, SaaS-bolag i Stockholm". Använd inte riktiga personers namn utan tillstånd.
 */
export type Author = string;
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
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType16 = 'results';
/**
 * @minItems 1
 * @maxItems 6
 */
export type Figures =
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
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType18 = 'services';
/**
 * Vilka tjänster som visas: main = huvudtjänsterna, specialist = specialisttjänsterna. Samma värde som »group« under »service:« på tjänstesidorna.
 */
export type ServiceGroup = 'main' | 'specialist';
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType19 = 'situations';
/**
 * Rubriken ovanför varje korts tidslinje. Standard: »Så går det till«.
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
export type Label1 = string;
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
  promises: Promises;
  organisation?: Organisation;
  parentFirm: ParentFirm;
  social: SocialNetwork;
  analytics: Analytics;
  redirects: Redirects;
  enquiry: EnquiryDefaults;
  prices: Prices;
  roi: ROICalculator;
}
export interface Contact {
  phone: Phone;
  email: EMail;
}
/**
 * Löften som står på många sidor. Skrivs en gång här och i texterna som platshållare: {svarstid}, {mötestid}, {interimstart}. Marginalförbättringen ({marginalförbättring}) räknas fram ur roi.industries.
 */
export interface Promises {
  responseTime: ResponseTime;
  meetingLength: MeetingLength;
  interimStart: InterimStart;
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
}
export interface SocialNetwork {
  name: Text;
  url: string;
}
/**
 * Googles mätnings-id (G-XXXXXXX). Lämna tomt (null) så laddas varken cookiebanner eller mätning.
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
  monthlyFee: MonthlyFee;
  targetRevenueMsek: TargetRevenue;
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
 * Omsättningen (MSEK) hos de företag kalkylens antaganden gäller för. Utanför spannet, och för företag med förlust, förklarar kalkylatorn varför resultatet är osäkert.
 */
export interface TargetRevenue {
  min: number;
  max: number;
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
 * Gör sidan till en stadssida: den visas då i listan över alla orter på /alla-tjanster och, om menu inte är false, i menyn Orter. En stad som har både en CFO-sida och en interimssida visas som stadskort, övriga under "Fler städer".
 */
export interface CityListing {
  name: CityName;
  offer: Offer;
  summary: Summary1;
  menu?: InThePlacesMenu;
}
/**
 * En rubrik och en punktlista med fördelar eller behov, visade med bockar.
 */
export interface BenefitsBlock {
  type: BlockType;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Items;
}
/**
 * Formuläret för att boka ett möte: företag, kontaktuppgifter, mötesform, önskad tid, hur brådskande det är, omsättning, ämne och meddelande. Fälten och valen är fasta; här anger du bara rubrik och ingress. Ankaret är »bokning« om du inte anger ett eget id. Länkar som /boka-mote?amne=due-diligence eller ?bradskande=asap förväljer ämne respektive hur brådskande det är.
 */
export interface BookingFormBlock {
  type: BlockType1;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
}
/**
 * Lönsamhetskalkylatorn (ROI): besökaren fyller i omsättning, rörelsemarginal och bransch och ser vad en CFO kan betyda för resultatet. Siffrorna per bransch och månadskostnaden hämtas från roi i site.yaml. Valfri knapp (action) under kalkylatorn, t.ex. "Gå igenom kalkylen med oss" till /boka-mote. Använd blocket högst en gång per sida.
 */
export interface CalculatorBlock {
  type: BlockType2;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  action?: Action;
}
/**
 * En knapp eller länk.
 */
export interface Action {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Ett rutnät av kort med ikon, rubrik, beskrivning och valfri detaljlista eller länk. Används för tjänster, skäl att välja oss, fokusområden med mera.
 */
export interface CardsBlock {
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
  action?: Action;
}
/**
 * Kundcase: korta, anonymiserade berättelser med utmaning (challenge), lösning (solution), resultat (result: värde och förklaring, t.ex. "+9 procentenheter" och "högre rörelsemarginal på tolv månader") och ett citat. Skriv aldrig ett riktigt företags namn – beskriv företaget, t.ex. "SaaS-bolag i Stockholm". footnote är en liten text under kundcasen.
 */
export interface CasesBlock {
  type: BlockType4;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: CaseStudies;
  footnote?: Paragraph;
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
}
/**
 * Stadskort med länkar till »CFO-tjänster« och »Interim CFO«, följt av en lista med fler städer. Städerna skrivs inte här: de hämtas automatiskt från stadssidornas »city:«-uppgifter. En stad med både en CFO-sida och en interimssida får ett kort, övriga hamnar i listan.
 */
export interface CityListBlock {
  type: BlockType5;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  moreHeading?: MoreCitiesHeading;
}
/**
 * Kunder som får nämnas (clients: namn och gärna logotyp i bilder/) och certifieringar eller medlemskap (certifications). Varje lista visas bara när den är ifylld, och blocket inte alls när båda är tomma. Skriv bara in kunder som har godkänt det och certifieringar som byrån faktiskt har.
 */
export interface CredentialsBlock {
  type: BlockType6;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  clients?: Clients1;
  certifications?: Certifications;
}
/**
 * En avslutande uppmaning med rubrik, text och en eller två knappar.
 */
export interface CallToActionBlock {
  type: BlockType7;
  id?: AnchorId;
  heading: Text;
  text?: Paragraph;
  actions: Actions;
}
/**
 * Förfrågningsformulär för en tjänst. Tidsram och budget har standardval i site.yaml som kan ersättas här.
 */
export interface EnquiryBlock {
  type: BlockType8;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  service: ServiceName;
  urgencyOptions?: UrgencyOptions;
  budgetOptions?: BudgetOptions;
  topic?: ServiceSpecificQuestion;
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
export interface FAQBlock {
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
export interface HeroBlock {
  type: BlockType10;
  id?: AnchorId;
  badge?: Badge1;
  heading: Heading;
  lead: Paragraph;
  points?: Points;
  actions?: Actions;
  stats?: KeyStatistics;
  statsHeading?: KeyStatisticsHeading;
}
/**
 * Startsidans kontaktformulär: företag, namn, e-post, telefon (valfritt), årsomsättning och vad kunden vill prioritera. Skickas som en förfrågan till byrån. Fälten är fasta; här väljs bara texterna runt formuläret och korta löften (points) bredvid det, t.ex. "Svar inom 48 timmar".
 */
export interface LeadFormBlock {
  type: BlockType11;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  points?: TextList;
  submitLabel?: SubmitLabel;
}
/**
 * Prislistan: paketen och tilläggen från prices i site.yaml. Skriv inga priser här – ändra dem i site.yaml, så ändras de överallt. action är knappen på varje paket (t.ex. "Boka gratis konsultation" till /boka-mote); addOnsIntro är en mening om tilläggen; footnote en liten text under listan, t.ex. "Alla priser är exklusive moms."
 */
export interface PricingBlock {
  type: BlockType12;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  popularLabel?: PopularLabel;
  action?: Action;
  addOnsHeading?: AddOnsHeading;
  addOnsIntro?: Paragraph;
  footnote?: Paragraph;
}
/**
 * Numrerade steg, t.ex. »Så arbetar vi« i fyra steg. Numren sätts automatiskt.
 */
export interface ProcessBlock {
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
export interface QuoteBlock {
  type: BlockType14;
  id?: AnchorId;
  text: Quote1;
  author: Author;
  verified?: Verified;
}
/**
 * Kort som länkar till närliggande tjänster. Rubrik och beskrivning hämtas automatiskt från de länkade sidorna.
 */
export interface RelatedServicesBlock {
  type: BlockType15;
  id?: AnchorId;
  heading: Text;
  links: Links;
}
/**
 * Resultat i siffror, t.ex. »85 %« med förklaring.
 */
export interface ResultsBlock {
  type: BlockType16;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Figures;
  footnote?: Footnote;
}
/**
 * En riskmatris med fyra nivåer: kritisk, betydande, mindre och acceptabel. Alla fyra nivåerna ska finnas och visas alltid i den ordningen. Färg, ikon och nivåns namn (»Kritisk« osv.) sätts automatiskt, så att betydelsen aldrig bara bärs av färgen; här skriver du när en risk hamnar på nivån och vad som görs.
 */
export interface RiskMatrixBlock {
  type: BlockType17;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  levels: RiskLevels;
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
 * En nivå i riskmatrisen: criteria = när en risk hamnar här, description = vad nivån betyder och hur risken hanteras, examples = valfria exempel på sådana risker.
 */
export interface RiskLevel {
  criteria: Criteria;
  description: Paragraph;
  examples?: TextList;
}
/**
 * Kort för alla tjänster i en grupp, med kategorietikett och länken »Läs mer«. Listan skrivs inte här: den hämtas automatiskt från tjänstesidornas »service:«-uppgifter, så en ny tjänstesida dyker upp av sig själv.
 */
export interface ServiceCatalogueBlock {
  type: BlockType18;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  group: ServiceGroup;
}
/**
 * Kort för situationer där vi kan hjälpa till, t.ex. »Ekonomichefen slutar plötsligt«: ikon, rubrik, beskrivning och en tidslinje som visar hur uppdraget går till, steg för steg.
 */
export interface SituationsBlock {
  type: BlockType19;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  timelineHeading?: TimelineHeading;
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
 * Personerna bakom tjänsten: namn, roll, en kort presentation och gärna ett foto (photo, en fil i bilder/). Visas bara när minst en person är ifylld – skriv aldrig in påhittade personer.
 */
export interface TeamBlock {
  type: BlockType20;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  members: Members;
}
export interface Member {
  name: Name3;
  role: Role;
  bio: Paragraph;
  photo?: Image;
  linkedin?: LinkedIn;
}
/**
 * Rubrik med löpande text och valfri punktlista. Används för längre resonemang och för juridiska texter.
 */
export interface TextBlock {
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
export interface UrgentCallBlock {
  type: BlockType22;
  id?: AnchorId;
  label?: Label1;
  icon?: Icon;
  heading: Text;
  text: Paragraph;
  points?: Points1;
  actions: Actions;
}
