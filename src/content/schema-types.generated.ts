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
 * Svarstider som lovas på bokningssidan.
 *
 * @minItems 1
 */
export type ResponseTimes = [Text, ...Text[]];
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
 * Sidans sektioner uppifrån och ned. Varje block börjar med "- type:" och blocktypens namn.
 *
 * @minItems 1
 */
export type Blocks = [Block, ...Block[]];
/**
 * En sektion på sidan. Typen avgör vilka fält som finns: benefits, booking, cards, cities, cta, enquiry, faq, hero, process, quote, related, results, services, text.
 */
export type Block =
  | BenefitsBlock
  | BookingFormBlock
  | CardsBlock
  | CityListBlock
  | CallToActionBlock
  | EnquiryBlock
  | FAQBlock
  | HeroBlock
  | ProcessBlock
  | QuoteBlock
  | RelatedServicesBlock
  | ResultsBlock
  | ServiceCatalogueBlock
  | TextBlock;
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
export type BlockType2 = 'cards';
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
export type BlockType3 = 'cities';
/**
 * Rubrik ovanför listan med städer som bara har en CFO-sida. Standard: »Fler städer«.
 */
export type MoreCitiesHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType4 = 'cta';
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
export type BlockType5 = 'enquiry';
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
  | [Text, Text]
  | [Text, Text, Text]
  | [Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text, Text];
/**
 * Valen för budget. Utelämna för standardvalen i site.yaml.
 *
 * @minItems 2
 * @maxItems 8
 */
export type BudgetOptions =
  | [Text, Text]
  | [Text, Text, Text]
  | [Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text]
  | [Text, Text, Text, Text, Text, Text, Text, Text];
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType6 = 'faq';
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
export type BlockType7 = 'hero';
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
 * Siffran som den ska visas, t.ex. "+12 %", "50+" eller "2–3 dagar".
 */
export type Value = string;
/**
 * Rubrik för nyckeltalsrutan, t.ex. "I siffror".
 */
export type KeyStatisticsHeading = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType8 = 'process';
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
export type BlockType9 = 'quote';
/**
 * Själva citatet, utan citattecken.
 */
export type Quote = string;
/**
 * Vem som sa det, t.ex. "VD, SaaS-bolag i Stockholm". Använd inte riktiga personers namn utan tillstånd.
 */
export type Author = string;
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType10 = 'related';
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
export type BlockType11 = 'results';
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
export type BlockType12 = 'services';
/**
 * Vilka tjänster som visas: main = huvudtjänsterna, specialist = specialisttjänsterna. Samma värde som »group« under »service:« på tjänstesidorna.
 */
export type ServiceGroup = 'main' | 'specialist';
/**
 * Blockets typ. Avgör hur blocket ser ut.
 */
export type BlockType13 = 'text';
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
  responseTimes: ResponseTimes;
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
  urgencyOptions: [Text, Text, ...Text[]];
  /**
   * @minItems 2
   */
  budgetOptions: [Text, Text, ...Text[]];
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
 * En sida på webbplatsen. Filnamnet är adressen: pages/kassaflode.yaml blir /kassaflode och pages/index.yaml blir startsidan.
 */
export interface Page {
  title: Title;
  description: Description;
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
 * Gör sidan till en stadssida: den visas då i menyn Orter och på /alla-tjanster. En stad som har både en CFO-sida och en interimssida visas som stadskort, övriga under "Fler städer".
 */
export interface CityListing {
  name: CityName;
  offer: Offer;
  summary: Summary1;
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
 * Ett rutnät av kort med ikon, rubrik, beskrivning och valfri detaljlista eller länk. Används för tjänster, skäl att välja oss, fokusområden med mera.
 */
export interface CardsBlock {
  type: BlockType2;
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
 * En knapp eller länk.
 */
export interface Action {
  label: Label;
  href: LinkTarget;
  variant?: Variant;
}
/**
 * Stadskort med länkar till »CFO-tjänster« och »Interim CFO«, följt av en lista med fler städer. Städerna skrivs inte här: de hämtas automatiskt från stadssidornas »city:«-uppgifter. En stad med både en CFO-sida och en interimssida får ett kort, övriga hamnar i listan.
 */
export interface CityListBlock {
  type: BlockType3;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  moreHeading?: MoreCitiesHeading;
}
/**
 * En avslutande uppmaning med rubrik, text och en eller två knappar.
 */
export interface CallToActionBlock {
  type: BlockType4;
  id?: AnchorId;
  heading: Text;
  text?: Paragraph;
  actions: Actions;
}
/**
 * Förfrågningsformulär för en tjänst. Tidsram och budget har standardval i site.yaml som kan ersättas här.
 */
export interface EnquiryBlock {
  type: BlockType5;
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
    | [Text, Text]
    | [Text, Text, Text]
    | [Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text, Text, Text]
    | [Text, Text, Text, Text, Text, Text, Text, Text, Text, Text];
}
/**
 * Vanliga frågor som dragspel: en fråga öppen åt gången, klicka igen för att stänga.
 */
export interface FAQBlock {
  type: BlockType6;
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
  type: BlockType7;
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
 * En siffra med förklaring, t.ex. värde "+16 %" och etikett "högre marginal i snitt".
 */
export interface Figure {
  value: Value;
  label: Text;
}
/**
 * Numrerade steg, t.ex. »Så arbetar vi« i fyra steg. Numren sätts automatiskt.
 */
export interface ProcessBlock {
  type: BlockType8;
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
  type: BlockType9;
  id?: AnchorId;
  text: Quote;
  author: Author;
}
/**
 * Kort som länkar till närliggande tjänster. Rubrik och beskrivning hämtas automatiskt från de länkade sidorna.
 */
export interface RelatedServicesBlock {
  type: BlockType10;
  id?: AnchorId;
  heading: Text;
  links: Links;
}
/**
 * Resultat i siffror, t.ex. »85 %« med förklaring.
 */
export interface ResultsBlock {
  type: BlockType11;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  items: Figures;
  footnote?: Footnote;
}
/**
 * Kort för alla tjänster i en grupp, med kategorietikett och länken »Läs mer«. Listan skrivs inte här: den hämtas automatiskt från tjänstesidornas »service:«-uppgifter, så en ny tjänstesida dyker upp av sig själv.
 */
export interface ServiceCatalogueBlock {
  type: BlockType12;
  id?: AnchorId;
  heading: Text;
  intro?: Paragraph;
  group: ServiceGroup;
}
/**
 * Rubrik med löpande text och valfri punktlista. Används för längre resonemang och för juridiska texter.
 */
export interface TextBlock {
  type: BlockType13;
  id?: AnchorId;
  heading: Text;
  paragraphs: Paragraphs;
  list?: TextList;
  afterList?: ParagraphsAfterTheList;
}
