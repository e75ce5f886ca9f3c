/**
 * The spam filter's held-out corpus (server/leads/spam.ts, docs/decisions.md 132): messages as
 * they reach a Swedish CFO service's forms — in Swedish and English, from prospects and from
 * spammers, phishers and sellers — that the classifier is never trained on (it learns from
 * server/leads/spam-seed.json and the firm's decisions). `genuine` must all be delivered: a real
 * customer held back is the worse mistake, and none may be refused. `spam` is to be held.
 * Each entry is what a person (or a robot) writes in the free-text fields; the test fills in the
 * rest of a valid lead.
 */
export interface CorpusEntry {
  /** What the entry stands for, for the report. */
  about: string;
  company: string;
  name: string;
  email: string;
  message: string;
}

/** Spam by what it is after: a lure (phishing, a fake invoice) must also be marked as one. */
export type SpamKind = 'phishing' | 'invoice' | 'seo' | 'crypto' | 'sales' | 'spam';

export interface SpamEntry extends CorpusEntry {
  kind: SpamKind;
}

export const genuine: CorpusEntry[] = [
  {
    about: 'forwarded Outlook thread with <adress> and www<https>',
    company: 'Wikström Maskin AB',
    name: 'Helena Wikström',
    email: 'helena@wikstrommaskin.se',
    message:
      'Hej,\n\nSe nedan. Vi skulle behöva hjälp med det som banken efterfrågar.\n\nFrån: Johan Ek <johan.ek@foretagsbanken.se>\nSkickat: den 4 november 2026 10:31\nTill: Helena Wikström <helena@wikstrommaskin.se>\nÄmne: SV: Kreditramen\n\nHej Helena,\nInför förnyelsen av kreditramen behöver vi en likviditetsbudget för 2027 och ert senaste bokslut. Mer information finns på www.foretagsbanken.se<https://www.foretagsbanken.se/foretag>.\n\nMed vänlig hälsning\nJohan Ek\nFöretagsrådgivare',
  },
  {
    about: 'English forwarded thread',
    company: 'Baltic Freight Sweden AB',
    name: 'Tomas Kask',
    email: 'tomas.kask@balticfreight.se',
    message:
      'FYI – see the thread below from our Estonian parent. Can you help?\n\n-----Original Message-----\nFrom: Kadri Tamm <kadri.tamm@balticfreight.ee>\nSent: Monday, November 2, 2026 9:12 AM\nTo: Tomas Kask <tomas.kask@balticfreight.se>\nSubject: Swedish reporting\n\nTomas, the group needs monthly management accounts from the Swedish entity by working day 5, plus a 2027 budget by mid-December. Please find a local finance partner.\n\nBR, Kadri',
  },
  {
    about: 'long signature with disclaimer',
    company: 'Hedberg Installation AB',
    name: 'Carina Hedberg',
    email: 'carina.hedberg@hedberginstallation.se',
    message:
      'Hej!\n\nVi behöver hjälp att ta fram en budget och en prognos för nästa år. Vi är 22 anställda inom el och VVS.\n\nMed vänliga hälsningar / Best regards\n\nCarina Hedberg\nEkonomiansvarig\nHedberg Installation AB\nIndustrigatan 4, 721 30 Västerås\nTel: 021-12 34 50 | Mobil: 070–345 67 89\nwww.hedberginstallation.se\n\nDetta e-postmeddelande och eventuella bilagor är konfidentiella och endast avsedda för adressaten. Om du fått meddelandet av misstag, vänligen radera det och meddela avsändaren.',
  },
  {
    about: 'pasted quote from the auditor',
    company: 'Kvarnby Bageri AB',
    name: 'Olof Kvarn',
    email: 'olof@kvarnbybageri.se',
    message:
      'Vår revisor skrev så här i sin rapport: "Bolaget saknar en dokumenterad likviditetsplanering och uppföljningen av lagret är bristfällig." Vi behöver hjälp att rätta till det innan nästa räkenskapsår.',
  },
  {
    about: 'pasted board minutes',
    company: 'Nordkust Elnät AB',
    name: 'Margareta Lund',
    email: 'margareta.lund@nordkustelnat.se',
    message:
      'Ur styrelseprotokollet från 2026-10-21, § 7: "Styrelsen uppdrar åt vd att anlita extern CFO-kompetens för att ta fram en femårig investeringsplan och finansieringsstrategi." Det är därför jag hör av mig.',
  },
  {
    about: 'victim of invoice fraud, wants routines',
    company: 'Malmö Kylteknik AB',
    name: 'Rasmus Holm',
    email: 'rasmus@malmokylteknik.se',
    message:
      'Hej, vi fick förra veckan en faktura från en "leverantör" med ett nytt bankgiro och betalade 64 000 kr innan vi upptäckte att det var ett bedrägeri. Polisanmälan är gjord. Nu vill vi ha hjälp att införa attestrutiner och kontroll av bankuppgifter.',
  },
  {
    about: 'mentions BankID in genuine context',
    company: 'Vallby Redovisningstjänst',
    name: 'Ebba Vallby',
    email: 'ebba@vallbyredovisning.se',
    message:
      'Vi är en liten redovisningsbyrå. En av våra kunder, ett fastighetsbolag, behöver en CFO på deltid. Kunden vill att all signering sker med BankID och digitala attestflöden. Har ni erfarenhet av det?',
  },
  {
    about: 'crypto exchange company genuinely',
    company: 'Nordic Ledger Exchange AB',
    name: 'Omar Farouk',
    email: 'omar@nordicledger.se',
    message:
      'Vi driver en registrerad växlingstjänst för kryptotillgångar hos Finansinspektionen. Vi behöver en CFO som kan hantera redovisning av kryptotillgångar, penningtvättsregler och revision. Omsättning ca 40 MSEK.',
  },
  {
    about: 'SEO agency as a client',
    company: 'Synlig Byrå AB',
    name: 'Jenny Synlig',
    email: 'jenny@synligbyra.se',
    message:
      'Hej! Vi är en byrå inom SEO och Google Ads med 11 anställda. Vi växer och behöver någon som kan hjälpa oss med prissättning, budget och kassaflöde. Ni hittar oss på synligbyra.se.',
  },
  {
    about: 'web agency owner asks price',
    company: 'Pixel & Kod AB',
    name: 'Anton Berg',
    email: 'anton@pixelkod.se',
    message: 'Vad kostar det att ha er som CFO två dagar i månaden? Vi är en webbyrå som bygger hemsidor och appar, 6 MSEK i omsättning.',
  },
  {
    about: 'all lower case, typos',
    company: 'byggfirman jansson',
    name: 'peter jansson',
    email: 'peterjansson.bygg@gmail.com',
    message:
      'hej har en byggfirma med 5 gubbar, vet inte om vi går med vinst eller förlust förän bokslutet kommer. behöver nån som kan hjälpa mig med det. ring 0708 12 34 56',
  },
  { about: 'very short', company: 'Solrosen AB', name: 'Mia Sol', email: 'mia@solrosen.se', message: 'Ring mig gärna, vi behöver en budget.' },
  {
    about: 'short English',
    company: 'Lumen Labs AB',
    name: 'Daniel Kim',
    email: 'daniel@lumenlabs.se',
    message: 'Need help with our board pack and a cash-flow forecast. Call me.',
  },
  {
    about: 'English, US owner, detailed',
    company: 'Evergreen Medical Nordic AB',
    name: 'Rachel Adams',
    email: 'rachel.adams@evergreenmed.com',
    message:
      "Hi! I'm the US-based owner of a Swedish medical device distributor (revenue ~55 MSEK). Our current accountant only does bookkeeping. We need someone to prepare monthly management reports, a 2027 budget and to liaise with the auditor. Is this something you can help with?",
  },
  {
    about: 'mentions invoices as business volume',
    company: 'Transportkompaniet Väst AB',
    name: 'Fredrik Strand',
    email: 'fredrik@transportkompaniet.se',
    message:
      'Vi skickar ca 900 fakturor i månaden och har ett stort problem med sena betalningar. Kundfordringarna är uppe i 11 MSEK. Vi behöver hjälp med kreditkontroll och kanske fakturabelåning.',
  },
  {
    about: 'mentions domain renewal in genuine',
    company: 'Webbshoppen Norr AB',
    name: 'Ida Lundin',
    email: 'ida@webbshoppennorr.se',
    message:
      'Hej! Vi driver en webbshop och har en massa löpande kostnader – hosting, domäner, plattformsavgifter, annonser – som vi tappat kontrollen på. Vi vill ha en budget och bättre uppföljning av kostnaderna.',
  },
  {
    about: 'password/login in genuine context',
    company: 'IT-Säkerhet Öst AB',
    name: 'Markus Öst',
    email: 'markus@itsakerhetost.se',
    message:
      'Vi säljer IT-säkerhetstjänster (lösenordshantering, inloggningsskydd, säkerhetsgranskningar) till kommuner. Vi har vunnit tre upphandlingar och behöver hjälp med finansiering av tillväxten.',
  },
  {
    about: 'Microsoft Teams invite',
    company: 'Fyrverkeriet Event AB',
    name: 'Nathalie Fyr',
    email: 'nathalie@fyrverkerietevent.se',
    message:
      'Vi ses gärna på Teams. Jag har ett underlag med budget och utfall i Excel som jag kan dela. Vi arrangerar företagsevent och har svårt med säsongsvariationerna.',
  },
  {
    about: 'e-mail with å before @',
    company: 'Åhléns Mekaniska Verkstad AB',
    name: 'Åsa Öhlén',
    email: 'åsa.öhlén@åhlensmek.se',
    message: 'Hej! Vi är en mekanisk verkstad i Borlänge. Vi behöver hjälp med kalkyler och prissättning.',
  },
  {
    about: 'Google Drive link to own material',
    company: 'Granlunds Trädgård AB',
    name: 'Maja Granlund',
    email: 'maja@granlundstradgard.se',
    message: 'Jag har lagt resultatrapporterna för tre år här: https://drive.google.com/drive/folders/1xYz. Kan ni titta på dem inför ett möte?',
  },
  {
    about: 'link to own site and LinkedIn',
    company: 'Frostbite Games AB',
    name: 'Viktor Frost',
    email: 'viktor@frostbitegames.se',
    message:
      'Hej! Vi är en spelstudio, läs gärna mer på frostbitegames.se och https://www.linkedin.com/company/frostbite-games. Vi behöver en CFO inför en emission.',
  },
  {
    about: 'phone with ankn. in text',
    company: 'Gamla Stans Advokatbyrå KB',
    name: 'Louise Stjärna',
    email: 'louise@gamlastansadvokat.se',
    message: 'Vi är en advokatbyrå med 9 jurister. Vi behöver hjälp med budget och uppföljning per klient. Nås på 08-411 22 33 ankn. 14 dagtid.',
  },
  {
    about: 'mobile signature',
    company: 'Hemköks Catering',
    name: 'Sanna Ek',
    email: 'sanna.ek@icloud.com',
    message: 'Hej! Jag driver catering och behöver hjälp att förstå om jag tar rätt betalt. Kan ni ringa på fredag?\n\nSkickat från min iPhone',
  },
  {
    about: 'Outlook quoted reply with > lines',
    company: 'Kallax Fastigheter AB',
    name: 'Johan Kallax',
    email: 'johan@kallaxfastigheter.se',
    message:
      'Jag klistrar in vad vår styrelseordförande skrev:\n\n> Vi måste få bättre prognoser innan vi tar beslut om köpet av fastigheten i Luleå.\n> Ta in extern hjälp.\n\nKan vi boka ett möte nästa vecka?',
  },
  {
    about: 'NGO',
    company: 'Barnens Röst Ideell Förening',
    name: 'Eva Lindström',
    email: 'eva.lindstrom@barnensrost.se',
    message:
      'Vi är en ideell förening som får bidrag från Allmänna arvsfonden och privata givare. Vi behöver hjälp med budget, likviditet och rapportering till bidragsgivarna.',
  },
  {
    about: 'municipal company',
    company: 'Ljusdals Energi AB',
    name: 'Peter Ljus',
    email: 'peter.ljus@ljusdalsenergi.se',
    message: 'Vi är ett kommunalt energibolag och söker en interim ekonomichef under fyra månader från januari. Erfarenhet av kommunala bolag är ett plus.',
  },
  {
    about: 'dentist with numbers',
    company: 'Tandvårdshuset Gävle AB',
    name: 'Leila Karimi',
    email: 'leila@tandvardshuset.se',
    message: 'Omsättningen är 14 MSEK men resultatet bara 200 000 kr. Personalkostnaderna är 62 %. Hur ska vi tänka?',
  },
  {
    about: 'startup runway',
    company: 'Sprout Health AB',
    name: 'Alex Nilsson',
    email: 'alex@sprouthealth.se',
    message:
      'We have 8 months of runway left and need to decide between cutting costs or raising a bridge. Can you help us build scenarios and talk to our investors?',
  },
  {
    about: 'restaurant group',
    company: 'Bröderna Grill AB',
    name: 'Ali Demir',
    email: 'ali@brodernagrill.se',
    message: 'Vi har fyra restauranger i Göteborg. Vi vill ha en gemensam budget och veckorapport på försäljning och personalkostnad per restaurang.',
  },
  {
    about: 'e-commerce with Klarna, Shopify links',
    company: 'Lugna Hem Interiör AB',
    name: 'Rebecka Sund',
    email: 'rebecka@lugnahem.se',
    message:
      'Vi säljer inredning på lugnahem.se (Shopify) och via Amazon.se. Klarna och Stripe betalar ut med olika fördröjning och vi tappar överblicken över kassaflödet.',
  },
  {
    about: 'Norwegian',
    company: 'Bergen Maritime Svenska AB',
    name: 'Kari Nordmann',
    email: 'kari@bergenmaritime.no',
    message: 'Hei! Vi har et svensk datterselskap og trenger hjelp med månedsrapportering og budsjett for 2027. Kan dere hjelpe oss?',
  },
  {
    about: 'Danish',
    company: 'Hansen Møbler Sverige AB',
    name: 'Mette Hansen',
    email: 'mette@hansenmobler.dk',
    message: 'Hej, vi er et dansk møbelfirma med en svensk afdeling. Vi har brug for hjælp til budget og likviditetsstyring i Sverige.',
  },
  {
    about: 'Finnish-Swedish',
    company: 'Oy Nordlog Ab',
    name: 'Mikael Lindholm',
    email: 'mikael.lindholm@nordlog.fi',
    message:
      'Hej! Vi är ett finlandssvenskt logistikbolag som startar verksamhet i Sverige. Vi behöver hjälp med budget, moms och rapportering. Kan vi ses i Stockholm?',
  },
  {
    about: 'German owner English',
    company: 'Kraus Automation Sverige AB',
    name: 'Stefan Kraus',
    email: 'stefan.kraus@kraus-automation.de',
    message:
      'Dear team, our Swedish subsidiary has grown to 30 employees and needs a finance lead. We are looking for a fractional CFO, 2-3 days per month, reporting to Germany.',
  },
  {
    about: 'long worried message',
    company: 'Fagerström Snickeri AB',
    name: 'Kjell Fagerström',
    email: 'kjell@fagerstromsnickeri.se',
    message:
      'Hej. Jag har drivit snickeriet i 22 år men de senaste två åren har det gått sämre. Vi har fått mindre jobb från byggbolagen, materialpriserna har gått upp och jag har fått låna pengar privat för att betala löner. Min fru säger att jag måste ta hjälp. Jag vet inte var jag ska börja. Kan ni hjälpa en sådan som mig eller är vi för små? Vi omsätter ca 8 miljoner.',
  },
  {
    about: 'wants to sell company',
    company: 'Söderberg Reklam AB',
    name: 'Ulla Söderberg',
    email: 'ulla@soderbergreklam.se',
    message: 'Jag har fått ett bud på bolaget från en konkurrent. Jag behöver hjälp att förstå om budet är rimligt och vad jag ska tänka på.',
  },
  {
    about: 'reconstruction',
    company: 'Nordisk Textil AB',
    name: 'Henrik Alm',
    email: 'henrik.alm@nordisktextil.se',
    message:
      'Vi har fått betalningsanmärkningar och Skatteverket har begärt oss i konkurs. Vi vill undersöka en företagsrekonstruktion. Det är mycket bråttom.',
  },
  {
    about: 'grant reporting',
    company: 'Innovation Lab Luleå AB',
    name: 'Sofia Nyström',
    email: 'sofia.nystrom@innolab.se',
    message: 'Vi har fått 6 MSEK från Vinnova och Energimyndigheten och behöver hjälp att följa upp och redovisa projektkostnaderna korrekt.',
  },
  {
    about: 'property owner',
    company: 'Kvarteret Ugglan AB',
    name: 'Bengt Uggla',
    email: 'bengt@kvarteretugglan.se',
    message: 'Vi äger två hyreshus och ska göra stambyten för 18 MSEK. Vi behöver en finansieringsplan och hjälp med bankkontakterna.',
  },
  {
    about: 'asks about interim CFO availability',
    company: 'Ekström Läkemedel AB',
    name: 'Kristina Ekström',
    email: 'kristina.ekstrom@ekstromlakemedel.se',
    message: 'Vår CFO slutar om tre veckor. Har ni någon interim CFO tillgänglig från den 1 december, med erfarenhet av läkemedelsbranschen?',
  },
  {
    about: 'asks about Excel model review',
    company: 'Hav & Land Fiske AB',
    name: 'Lars Hav',
    email: 'lars@havochland.se',
    message: 'Jag har byggt en budget i Excel men vet inte om den håller. Kan ni granska den? Det är ingen stor sak, ett par timmar kanske.',
  },
  {
    about: 'hotel English short',
    company: 'Fjällhotellet Storlien AB',
    name: 'Emma Wright',
    email: 'emma@fjallhotellet.se',
    message: 'Hello! We run a mountain hotel and need help with our 2027 budget and pricing strategy. Could you call me at +46 (0)70-123 98 76?',
  },
  {
    about: 'mentions loan pitch they received',
    company: 'Tegelbruket AB',
    name: 'Göran Tegel',
    email: 'goran@tegelbruket.se',
    message:
      'Vi har fått erbjudanden om företagslån från flera långivare på nätet men vet inte om vi ska låna alls. Vi vill ha ett oberoende råd och en prognos först.',
  },
  {
    about: 'mentions phishing concern',
    company: 'Rosengård Tandklinik AB',
    name: 'Nadia Haddad',
    email: 'nadia@rosengardtand.se',
    message:
      'Vi fick nyligen ett mejl som såg ut att komma från Skatteverket med en länk för att logga in med BankID. Vi klickade inte, men det fick oss att inse att vi saknar rutiner. Kan ni hjälpa oss med ekonomiska rutiner och intern kontroll?',
  },
  {
    about: 'Swish and card payments',
    company: 'Glassbaren Strandvägen',
    name: 'Lucas Berg',
    email: 'lucas.glassbaren@gmail.com',
    message: 'Vi har en glassbar som har öppet maj–september. Betalningar via Swish och kort. Vi behöver en budget för hela året så vi klarar vintern.',
  },
  {
    about: 'IT consultancy valuation',
    company: 'Kodverket AB',
    name: 'Elin Kod',
    email: 'elin@kodverket.se',
    message:
      'Vi är 45 konsulter och funderar på att gå samman med ett annat konsultbolag. Vi behöver hjälp med värdering och hur fusionen ska gå till ekonomiskt.',
  },
  {
    about: 'pasted text from supplier email',
    company: 'Björkbo Snickeri AB',
    name: 'Annika Björk',
    email: 'annika@bjorkbo.se',
    message:
      'Vår största leverantör skriver: "Från och med 1 januari kräver vi förskottsbetalning på alla order över 50 000 kr." Det kommer att slå hårt mot likviditeten. Vi behöver hjälp att planera.',
  },
  {
    about: 'healthcare staffing English',
    company: 'MedStaff Nordic AB',
    name: "James O'Connor",
    email: 'james.oconnor@medstaffnordic.com',
    message:
      "Hi, I'm the founder of a healthcare staffing company in Stockholm. We're growing fast but payroll is due before the regions pay us. Looking for help with financing and a 13-week cash flow.",
  },
  {
    about: 'school',
    company: 'Montessoriskolan Linden',
    name: 'Karin Linde',
    email: 'rektor@montessorilinden.se',
    message: 'Vi driver en friskola med 180 elever. Vi behöver hjälp med budget och en långsiktig plan för lokalerna.',
  },
  {
    about: 'mentions SEO costs in budget',
    company: 'Solsidan Resor AB',
    name: 'Hanna Sol',
    email: 'hanna@solsidanresor.se',
    message:
      'Vi lägger mycket pengar på Google Ads och SEO men vet inte vad det ger. Vi vill ha hjälp att följa upp marknadsföringskostnaderna mot försäljningen och göra en budget.',
  },
  {
    about: 'pasted quote English investor',
    company: 'Brightside Energy AB',
    name: 'Oliver Hughes',
    email: 'oliver@brightsideenergy.se',
    message:
      'Our lead investor wrote: "Before we commit the next tranche, we need a proper 24-month financial model and monthly reporting." Can you help us get there by end of January?',
  },
  {
    about: 'very formal',
    company: 'Advokatfirman Rydberg & Partners KB',
    name: 'Gustaf Rydberg',
    email: 'gustaf.rydberg@rydbergpartners.se',
    message:
      'Bästa mottagare,\n\nUndertecknad företräder en klient som behöver stöd av en erfaren ekonomichef i samband med en pågående förvärvsprocess. Jag ber er kontakta mig för vidare diskussion.\n\nMed utmärkt högaktning\nGustaf Rydberg\nAdvokat',
  },
  {
    about: 'from a bank advisor referral',
    company: 'Sjöbergs Båtvarv AB',
    name: 'Tove Sjöberg',
    email: 'tove@sjobergsbatvarv.se',
    message:
      'Hej! Vår kontaktperson på Swedbank rekommenderade er. Vi ska bygga en ny hall och behöver hjälp med investeringskalkyl och en budget som banken kan godkänna.',
  },
  {
    about: 'multiple own links',
    company: 'Trädgårdsdesign Nordost AB',
    name: 'Pia Nord',
    email: 'pia@tradgardsdesignnordost.se',
    message:
      'Ni kan se vårt arbete på tradgardsdesignnordost.se/projekt, tradgardsdesignnordost.se/om-oss och tradgardsdesignnordost.se/kontakt. Vi vill växa och behöver en budget.',
  },
  {
    about: 'listing with bullet points',
    company: 'Kvalitetsgruppen AB',
    name: 'Robin Kvalitet',
    email: 'robin@kvalitetsgruppen.se',
    message:
      'Vi behöver hjälp med:\n• budget 2027\n• månadsrapport till styrelsen\n• likviditetsprognos 13 veckor\n• översyn av prislistan\n\nTack på förhand!',
  },
  {
    about: 'bokföringsbyrå asks partnership genuinely',
    company: 'Redovisa Rätt AB',
    name: 'Maria Redovisa',
    email: 'maria@redovisaratt.se',
    message:
      'Hej! Jag driver en redovisningsbyrå med 40 kunder. Flera av dem behöver mer än bokföring, till exempel styrelserapporter och budget. Kan vi prata om hur vi kan samarbeta där ni tar CFO-delen?',
  },
  {
    about: 'farm',
    company: 'Ängsgårdens Potatis AB',
    name: 'Nils Äng',
    email: 'nils@angsgarden.se',
    message: 'Vi odlar potatis på 200 hektar och säljer till ICA och Coop. Vi vill investera i ett nytt lager och behöver räkna på det.',
  },
  {
    about: 'tech founder informal English',
    company: 'Nimbus Audio AB',
    name: 'Sam Patel',
    email: 'sam@nimbusaudio.io',
    message: 'hey! we make headphones, just closed a pre-seed round, need someone to own finance stuff - budget, investor updates, VAT etc. is that you? :)',
  },
  {
    about: 'construction with project numbers',
    company: 'Markarbeten i Mälardalen AB',
    name: 'Patrik Lund',
    email: 'patrik@markarbeten.se',
    message:
      'Projekt 2026-14 och 2026-18 har gått med förlust på sammanlagt 1,4 MSEK och vi förstår inte varför. Vi behöver en genomgång av våra kalkyler och projektuppföljning.',
  },
  {
    about: 'asks about prices and availability',
    company: 'Lilla Hotellet i Ystad',
    name: 'Marie Ystad',
    email: 'marie@lillahotelletystad.se',
    message: 'Hej, vad kostar ert Månadspaket och kan ni börja redan i december?',
  },
  {
    about: 'mentions website and newsletter in own context',
    company: 'Stickat & Virkat AB',
    name: 'Gunilla Garn',
    email: 'gunilla@stickatochvirkat.se',
    message: 'Vi säljer garn via vår hemsida och ett nyhetsbrev med 12 000 prenumeranter. Försäljningen ökar men vi går inte med vinst. Varför?',
  },
  {
    about: 'includes an IBAN in genuine context',
    company: 'Nordic Wood Trading AB',
    name: 'Jari Koskinen',
    email: 'jari@nordicwoodtrading.se',
    message:
      'Vi säljer trä till Tyskland och får betalt i euro till ett konto med IBAN i Tyskland. Vi behöver hjälp med valutahantering och att få pengarna hem på ett smartare sätt.',
  },
  {
    about: 'mentions a phishing attempt in English',
    company: 'Clearwater Consulting AB',
    name: 'Hannah Berg',
    email: 'hannah@clearwaterconsulting.se',
    message:
      'Last month someone sent us a fake invoice pretending to be our IT supplier. Our bookkeeper almost paid it. We want an external CFO to review our payment controls and set up a proper approval process.',
  },
  {
    about: 'gym chain',
    company: 'Kraftverket Gym AB',
    name: 'Mattias Kraft',
    email: 'mattias@kraftverketgym.se',
    message: 'Vi har sex gym och 5 000 medlemmar. Vi vill ta in en investerare och behöver få ordning på siffrorna först.',
  },
  {
    about: 'consulting firm with URLs to authorities',
    company: 'Skog & Miljö Konsult AB',
    name: 'Lotta Skog',
    email: 'lotta@skogmiljo.se',
    message:
      'Vi har fått ett föreläggande från Skatteverket (https://www.skatteverket.se) och behöver även lämna in årsredovisningen till Bolagsverket (https://bolagsverket.se). Vi ligger efter och behöver hjälp.',
  },
  {
    about: 'small shop Swedish dialect-ish',
    company: 'Handlarn i Byn',
    name: 'Sten Andersson',
    email: 'handlarn.byn@telia.com',
    message: 'Tjena! Har en lanthandel som går knackigt. Kommunen vill att vi ska vara kvar men vi går back. Kan ni kolla på det?',
  },
  {
    about: 'architecture English mixed',
    company: 'Vit Arkitektur AB',
    name: 'Sofia Vit',
    email: 'sofia@vitarkitektur.se',
    message: 'Hej! We are an architecture firm with offices in Stockholm and Oslo. Vi behöver konsoliderad rapportering och en budget för båda länderna.',
  },
  {
    about: 'recruitment company',
    company: 'Talangjakt AB',
    name: 'Jonas Talang',
    email: 'jonas@talangjakt.se',
    message:
      'Vi är ett rekryteringsföretag och har vuxit till 25 MSEK. Vi vill ha en CFO som kan hjälpa oss med prissättning, lönsamhet per konsult och en plan för tillväxt.',
  },
  {
    about: 'car dealer',
    company: 'Bilcenter Norrtälje AB',
    name: 'Roger Bil',
    email: 'roger@bilcenternorrtalje.se',
    message:
      'Vi säljer begagnade bilar och har ett lager på 35 MSEK finansierat av banken. Räntan äter upp marginalen. Vi behöver se över lagerhållning och finansiering.',
  },
  {
    about: 'pasted LinkedIn message context',
    company: 'Hållbar Logistik AB',
    name: 'Emil Grön',
    email: 'emil@hallbarlogistik.se',
    message:
      'Jag såg att ni skrev om likviditetsplanering på LinkedIn. Det var precis vårt problem. Vi är ett logistikbolag med 50 MSEK i omsättning. Kan vi prata?',
  },
  {
    about: 'consultant offers cooperation genuinely',
    company: 'Strategihuset AB',
    name: 'Lena Strategi',
    email: 'lena@strategihuset.se',
    message:
      'Hej! Jag är managementkonsult och arbetar med strategiprojekt åt medelstora bolag. Mina kunder behöver ofta en CFO som följer upp planerna. Kan vi ta en kaffe och se om vi kan hänvisa kunder till varandra?',
  },
  {
    about: 'genuine with %/month wording',
    company: 'Växtkraft Invest AB',
    name: 'Oskar Växt',
    email: 'oskar@vaxtkraft.se',
    message: 'Vår omsättning växer med ca 8 % per månad och vi behöver finansiera lager och personal i samma takt. Hur gör man det utan att tappa kontrollen?',
  },
  {
    about: 'health clinic',
    company: 'Fysiokliniken Skåne AB',
    name: 'Amir Saleh',
    email: 'amir@fysioklinikenskane.se',
    message: 'Vi har fyra kliniker och vill öppna två till. Vi behöver en plan för finansiering och en budget per klinik.',
  },
  {
    about: 'wants help with Fortnox reports',
    company: 'Ljusgården Inredning AB',
    name: 'Ylva Ljus',
    email: 'ylva@ljusgarden.se',
    message: 'Vi har Fortnox men rapporterna säger oss ingenting. Kan ni sätta upp en månadsrapport som vi förstår?',
  },
  {
    about: 'mentions crypto as payment',
    company: 'Kaffe & Kod Café AB',
    name: 'Linus Café',
    email: 'linus@kaffeochkod.se',
    message:
      'Vi är ett café som också tar betalt i bitcoin (för skojs skull). Nu har vi fått frågor från revisorn om hur det ska bokföras. Vi behöver hjälp med det och med en budget.',
  },
  {
    about: 'international group with several links',
    company: 'Nordic Seafood Group AB',
    name: 'Ingrid Hav',
    email: 'ingrid@nordicseafood.se',
    message:
      'Vi ingår i en koncern med bolag i Norge (nordicseafood.no), Danmark (nordicseafood.dk) och Sverige. Vi behöver hjälp med koncernrapportering och internprissättning.',
  },
  {
    about: 'message in English with bank details question',
    company: 'Arctic Tech Solutions AB',
    name: 'Mark Thompson',
    email: 'mark@arctictech.se',
    message:
      'We need help setting up our finance function: bank accounts, payment approvals, monthly close, and a budget. We are a new Swedish subsidiary of a UK company.',
  },
  {
    about: 'asks for an offer',
    company: 'Nya Bygghuset AB',
    name: 'Kerstin Nylund',
    email: 'kerstin@nyabygghuset.se',
    message: 'Kan ni skicka en offert på CFO-stöd två dagar i månaden? Vi är ett byggbolag med 30 MSEK.',
  },
  {
    about: 'mentions debt collection',
    company: 'Skotercenter Lycksele AB',
    name: 'Jörgen Skog',
    email: 'jorgen@skotercenter.se',
    message:
      'Vi har fått flera inkassokrav från leverantörer eftersom kassan är tom innan säsongen börjar. Vi behöver en plan för att klara det här och prata med banken.',
  },
  {
    about: 'event company Swedish',
    company: 'Festfixarna AB',
    name: 'Petra Fest',
    email: 'petra@festfixarna.se',
    message: 'Vi arrangerar bröllop och företagsfester. Intäkterna kommer på sommaren men kostnaderna året runt. Vi behöver likviditetsplanering.',
  },
  {
    about: 'accountant asks for client',
    company: 'Revisionsbolaget Nord',
    name: 'Henrik Nord',
    email: 'henrik@revisionsbolagetnord.se',
    message:
      'Jag är revisor och har en klient som behöver en interim CFO i samband med en notering på First North. Klienten omsätter 120 MSEK. Har ni kapacitet under våren?',
  },
  {
    about: 'software company ARR',
    company: 'Flowdesk Software AB',
    name: 'Karin Flow',
    email: 'karin@flowdesk.se',
    message:
      'Vi är ett SaaS-bolag med 22 MSEK i ARR och 35 anställda. Vi behöver en CFO som kan ta fram SaaS-nyckeltal, budget och förbereda oss för en B-runda.',
  },
  {
    about: 'asks about confidentiality',
    company: 'Familjeföretaget Holm AB',
    name: 'Ingemar Holm',
    email: 'ingemar@holmfamilj.se',
    message:
      'Vi är ett familjeföretag i tredje generationen och funderar på att sälja. Det här är konfidentiellt, inte ens de anställda vet. Kan vi träffas diskret?',
  },
  {
    about: 'bus company',
    company: 'Länstrafik Syd Entreprenad AB',
    name: 'Sven Buss',
    email: 'sven@lanstrafiksyd.se',
    message: 'Vi kör busstrafik på uppdrag av regionen. Avtalet ska omförhandlas och vi behöver kalkyler och en prognos för de kommande fem åren.',
  },
  {
    about: 'mentions Microsoft 365 licences',
    company: 'Kontorsservice Sverige AB',
    name: 'Malin Kontor',
    email: 'malin@kontorsservice.se',
    message:
      'Våra kostnader för licenser (Microsoft 365, Visma, Adobe) har fördubblats på två år. Vi vill ha hjälp att se över alla fasta kostnader och göra en budget.',
  },
  {
    about: 'construction English Polish owner',
    company: 'Nowak Bygg AB',
    name: 'Piotr Nowak',
    email: 'piotr@nowakbygg.se',
    message:
      'Hello, I own a construction company in Sweden with Polish workers. I need help with budget, salary costs and Swedish taxes. My Swedish is not so good, English please.',
  },
  {
    about: 'genuine with many numbers and currency',
    company: 'Hamnkrogen i Varberg AB',
    name: 'Elsa Hamn',
    email: 'elsa@hamnkrogen.se',
    message: 'Omsättning 2025: 9,8 MSEK. Personalkostnader 4,1 MSEK. Råvaror 3,2 MSEK. Hyra 780 000 kr. Resultat −240 000 kr. Vad gör vi?',
  },
  {
    about: 'asks question in subject style',
    company: 'Grus & Sten AB',
    name: 'Klas Grus',
    email: 'klas@grusochsten.se',
    message: 'Fråga: kan ni hjälpa oss med en kreditansökan till Almi? Vi ska köpa en hjullastare för 2,4 MSEK.',
  },
  {
    about: 'pasted email from customer with <>',
    company: 'Elektronikhuset Vara AB',
    name: 'Tina Vara',
    email: 'tina@elektronikhusetvara.se',
    message:
      'Vår största kund skickade detta:\n\nFrom: Purchasing <purchasing@bigretail.com>\nDate: 2 Nov 2026\nSubject: New payment terms\n\nDear supplier, effective January our payment terms change to 90 days. See details at www.bigretail.com/suppliers<https://www.bigretail.com/suppliers>.\n\nVi behöver räkna på vad detta betyder för likviditeten.',
  },
  {
    about: 'franchise',
    company: 'Pizzeria Napoli Franchise AB',
    name: 'Marco Rossi',
    email: 'marco@pizzerianapoli.se',
    message: 'Vi har 11 franchisetagare och vill ha en modell för att följa upp deras lönsamhet och vår royalty. Kan ni hjälpa?',
  },
  {
    about: 'genuine asks about Teams meeting link',
    company: 'Hälsoteknik Norr AB',
    name: 'Lisa Hälsa',
    email: 'lisa@halsoteknik.se',
    message: 'Kan vi ta ett första möte digitalt? Skicka gärna en Teams- eller Zoom-länk. Vi behöver hjälp med budget och finansiering av en ny produkt.',
  },
  {
    about: 'interim need urgent short',
    company: 'Sydkraft Montage AB',
    name: 'Jens Syd',
    email: 'jens@sydkraftmontage.se',
    message: 'Vår ekonomichef är sjukskriven. Vi behöver någon direkt för bokslutet. Omsättning 40 MSEK.',
  },
  {
    about: 'wine bar owner, informal',
    company: 'Vinbaren Söder',
    name: 'Cecilia Vin',
    email: 'cecilia@vinbarensoder.se',
    message: 'hallå! driver en vinbar sen två år, går runt men inte mer. vill förstå mina siffror bättre. har ni tid för en liten firma?',
  },
  {
    about: "genuine mentions 'click here' in quoted newsletter",
    company: 'Medlemsföreningen Företagarna Väst',
    name: 'Bo Väst',
    email: 'bo@foretagarnavast.se',
    message:
      'Vi fick ert nyhetsbrev där det stod "klicka här för att boka ett möte", men länken fungerade inte. Vi vill gärna boka ett möte om budget för föreningens servicebolag.',
  },
  {
    about: 'architect with own site https and http',
    company: 'Ljus Arkitekter AB',
    name: 'Nils Ljus',
    email: 'nils@ljusarkitekter.se',
    message:
      'Vår hemsida http://ljusarkitekter.se är gammal men projekten finns på https://ljusarkitekter.se/projekt. Vi vill växa från 10 till 20 anställda och behöver en plan.',
  },
  {
    about: 'pasted quote from Almi',
    company: 'Mekanikus AB',
    name: 'Stina Mek',
    email: 'stina@mekanikus.se',
    message:
      'Almi skriver: "För att vi ska kunna bevilja lånet behöver vi en budget för 2027 och en likviditetsprognos per månad." Kan ni ta fram det på två veckor?',
  },
  {
    about: 'rental company',
    company: 'Maskinuthyrning Mitt AB',
    name: 'Leif Mitt',
    email: 'leif@maskinuthyrningmitt.se',
    message: 'Vi hyr ut byggmaskiner och ska köpa in maskiner för 8 MSEK. Leasing eller lån? Vi behöver hjälp att räkna.',
  },
  {
    about: 'English, one sentence, Gmail',
    company: 'Fika Republic',
    name: 'Noah Lee',
    email: 'noah.fikarepublic@gmail.com',
    message: 'I run a small café chain (3 shops) and need help with budgeting and cash flow, do you work with small businesses?',
  },
  {
    about: 'cleaning company',
    company: 'Städproffsen i Uppsala AB',
    name: 'Fatima Ali',
    email: 'fatima@stadproffsen.se',
    message: 'Vi har 60 anställda och många kunder på fasta avtal. Vi vill höja priserna men vet inte hur mycket. Vi behöver en kalkyl per kund.',
  },
  {
    about: 'security alarm company mentions login',
    company: 'Larmcentralen Öst AB',
    name: 'Björn Larm',
    email: 'bjorn@larmcentralenost.se',
    message:
      'Vi säljer larm och övervakning med inloggning i en app för kunderna. Abonnemangsintäkterna växer men investeringarna i larm är stora. Vi behöver en finansieringsplan.',
  },
  {
    about: 'spa hotel',
    company: 'Spa & Hälsa Tylösand AB',
    name: 'Vera Spa',
    email: 'vera@spahalsa.se',
    message: 'Vi ska bygga ut spaavdelningen för 30 MSEK och behöver hjälp med investeringskalkyl, finansiering och en budget för de första åren.',
  },
  {
    about: 'with phone vx in signature',
    company: 'Tullhuset Logistik AB',
    name: 'Annelie Tull',
    email: 'annelie.tull@tullhuset.se',
    message: 'Hej! Vi behöver hjälp med vår budget för 2027.\n\nVänligen\nAnnelie Tull\nTullhuset Logistik AB\nvx 040-12 34 00 | dir 040-12 34 17',
  },
  {
    about: 'English investor-backed, mentions token cap table',
    company: 'Ledgerly AB',
    name: 'Priya Shah',
    email: 'priya@ledgerly.io',
    message:
      "Hi, we're a B2B fintech (not crypto) with investors from Stockholm and London. We need a fractional CFO for board reporting, cap table management and audit preparation.",
  },
  // Written after the filter was built, in another voice, and judged once as they are (docs/decisions.md 132).
  {
    about: 'terse Swedish owner',
    company: 'Järnia Kalmar AB',
    name: 'Stig Järn',
    email: 'stig@jarniakalmar.se',
    message: 'Behöver CFO-stöd. 35 mkr oms. Ring.',
  },
  {
    about: 'question about VAT and budget English',
    company: 'Nordic Pet Food AB',
    name: 'Laura Green',
    email: 'laura@nordicpetfood.se',
    message: 'Hello, we are a pet food brand selling in Sweden and Finland. Could you help with VAT questions and a 2027 budget? Thanks, Laura',
  },
  {
    about: 'owner asks about cost cutting',
    company: 'Textiltryck i Borås AB',
    name: 'Yvonne Tryck',
    email: 'yvonne@textiltryck.se',
    message: 'Vi måste spara 3 miljoner nästa år. Var ska vi börja? Vi har 28 anställda och ett tryckeri.',
  },
  {
    about: 'quoted bank email with link',
    company: 'Solbacken Förvaltning AB',
    name: 'Lars Sol',
    email: 'lars@solbackenforvaltning.se',
    message:
      'Banken skriver:\n"Vänligen skicka in er budget för 2027 via vår säkra portal https://portal.foretagsbanken.se senast 15 januari."\nKan ni hjälpa oss att ta fram budgeten?',
  },
  {
    about: 'CFO for foundation English',
    company: 'Baltic Culture Foundation',
    name: 'Ingrid Moss',
    email: 'ingrid@balticculture.org',
    message: 'We are a cultural foundation with an endowment of 40 MSEK. The board needs help with investment policy reporting and budgeting.',
  },
  {
    about: 'mentions being scammed by SEO firm',
    company: 'Hantverkshuset AB',
    name: 'Olle Hantverk',
    email: 'olle@hantverkshuset.se',
    message:
      'Vi har betalat 60 000 kr till en SEO-firma som inte levererade något. Nu vill vi ha bättre koll på alla avtal och kostnader. Kan ni göra en genomgång?',
  },
  {
    about: 'long English forwarded from chairman',
    company: 'Greenway Mobility AB',
    name: 'Sophie Laurent',
    email: 'sophie@greenwaymobility.se',
    message:
      'Forwarding from our chairman:\n\n> From: Peter Hall <peter.hall@hallcapital.co.uk>\n> Date: 3 Nov 2026\n> Subject: CFO\n>\n> Sophie, we need someone who can own the numbers before the board meeting on 10 December: budget, cash runway and KPIs.\n\nCan you help? We are 18 people, revenue 16 MSEK.',
  },
  {
    about: 'typo-heavy swedish',
    company: 'Måleri Andersson',
    name: 'Jonny Andersson',
    email: 'jonny.maleri@gmail.com',
    message: 'hej vi e ett måleri me 7 anstälda, banken vill ha budjet och vi vet inte hur man gör det. kan ni hjälpa till? mvh jonny',
  },
  {
    about: 'property manager with ankn',
    company: 'Stadsfastigheter i Eskilstuna AB',
    name: 'Maria Stad',
    email: 'maria@stadsfastigheter.se',
    message: 'Hej, vi behöver hjälp med en underhållsplan och finansiering. Nås på 016-12 34 56 ankn. 204.',
  },
  {
    about: 'e-commerce English short',
    company: 'Nordic Socks AB',
    name: 'Tim Sock',
    email: 'tim@nordicsocks.se',
    message: 'Hi, we sell socks online (12 MSEK). Inventory and cash flow are a headache. Help?',
  },
  {
    about: 'mentions invoice template',
    company: 'Byggservice Nord AB',
    name: 'Kent Nord',
    email: 'kent@byggservicenord.se',
    message:
      'Vi har ingen ordning på fakturering och projektredovisning. Fakturorna går ut sent och vi vet inte vad som är betalt. Vi behöver en ekonomiprocess från början.',
  },
  {
    about: 'dentist asks partnership buyout English',
    company: 'Smile Clinic Stockholm AB',
    name: 'Dr. Sara Ahmed',
    email: 'sara@smileclinic.se',
    message: "I'm buying out my partner in our dental clinic. I need help with valuation and financing. Can we meet this month?",
  },
  {
    about: 'fintech asks about crypto accounting',
    company: 'Coinledger Nordic AB',
    name: 'Erik Lind',
    email: 'erik@coinledger.se',
    message:
      'Vi bygger bokföringsprogram för kryptotillgångar och har fått in 8 MSEK i kapital. Vi behöver en CFO på deltid som förstår både SaaS-nyckeltal och krypto.',
  },
  {
    about: 'care company short with phone',
    company: 'Omsorgshuset Väst AB',
    name: 'Kerstin Omsorg',
    email: 'kerstin@omsorgshuset.se',
    message: 'Likviditeten är ansträngd. Ring 031-700 12 34 vx så kopplar de mig.',
  },
  {
    about: 'restaurant owner English',
    company: 'Tapas Bar Söder AB',
    name: 'Carlos Ruiz',
    email: 'carlos@tapassoder.se',
    message: "Hola! I own a tapas restaurant in Stockholm. We're busy but I never have money. I think I need help with costs and prices. Do you speak English?",
  },
  {
    about: 'board member asks',
    company: 'Skärgårdsrederiet AB',
    name: 'Anders Rederi',
    email: 'anders@skargardsrederiet.se',
    message:
      'Jag sitter i styrelsen för ett rederi med 60 MSEK i omsättning. Vi behöver en extern CFO som kan rapportera till styrelsen varje månad. Hur brukar ni arbeta?',
  },
  {
    about: 'mentions Google reviews own business',
    company: 'Hudvårdskliniken AB',
    name: 'Nina Hud',
    email: 'nina@hudvardskliniken.se',
    message: 'Vi har fina Google-omdömen och många kunder men ändå går vi knappt runt. Vi behöver hjälp med prissättning och kostnader.',
  },
  {
    about: 'consultant forwarding client',
    company: 'Lindström Management',
    name: 'Eva Lindström',
    email: 'eva@lindstrommanagement.se',
    message: 'Jag är interimsvd hos en kund som behöver en CFO i tre månader. Kan ni ta fram ett förslag? Bolaget är ett grossistföretag med 140 MSEK.',
  },
  {
    about: 'mentions Swish scam they avoided',
    company: 'Blomsterboden Ystad',
    name: 'Karin Blom',
    email: 'karin@blomsterbodenystad.se',
    message: 'Någon försökte lura oss att swisha pengar till en falsk leverantör. Vi behöver hjälp med rutiner för betalningar och en budget.',
  },
  {
    about: 'short English question',
    company: 'Kite Software AB',
    name: 'Jon Kite',
    email: 'jon@kitesoftware.se',
    message: 'Do you offer fractional CFO services for startups?',
  },
];

export const spam: SpamEntry[] = [
  {
    kind: 'phishing',
    about: 'Microsoft 365 sign-in verification',
    company: 'Microsoft Account Team',
    name: 'Security Team',
    email: 'security@msonline-verify.com',
    message:
      "Unusual sign-in activity detected on your Microsoft 365 account. If this wasn't you, secure your account now by verifying your identity: https://msonline-verify.com/secure. Accounts not verified within 12 hours will be locked.",
  },
  {
    kind: 'phishing',
    about: 'Google Business verification Swedish',
    company: 'Google Företagsprofil',
    name: 'Support',
    email: 'noreply@google-foretagsprofil.com',
    message:
      'Er företagsprofil på Google har rapporterats och kommer att tas bort. Bekräfta att ni äger företaget genom att logga in här senast i morgon: https://google-foretagsprofil.com/bekrafta',
  },
  {
    kind: 'phishing',
    about: 'domain renewal Swedish',
    company: 'Domänservice Sverige',
    name: 'Kundtjänst',
    email: 'info@domanservice-sverige.net',
    message:
      'Viktigt: er domän löper ut om 2 dagar och hemsida och e-post kommer att sluta fungera. Förnya nu för 299 kr med kort: https://domanservice-sverige.net/fornya',
  },
  {
    kind: 'phishing',
    about: 'Skatteverket BankID',
    company: 'Skatteverket',
    name: 'Skatteverket Kundtjänst',
    email: 'noreply@skatteverket-se.info',
    message:
      'Enligt våra uppgifter har ni rätt till återbetalning av moms på 12 380 kr. För att få pengarna utbetalda måste ni legitimera er med BankID på länken: https://skatteverket-se.info/aterbetalning',
  },
  {
    kind: 'phishing',
    about: 'HR notice login',
    company: 'Personalavdelningen',
    name: 'HR',
    email: 'hr-notis@intranat-personal.com',
    message:
      'Hej! Nya arbetstidsregler och lönerevision för 2027 gäller från 1 januari. Alla anställda måste logga in på personalportalen och godkänna dokumentet: https://intranat-personal.com/godkann',
  },
  {
    kind: 'phishing',
    about: 'crypto wallet seed',
    company: 'Ledger Support',
    name: 'Ledger Security',
    email: 'support@ledger-firmware-update.com',
    message:
      'A critical vulnerability affects your Ledger device. To protect your assets, update your firmware and re-enter your 24-word recovery phrase at https://ledger-firmware-update.com immediately.',
  },
  {
    kind: 'phishing',
    about: 'mailbox full English',
    company: 'Email Administrator',
    name: 'Admin',
    email: 'postmaster@webmail-storage-alert.com',
    message:
      'Your e-mail storage is full. You will not be able to send or receive new messages. Upgrade your storage for free by logging in: https://webmail-storage-alert.com/upgrade',
  },
  {
    kind: 'phishing',
    about: 'password expiry Swedish',
    company: 'IT-avdelningen',
    name: 'Support',
    email: 'it-support@losenord-uppdatering.se',
    message: 'Ditt lösenord går ut i dag. Klicka på länken och ange ditt nuvarande lösenord för att behålla det: https://losenord-uppdatering.se/behall',
  },
  {
    kind: 'phishing',
    about: 'Nordea account locked',
    company: 'Nordea Företag',
    name: 'Säkerhetsavdelningen',
    email: 'sakerhet@nordea-foretag-support.com',
    message:
      'Ert företagskonto har spärrats på grund av misstänkt aktivitet. Verifiera er identitet med BankID inom 24 timmar för att låsa upp kontot: https://nordea-foretag-support.com/bankid',
  },
  {
    kind: 'phishing',
    about: 'DocuSign Swedish',
    company: 'DocuSign',
    name: 'DocuSign',
    email: 'sign@docusign-dokument.net',
    message:
      'Ni har fått ett dokument att signera: "Anställningsavtal_2027.pdf" från Ekonomiavdelningen. Granska dokumentet här: https://docusign-dokument.net/granska',
  },
  {
    kind: 'phishing',
    about: 'shared OneDrive invoice',
    company: 'OneDrive',
    name: 'Anna från Ekonomi',
    email: 'anna.ekonomi@onedrive-shared-docs.com',
    message:
      'Jag har delat fakturan med er via OneDrive eftersom den är för stor för mejl. Logga in med ert Microsoft-konto för att öppna: https://onedrive-shared-docs.com/faktura-7721',
  },
  {
    kind: 'phishing',
    about: 'Kronofogden digital mail',
    company: 'Kronofogden',
    name: 'Kronofogden',
    email: 'meddelande@kronofogden-digital.com',
    message:
      'Ni har ett obetalt betalningsföreläggande. Läs beslutet i er digitala brevlåda genom att identifiera er med BankID: https://kronofogden-digital.com/beslut',
  },
  {
    kind: 'phishing',
    about: 'PostNord customs English',
    company: 'PostNord',
    name: 'PostNord',
    email: 'delivery@postnord-parcel-fee.com',
    message: 'Your parcel SE-8821 is on hold. A customs fee of SEK 27 is unpaid. Pay within 24 hours to avoid return: https://postnord-parcel-fee.com/pay',
  },
  {
    kind: 'phishing',
    about: 'Apple ID locked',
    company: 'Apple',
    name: 'Apple Support',
    email: 'support@appleid-unlock-service.com',
    message:
      'Your Apple ID has been locked for security reasons. Confirm your details and payment information to unlock it: https://appleid-unlock-service.com',
  },
  {
    kind: 'phishing',
    about: 'bank card verification Swedish',
    company: 'Handelsbanken',
    name: 'Kundservice',
    email: 'kundservice@handelsbanken-verifiering.net',
    message:
      'Vi uppdaterar våra säkerhetsrutiner. Bekräfta ert kort och era kontouppgifter inom 48 timmar, annars spärras kortet: https://handelsbanken-verifiering.net',
  },
  {
    kind: 'phishing',
    about: 'Fortnox fake invoice approval',
    company: 'Fortnox',
    name: 'Fortnox Fakturering',
    email: 'faktura@fortnox-attest.com',
    message: 'En leverantörsfaktura väntar på er attest i Fortnox. Logga in för att attestera innan förfallodagen: https://fortnox-attest.com/logga-in',
  },
  {
    kind: 'phishing',
    about: 'voicemail phishing',
    company: 'Voicemail Service',
    name: 'VM',
    email: 'voicemail@teams-voicemail-notice.com',
    message:
      'You have a new voicemail (0:47) from +46 8 123 45 67. Listen to the message by signing in with your Microsoft account: https://teams-voicemail-notice.com/play',
  },
  {
    kind: 'phishing',
    about: 'CEO fraud',
    company: 'Nordvik CFO',
    name: 'VD',
    email: 'vd.nordvik@gmail.com',
    message:
      'Hej, jag sitter i möte och kan inte prata. Jag behöver att du gör en brådskande betalning till en ny leverantör i dag, 87 500 kr. Jag skickar kontouppgifterna strax. Säg inget till någon ännu.',
  },
  {
    kind: 'phishing',
    about: 'gift card CEO fraud English',
    company: 'Managing Director',
    name: 'Director',
    email: 'md.office.private@outlook.com',
    message:
      'Are you available? I need you to purchase some Apple gift cards for a client presentation today. I will reimburse you. Reply with the codes as soon as possible.',
  },
  {
    kind: 'phishing',
    about: 'Swish refund',
    company: 'Swish',
    name: 'Swish Kundservice',
    email: 'kundtjanst@swish-aterbetalning.com',
    message:
      'Du har fått en återbetalning på 2 140 kr via Swish. För att ta emot pengarna, logga in med BankID och ange ditt kortnummer: https://swish-aterbetalning.com',
  },
  {
    kind: 'phishing',
    about: 'LinkedIn job offer login',
    company: 'LinkedIn Recruiter',
    name: 'Talent Team',
    email: 'jobs@linkedin-careers-mail.com',
    message:
      'A hiring manager wants to interview you for a CFO position (salary 180k EUR). View the job details by signing in to your LinkedIn account: https://linkedin-careers-mail.com/job/4421',
  },
  {
    kind: 'phishing',
    about: 'tax agency English',
    company: 'Swedish Tax Agency',
    name: 'Tax Office',
    email: 'refund@swedish-tax-refund.com',
    message: 'You are eligible for a tax refund of SEK 6,320. Please complete the refund form with your bank details: https://swedish-tax-refund.com/form',
  },
  {
    kind: 'invoice',
    about: 'directory confirmation with bankgiro',
    company: 'Företagsregistret Sverige',
    name: 'Kundtjänst',
    email: 'faktura@foretagsregistret-sverige.com',
    message:
      'Bekräftelse: ert företag är nu registrerat i Företagsregistret Sverige för år 2027. Registreringsavgift 7 900 kr exkl. moms. Betala till bankgiro 5123-4455 med OCR 2026118877 senast 2026-12-20.',
  },
  {
    kind: 'invoice',
    about: 'fake invoice reminder inkasso',
    company: 'Branschkatalogen Norden',
    name: 'Ekonomi',
    email: 'ekonomi@branschkatalogen-norden.se',
    message:
      'Andra påminnelse! Faktura 77120 avseende er annons i Branschkatalogen Norden är fortfarande obetald (5 950 kr). Betala till bankgiro 5544-3322 inom 5 dagar, annars lämnas ärendet till inkasso.',
  },
  {
    kind: 'invoice',
    about: 'order confirmation advertising',
    company: 'Mediaportalen Sverige',
    name: 'Sälj',
    email: 'order@mediaportalen-sverige.se',
    message:
      'Tack för er beställning per telefon! Vi bekräftar härmed er annonsplats på Mediaportalen under 12 månader, totalt 14 400 kr. Faktura med OCR skickas inom kort. Vid invändning kontakta oss inom 3 dagar.',
  },
  {
    kind: 'invoice',
    about: 'EU VAT register scam',
    company: 'EU VAT Registry',
    name: 'Registration Department',
    email: 'info@eu-vat-registry.org',
    message:
      'Your company must be registered in the EU VAT Registry to trade within the EU. Please complete the attached form. Annual registration fee EUR 1,190, payable within 14 days.',
  },
  {
    kind: 'invoice',
    about: 'trademark renewal scam',
    company: 'Nordic Trademark Office',
    name: 'Renewals',
    email: 'renewals@nordic-trademark-office.com',
    message:
      'Your trademark NORDVIK CFO is due for publication in the Nordic Trademark Register. Publication fee SEK 12,450. Please pay within 10 days to avoid removal from the register.',
  },
  {
    kind: 'invoice',
    about: 'Chinese domain registrar scam',
    company: 'CN Domain Registration Center',
    name: 'Jason Liu',
    email: 'jason.liu@cn-domain-center.com',
    message:
      'Dear Manager, we are a domain registration service in Shanghai. We received an application to register "nordvikcfo.cn" and "nordvikcfo.asia". We need to confirm whether this company is your business partner before we approve it.',
  },
  {
    kind: 'invoice',
    about: 'supplier bank change',
    company: 'Kontorsleverantören AB',
    name: 'Ekonomiavdelningen',
    email: 'ekonomi@kontorsleverantoren-faktura.com',
    message:
      'Vi meddelar att vi har bytt bank. Vänligen betala alla utestående fakturor, bland annat faktura 30218 på 36 750 kr, till vårt nya bankgiro 5560-9988 redan i dag för att undvika förseningsavgift.',
  },
  {
    kind: 'invoice',
    about: 'search engine submission',
    company: 'SEO Register',
    name: 'Billing',
    email: 'billing@seo-register-services.com',
    message:
      'Domain name: nordvikcfo.se. Search engine optimization and submission service for 12 months. Amount due: USD 119. Payment due upon receipt. This offer is not an invoice.',
  },
  {
    kind: 'invoice',
    about: "Swedish directory 'uppdatera uppgifter'",
    company: 'Sveriges Företagsguide',
    name: 'Registreringsavdelningen',
    email: 'uppdatering@sverigesforetagsguide.se',
    message:
      'Hej! Vi behöver att ni kontrollerar och uppdaterar era företagsuppgifter i Sveriges Företagsguide. Signera och returnera blanketten. (Genom underskrift beställs annonsering för 3 år, 9 800 kr per år.)',
  },
  {
    kind: 'invoice',
    about: 'fake collection English',
    company: 'International Debt Recovery',
    name: 'Collections',
    email: 'collections@intl-debt-recovery.com',
    message:
      'Final demand: outstanding invoice from Business Directory Europe, EUR 2,340 plus fees. Failure to pay within 7 days will result in legal proceedings in your country.',
  },
  {
    kind: 'invoice',
    about: 'award fee',
    company: 'Swedish SME Awards',
    name: 'Award Committee',
    email: 'committee@swedish-sme-awards.com',
    message:
      'Congratulations! Nordvik CFO has been nominated Company of the Year 2027. To confirm your participation and receive the award certificate, pay the administration fee of SEK 8,900 by bank transfer.',
  },
  {
    kind: 'invoice',
    about: 'fake Google listing invoice Swedish',
    company: 'Google Kartor Företagslista',
    name: 'Fakturering',
    email: 'faktura@kartor-foretagslista.se',
    message:
      'Faktura: årsavgift för er premiumplacering i Google Kartor företagslista, 3 490 kr. Betalas till bankgiro 5050-7711. OCR 88120034. Förfallodatum 2026-12-10.',
  },
  {
    kind: 'invoice',
    about: 'fake invoice attached PDF',
    company: 'Leverantörsreskontra',
    name: 'Ekonomi',
    email: 'reskontra@invoice-center-nordic.com',
    message:
      'Hej, bifogat finns faktura 2026-1188 på 24 900 kr för konsulttjänster enligt överenskommelse. Förfallodag 10 dagar. Betala till IBAN SE45 5000 0000 0583 9825 7466. Tack för samarbetet!',
  },
  {
    kind: 'invoice',
    about: 'registration renewal Trade Register',
    company: 'Global Business Register',
    name: 'Renewal Team',
    email: 'renew@globalbusinessregister.net',
    message:
      'Renewal notice: your listing in the Global Business Register expires. To keep your company visible to 2 million buyers, renew for EUR 877 per year. Sign the enclosed form.',
  },
  {
    kind: 'invoice',
    about: 'bekräftelse telefonförsäljning',
    company: 'Annonsbolaget Plus',
    name: 'Kundservice',
    email: 'bekraftelse@annonsbolagetplus.se',
    message:
      'Hej! Som överenskommet i telefonsamtalet med er medarbetare bekräftar vi härmed beställningen av annonspaket Guld, 18 900 kr. Avtalet är bindande. Faktura skickas per post.',
  },
  {
    kind: 'seo',
    about: 'Swedish SEO with name',
    company: 'Sökoptimering Pro',
    name: 'Johanna',
    email: 'johanna@sokoptimeringpro.se',
    message:
      'Hej! Jag heter Johanna och är specialist på sökmotoroptimering. När jag sökte på "ekonomichef uthyrning" hittade jag inte er. Vi har hjälpt över 300 företag till toppen av Google. Får jag ringa er en kort stund?',
  },
  {
    kind: 'seo',
    about: 'English website issues',
    company: 'Web Solutions Hub',
    name: 'Priya',
    email: 'priya@websolutionshub.com',
    message:
      'Hi, I came across your website and noticed some issues with design and SEO which may be affecting your business. I can send you a detailed report with solutions. Would you be interested?',
  },
  {
    kind: 'seo',
    about: 'English redesign',
    company: 'Creative Pixel Studio',
    name: 'Daniel',
    email: 'daniel@creativepixelstudio.net',
    message:
      "Hello! I'm a freelance web designer. I checked your site and I think a fresh modern design could double your conversions. My rates start at $300. Can I send my portfolio?",
  },
  {
    kind: 'seo',
    about: 'guest post request Swedish',
    company: 'Bloggnätverket',
    name: 'Emil',
    email: 'emil@bloggnatverket.se',
    message: 'Hej! Vi skulle vilja publicera en artikel på er sajt med en länk till vår kund. Vi betalar 1 500 kr per publicering. Intresserade?',
  },
  {
    kind: 'seo',
    about: 'Google Ads management',
    company: 'Ads Experts',
    name: 'Ryan',
    email: 'ryan@adsexperts.co',
    message:
      'Are you running Google Ads? Most businesses waste 40% of their budget. We manage campaigns for consulting firms with guaranteed ROI. Free audit this week.',
  },
  {
    kind: 'seo',
    about: 'app development Swedish from agency',
    company: 'Appbyggarna',
    name: 'Kevin',
    email: 'kevin@appbyggarna.se',
    message:
      'Hej! Har ni funderat på en egen app för era kunder? Vi bygger appar till fast pris från 49 000 kr. Boka ett kostnadsfritt möte så berättar vi mer.',
  },
  {
    kind: 'seo',
    about: 'Instagram growth',
    company: 'Insta Growth Agency',
    name: 'Sophie',
    email: 'sophie@instagrowthagency.com',
    message: 'Hey! Love your brand. We help businesses grow to 10k real followers in 60 days. Want to see our case studies?',
  },
  {
    kind: 'seo',
    about: 'reviews removal',
    company: 'Reputation Fix',
    name: 'Chris',
    email: 'chris@reputationfix.net',
    message: 'We noticed some negative reviews about your business online. We can remove them permanently. 100% confidential. Contact us for pricing.',
  },
  {
    kind: 'seo',
    about: 'website speed audit Swedish',
    company: 'Snabbsajt',
    name: 'Mattias',
    email: 'mattias@snabbsajt.se',
    message:
      'Hej! Er hemsida laddar långsamt på mobilen och tappar besökare. Vi gör en gratis analys och kan göra den dubbelt så snabb. Svara JA så skickar jag rapporten.',
  },
  {
    kind: 'seo',
    about: 'local SEO map pack',
    company: 'Local Rank Pros',
    name: 'Ashley',
    email: 'ashley@localrankpros.com',
    message: "Hi there! Your business isn't showing up in the Google Maps 3-pack for 'CFO services'. We can get you there in 30 days or you don't pay.",
  },
  {
    kind: 'seo',
    about: 'video explainer',
    company: 'Explainer Videos Co',
    name: 'Tom',
    email: 'tom@explainervideos.co',
    message:
      'Hi, would you like an animated explainer video for your website? Videos increase conversions by 80%. Prices from $399. Check our samples at explainervideos.co',
  },
  {
    kind: 'seo',
    about: 'LinkedIn lead gen Swedish',
    company: 'Leadsmaskinen',
    name: 'Victor',
    email: 'victor@leadsmaskinen.se',
    message:
      'Hej! Vi bokar in kvalificerade möten med vd:ar och ägare åt konsultbolag via LinkedIn. Ni betalar bara per bokat möte. Ska vi ta ett kort samtal?',
  },
  {
    kind: 'seo',
    about: 'website translation offer',
    company: 'TransGlobal Translations',
    name: 'Maria',
    email: 'maria@transglobaltranslations.com',
    message:
      'Dear Sir/Madam, we offer professional translation of your website into 40 languages at competitive prices. Please let us know if you need a quote.',
  },
  {
    kind: 'seo',
    about: 'chatbot offer',
    company: 'AI Chat Solutions',
    name: 'Jake',
    email: 'jake@aichatsolutions.ai',
    message: 'Hi! Add an AI chatbot to your website and capture 3x more leads 24/7. Free 14-day trial, setup in 5 minutes.',
  },
  {
    kind: 'seo',
    about: 'logo design',
    company: 'Logo Masters',
    name: 'Anna',
    email: 'anna@logomasters.design',
    message: 'Hello, we noticed your logo could be improved. We design professional logos starting at $49. Unlimited revisions!',
  },
  {
    kind: 'seo',
    about: 'WordPress maintenance',
    company: 'WP Care Team',
    name: 'Ben',
    email: 'ben@wpcareteam.com',
    message: 'Your WordPress site may have outdated plugins that put it at risk of being hacked. Our maintenance plan is only $29/month. Reply to get started.',
  },
  {
    kind: 'seo',
    about: 'cold email sequences',
    company: 'Outbound Growth',
    name: 'Liam',
    email: 'liam@outboundgrowth.io',
    message: 'Quick question - who handles new business at your firm? We send personalised cold emails on your behalf and book 15+ sales calls a month.',
  },
  {
    kind: 'crypto',
    about: 'AI trading Swedish',
    company: 'Krypto AI Sverige',
    name: 'Erik',
    email: 'erik@krypto-ai-sverige.com',
    message: 'Tjäna pengar medan du sover! Vår AI-robot handlar bitcoin åt dig och gav 37 % avkastning förra månaden. Börja med 2 500 kr redan i dag.',
  },
  {
    kind: 'crypto',
    about: 'celebrity endorsed',
    company: 'Finans Nyheter',
    name: 'Redaktionen',
    email: 'redaktion@finans-nyheter-idag.com',
    message:
      'Känd svensk tv-profil avslöjar hur hon tjänar 50 000 kr i veckan på den nya kryptoplattformen. Banker vill stoppa det – läs artikeln innan den tas bort.',
  },
  {
    kind: 'crypto',
    about: 'staking yields',
    company: 'DeFi Yield Pro',
    name: 'Alex',
    email: 'alex@defiyieldpro.io',
    message: 'Earn up to 25% APY staking USDT on our platform. Fully insured, withdraw anytime. Register now and get a $50 bonus.',
  },
  {
    kind: 'crypto',
    about: 'recovery scam Swedish',
    company: 'Kryptoåtervinning',
    name: 'Support',
    email: 'support@kryptoatervinning.com',
    message:
      'Har du förlorat pengar på en bedräglig kryptoplattform? Våra experter kan spåra och återfå dina pengar. Kontakta oss på WhatsApp för en gratis utvärdering.',
  },
  {
    kind: 'crypto',
    about: 'investment partner',
    company: 'Capital Growth Partners',
    name: 'Mr. Wong',
    email: 'wong@capitalgrowthpartners.hk',
    message: 'Greetings! I have a confidential investment proposal with returns of 15% per month in a gold mining project. Kindly reply for details.',
  },
  {
    kind: 'crypto',
    about: 'airdrop',
    company: 'Solana Airdrop',
    name: 'Airdrop Team',
    email: 'claim@sol-airdrop-claim.io',
    message: 'You are eligible for the SOL community airdrop worth $1,250. Connect your wallet to claim before it expires.',
  },
  {
    kind: 'sales',
    about: 'business loan no UC',
    company: 'Snabbfinans Företag',
    name: 'Sälj',
    email: 'info@snabbfinans-foretag.se',
    message: 'Behöver ert företag pengar snabbt? Låna upp till 3 MSEK utan säkerhet, ingen UC-kontroll, pengarna på kontot inom 24 timmar. Ansök nu!',
  },
  {
    kind: 'sales',
    about: 'invoice factoring pitch',
    company: 'Fakturapartner Sverige',
    name: 'Jessica',
    email: 'jessica@fakturapartner.se',
    message: 'Hej! Med vår tjänst får ni betalt för era fakturor redan samma dag. Inga bindningstider och kampanjpris 1,5 %. Får jag skicka mer information?',
  },
  {
    kind: 'sales',
    about: 'merchant cash advance',
    company: 'Fast Capital Funding',
    name: 'Mike',
    email: 'mike@fastcapitalfunding.us',
    message: 'Pre-approved: your business qualifies for up to $250,000 in working capital. No collateral needed. Reply now to claim your offer.',
  },
  {
    kind: 'sales',
    about: 'bookkeeping outsourcing India',
    company: 'Accounts Outsourcing India',
    name: 'Rahul',
    email: 'rahul@accountsoutsourcingindia.com',
    message:
      'Dear Business Owner, we provide complete bookkeeping and accounting services for Swedish companies at 60% lower cost. Our team works on Fortnox and Visma. Can we have a call?',
  },
  {
    kind: 'sales',
    about: 'virtual assistant',
    company: 'Remote Staff Solutions',
    name: 'Joy',
    email: 'joy@remotestaffsolutions.ph',
    message: 'Hi! Need help with admin, bookkeeping or customer service? Hire a full-time virtual assistant from the Philippines for $900/month.',
  },
  {
    kind: 'sales',
    about: 'offshore development',
    company: 'DevTeam Ukraine',
    name: 'Oleg',
    email: 'oleg@devteamukraine.com',
    message:
      'Hello, we are a software development company with 150 engineers. We help Scandinavian companies build web platforms at a fraction of the cost. Can we share case studies?',
  },
  {
    kind: 'sales',
    about: 'accounting firm pitch Swedish',
    company: 'Enkel Redovisning Online',
    name: 'Lina',
    email: 'lina@enkelredovisningonline.se',
    message:
      'Hej! Betalar ni för mycket för er bokföring? Vi sköter hela redovisningen från 995 kr/mån. Byt enkelt, vi flyttar allt åt er. Svara på mejlet så ringer vi upp.',
  },
  {
    kind: 'sales',
    about: 'telephony',
    company: 'Företagstelefoni Direkt',
    name: 'Niklas',
    email: 'niklas@foretagstelefonidirekt.se',
    message:
      'Hej! Vi hjälper företag att halvera telefonikostnaden med en smart molnväxel. Jag skulle vilja boka 15 minuter för att visa hur mycket ni kan spara.',
  },
  {
    kind: 'sales',
    about: 'electricity contract',
    company: 'Energimäklarna',
    name: 'Sandra',
    email: 'sandra@energimaklarna.se',
    message:
      'Hej! Elpriserna stiger igen i vinter. Vi förhandlar fram bästa elavtalet för ert företag helt kostnadsfritt. Svara med er senaste elräkning så räknar vi på det.',
  },
  {
    kind: 'sales',
    about: 'recruitment pitch',
    company: 'Ekonomirekrytering Sverige',
    name: 'Tobias',
    email: 'tobias@ekonomirekrytering.se',
    message: 'Hej! Vi har flera duktiga ekonomer och controllers som söker jobb just nu. Vill ni se några profiler? Vi arbetar på no cure no pay.',
  },
  {
    kind: 'sales',
    about: 'conference sales',
    company: 'Nordic Finance Forum',
    name: 'Events',
    email: 'events@nordicfinanceforum.com',
    message: 'Last chance to book your seat at Nordic Finance Forum 2027! 40% discount for CFOs until Friday. Register today.',
  },
  {
    kind: 'sales',
    about: 'office coffee',
    company: 'Kaffeservice Kontor',
    name: 'Magnus',
    email: 'magnus@kaffeservicekontor.se',
    message: 'Hej! Vi erbjuder kaffemaskiner till kontoret utan investering, från 399 kr/mån inklusive service. Vill ni testa en maskin gratis i två veckor?',
  },
  {
    kind: 'sales',
    about: 'promotional products',
    company: 'Profilprodukter Norden',
    name: 'Jenny',
    email: 'jenny@profilprodukter-norden.se',
    message: 'Hej! Inför julen har vi 20 % på alla profilprodukter – muggar, pennor och julklappar med ert tryck. Beställ senast 1 december.',
  },
  {
    kind: 'sales',
    about: 'cyber insurance pitch',
    company: 'CyberSkydd Försäkring',
    name: 'Anders',
    email: 'anders@cyberskydd.se',
    message:
      'Hej! Visste ni att 60 % av små företag som drabbas av en cyberattack går i konkurs inom ett år? Vår cyberförsäkring kostar från 290 kr/mån. Boka ett möte!',
  },
  {
    kind: 'spam',
    about: 'contact form blast',
    company: 'Form Submit Pro',
    name: 'Marketing',
    email: 'marketing@formsubmitpro.com',
    message:
      'Hello! If you are reading this message, it means our contact form marketing works. We can deliver your advertisement to 3 million websites for $79. Visit formsubmitpro.com for more info.',
  },
  {
    kind: 'spam',
    about: 'contact form blast Swedish',
    company: 'Formulärreklam',
    name: 'Info',
    email: 'info@formularreklam.com',
    message:
      'Hej! Du läser det här meddelandet – bevis på att vår metod fungerar. Vi skickar din reklam via kontaktformulär till 500 000 svenska företag. Pris 1 990 kr.',
  },
  {
    kind: 'spam',
    about: 'nice site',
    company: 'Blog Reader',
    name: 'Kate',
    email: 'kate.smith1991@yandex.com',
    message: 'Hello! Great site, very informative. I bookmarked it. Please check my blog too, thanks!',
  },
  {
    kind: 'spam',
    about: 'partnership vague',
    company: 'International Trade Partners',
    name: 'Mr. Chen',
    email: 'chen@itp-trade-partners.com',
    message: 'Dear Friend, I have a profitable business proposal for you that will be of mutual benefit. Kindly reply so I can give you more details.',
  },
  {
    kind: 'spam',
    about: 'manufacturer offer',
    company: 'Guangzhou Packaging Co',
    name: 'Lily',
    email: 'lily@gzpackaging.cn',
    message:
      'Dear Sir, we are a leading manufacturer of paper bags and packaging boxes. Factory price, fast delivery, free samples. Looking forward to your inquiry.',
  },
  {
    kind: 'spam',
    about: 'inheritance',
    company: 'Law Chambers',
    name: 'Barrister Williams',
    email: 'b.williams@lawchambers-intl.com',
    message:
      'I am contacting you regarding the estate of a late client who shares your surname. He left USD 8.5 million and I need a foreign partner to claim it. You will receive 40%.',
  },
  {
    kind: 'spam',
    about: 'lottery Swedish',
    company: 'Europeiska Lotteriet',
    name: 'Vinstavdelningen',
    email: 'vinst@europeiska-lotteriet.com',
    message:
      'Grattis! Er e-postadress har dragits som vinnare av 750 000 euro i Europeiska Lotteriet. Kontakta vår handläggare med namn, adress och kontonummer för att få ut vinsten.',
  },
  {
    kind: 'spam',
    about: 'sextortion',
    company: 'Anonymous',
    name: 'Hacker',
    email: 'hacker@tutanota.com',
    message: 'I hacked your device months ago and recorded you. Send 0.05 BTC to my wallet within 48 hours or I will send the video to all your contacts.',
  },
  {
    kind: 'spam',
    about: 'pharmacy Swedish',
    company: 'Apotek Online 24',
    name: 'Kundtjänst',
    email: 'info@apotekonline24.net',
    message: 'Köp Viagra, Cialis och sömntabletter utan recept. Snabb och diskret leverans i hela Sverige. 25 % rabatt denna vecka.',
  },
  {
    kind: 'spam',
    about: 'casino English',
    company: 'Royal Spins Casino',
    name: 'VIP Team',
    email: 'vip@royalspins.casino',
    message: 'Welcome bonus 500% + 300 free spins for new players! Play now at Royal Spins Casino.',
  },
  {
    kind: 'spam',
    about: 'dating',
    company: 'Sweet Girls',
    name: 'Anastasia',
    email: 'anastasia.love@lovemail.ru',
    message: 'Hello dear, I am a lonely woman looking for a serious man. I saw your profile and want to know you. Write to my private email please.',
  },
  {
    kind: 'spam',
    about: 'fake DMCA Swedish',
    company: 'Upphovsrättsbyrån',
    name: 'Juridik',
    email: 'juridik@upphovsratt-anmalan.com',
    message:
      'Ni använder upphovsrättsskyddade bilder på er webbplats utan licens. Se bevisen i dokumentet och ta bort bilderna inom 24 timmar för att undvika stämning: https://dokument-delning.net/bevis',
  },
  {
    kind: 'spam',
    about: 'link list spam',
    company: 'Best Links',
    name: 'Links',
    email: 'links@bestlinks.example',
    message: 'Check these: https://cheap-pills.top https://best-casino.xyz https://hot-deals.online https://free-money.click',
  },
  {
    kind: 'spam',
    about: 'HTML link spam',
    company: 'Anchor Text',
    name: 'Admin',
    email: 'admin@anchortext.example',
    message: '<a href="https://cheap-loans.example">cheap loans</a> <a href="https://best-loans.example">best loans</a>',
  },
  {
    kind: 'spam',
    about: 'BBCode spam',
    company: 'Forum Links',
    name: 'Bot',
    email: 'bot@forumlinks.example',
    message: '[url=https://replica-bags.example]replica bags[/url] [url=https://replica-shoes.example]replica shoes[/url]',
  },
  {
    kind: 'spam',
    about: 'Russian SEO',
    company: 'SEO Продвижение',
    name: 'Дмитрий',
    email: 'dmitry@seo-prodvizhenie.ru',
    message: 'Здравствуйте! Продвинем ваш сайт в ТОП-10 Яндекса и Google за 30 дней. Гарантия результата. Пишите!',
  },
  {
    kind: 'spam',
    about: 'Chinese trade',
    company: '深圳电子有限公司',
    name: '张伟',
    email: 'zhang@sz-electronics.cn',
    message: '您好！我们是专业的电子产品制造商，价格优惠，质量保证，欢迎询价。',
  },
  {
    kind: 'spam',
    about: 'random gibberish bot',
    company: 'qwerty',
    name: 'asdf',
    email: 'jk2841@mail.example',
    message: 'hgfjdks lkjhg qwert asdfgh zxcvb 8841 hjkl',
  },
  { kind: 'spam', about: 'test message bot', company: 'Test', name: 'Test', email: 'test@test-bot.example', message: 'test test test 123' },
  {
    kind: 'spam',
    about: 'Whatsapp investment group',
    company: 'WhatsApp Investeringsgrupp',
    name: 'Lärare Anna',
    email: 'anna.invest@gmail.com',
    message:
      'Hej! Jag bjuder in dig till vår gratis WhatsApp-grupp där professor Lars delar aktietips som gett 300 % i år. Platserna är begränsade, svara snabbt!',
  },
  {
    kind: 'spam',
    about: 'business grant scam',
    company: 'EU Business Grant Office',
    name: 'Grant Officer',
    email: 'grants@eu-business-grant-office.org',
    message:
      'Your company has been selected to receive an EU business development grant of EUR 45,000. To process your grant, a handling fee of EUR 380 must be paid.',
  },
  {
    kind: 'spam',
    about: 'domain for sale',
    company: 'Domain Broker',
    name: 'Alex',
    email: 'alex@premiumdomainsales.com',
    message:
      'Hello, the premium domain nordviccfo.com is now available for purchase. It is a perfect match for your brand. Price: $2,900. Reply to secure it before someone else does.',
  },
  {
    kind: 'spam',
    about: 'unsubscribe newsletter spam',
    company: 'Marketing Weekly',
    name: 'News',
    email: 'news@marketing-weekly.example',
    message: "This week's top 10 growth hacks for small business! Click here to read more. To unsubscribe reply STOP.",
  },
  {
    kind: 'spam',
    about: 'fake job offer',
    company: 'Global Remote Jobs',
    name: 'HR Manager',
    email: 'hr@global-remote-jobs.com',
    message: 'We are hiring a Finance Assistant to work from home, $450/day. No experience needed. Send your CV and a copy of your ID to apply.',
  },
  {
    kind: 'spam',
    about: 'money mule',
    company: 'Payment Agent',
    name: 'Mr. Smith',
    email: 'smith.payments@protonmail.com',
    message: 'We are looking for a payment agent in Sweden to receive customer payments into your account and forward them. You keep 10% commission.',
  },
  {
    kind: 'spam',
    about: 'romance/investment English',
    company: 'Jessica',
    name: 'Jessica',
    email: 'jessica.trader@gmail.com',
    message:
      'Hi, sorry I think I have the wrong contact but you seem nice. I work in crypto trading in Singapore, would you like to learn how I make 5% a day?',
  },
  {
    kind: 'spam',
    about: 'urgent business proposal Swedish machine-translated',
    company: 'Affärsförslag',
    name: 'Herr David',
    email: 'david.proposal@outlook.com',
    message: 'Kära vän, jag har ett brådskande och konfidentiellt affärsförslag åt er som kommer att gynna oss båda. Var vänlig svara för mer information.',
  },
  {
    kind: 'spam',
    about: 'review request spam',
    company: 'Review Exchange',
    name: 'Julia',
    email: 'julia@reviewexchange.net',
    message: "Hi! Let's help each other: I leave a 5-star Google review for you and you do the same for us. Deal?",
  },
  {
    kind: 'spam',
    about: 'fake security scan',
    company: 'Website Security Alert',
    name: 'Security Scanner',
    email: 'alert@website-security-scan.net',
    message:
      'ALERT: Malware detected on nordvikcfo.se. Your site may be blacklisted by Google within 24 hours. Fix it now: https://website-security-scan.net/fix',
  },
  {
    kind: 'spam',
    about: 'SEO in name field with links',
    company: 'SEO Services',
    name: 'www.seo1.example www.seo2.example www.seo3.example',
    email: 'seo@seoservices.example',
    message: 'Cheap SEO.',
  },
  // Written after the filter was built, in another voice, and judged once as they are (docs/decisions.md 132).
  {
    kind: 'phishing',
    about: 'Microsoft Teams message',
    company: 'Teams',
    name: 'Microsoft Teams',
    email: 'notifications@teams-msg-alerts.com',
    message: 'You have 3 unread messages from your CFO in Microsoft Teams. Sign in to read them: https://teams-msg-alerts.com/read',
  },
  {
    kind: 'phishing',
    about: 'Swedish bank BankID update',
    company: 'SEB Företag',
    name: 'SEB',
    email: 'kundservice@seb-foretag-uppdatering.com',
    message:
      'Från och med 1 december måste alla företagskunder uppdatera sitt BankID. Gör det enkelt här: https://seb-foretag-uppdatering.com. Annars spärras er internetbank.',
  },
  {
    kind: 'phishing',
    about: 'Zoom meeting fake',
    company: 'Zoom',
    name: 'Zoom',
    email: 'no-reply@zoom-meeting-invite.net',
    message:
      'You have been invited to a scheduled Zoom meeting: Q4 Budget Review. Join with your company email and password: https://zoom-meeting-invite.net/j/884',
  },
  {
    kind: 'invoice',
    about: 'advertising directory Swedish',
    company: 'Sveriges Bästa Företag',
    name: 'Redaktionen',
    email: 'faktura@sverigesbastaforetag.se',
    message:
      'Grattis! Ni finns med i listan Sveriges Bästa Företag 2027. Diplom och profilsida ingår. Avgift 4 500 kr. Betala till bankgiro 5432-1098 inom 10 dagar.',
  },
  {
    kind: 'invoice',
    about: 'fake renewal English',
    company: 'Business Listings Worldwide',
    name: 'Accounts',
    email: 'accounts@business-listings-worldwide.com',
    message: 'Renewal: your company profile on Business Listings Worldwide. Annual fee EUR 690. Payment due within 14 days to avoid deletion of your listing.',
  },
  {
    kind: 'seo',
    about: 'Swedish SEO casual',
    company: 'Webbhjälpen',
    name: 'Robin',
    email: 'robin@webbhjalpen.se',
    message: 'Tjena! Kollade in er sajt, snygg men den syns knappt på Google. Jag kan fixa det för en billig peng. Hörs?',
  },
  {
    kind: 'seo',
    about: 'English guest post casual',
    company: 'Content Hub',
    name: 'Anna',
    email: 'anna.contenthub@gmail.com',
    message: "Hi! I'm a freelance writer and would love to contribute a guest article to your blog. In return I only ask for one link. Interested?",
  },
  {
    kind: 'seo',
    about: 'web audit Swedish formal',
    company: 'Digitalbyrån Nova',
    name: 'Marcus',
    email: 'marcus@digitalbyrannova.se',
    message:
      'Bästa mottagare, vi har genomfört en analys av er webbplats och identifierat flera förbättringsområden inom sökmotoroptimering och konvertering. Vi presenterar gärna resultatet vid ett kostnadsfritt möte.',
  },
  {
    kind: 'sales',
    about: 'lead list sale Swedish',
    company: 'Företagsdata Sverige',
    name: 'Emma',
    email: 'emma@foretagsdata-sverige.se',
    message:
      'Hej! Vi säljer uppdaterade listor med beslutsfattare i svenska bolag, inklusive direktnummer och e-post. 1 000 kontakter för 2 990 kr. Vill ni ha ett gratis prov?',
  },
  {
    kind: 'sales',
    about: 'English outsourcing formal',
    company: 'Precision Accounting Services',
    name: 'Ravi',
    email: 'ravi@precisionaccountingservices.in',
    message:
      'Respected Sir/Madam, we are a team of qualified accountants offering bookkeeping, payroll and tax support for Scandinavian companies at affordable rates. Kindly let us know a convenient time to discuss.',
  },
  {
    kind: 'sales',
    about: 'Swedish consulting pitch',
    company: 'Effektivisering AB',
    name: 'Peter',
    email: 'peter@effektiviseringab.se',
    message: 'Hej! Vi hjälper företag att sänka sina kostnader med 20 % på tre månader. Vi jobbar helt på provision. Passar det med ett kort möte nästa vecka?',
  },
  {
    kind: 'crypto',
    about: 'Swedish crypto tip',
    company: 'Investeringstips',
    name: 'Sofia',
    email: 'sofia.invest@outlook.com',
    message:
      'Hej! Jag ville bara tipsa om en kryptoplattform där jag själv har tjänat över 200 000 kr på två månader. Skriv till mig så berättar jag hur du kommer igång.',
  },
  {
    kind: 'crypto',
    about: 'English investment DM',
    company: 'Wealth Mentor',
    name: 'James',
    email: 'james.wealthmentor@gmail.com',
    message: 'Hi, I help busy professionals grow their savings with automated trading. My clients average 8% per month. Want to hear more?',
  },
  {
    kind: 'spam',
    about: 'contact form ad casual',
    company: 'Ad Blaster',
    name: 'Mike',
    email: 'mike@adblaster.net',
    message: "Hey, you're reading this so you know it works! I can post your ad on 1M+ contact forms. Cheap. Reply for info.",
  },
  {
    kind: 'spam',
    about: 'inheritance Swedish',
    company: 'Advokatbyrån Internationell',
    name: 'Advokat Johnson',
    email: 'johnson@advokat-internationell.com',
    message:
      'Bästa vän, jag kontaktar dig angående ett arv på 4,2 miljoner euro efter en avliden klient med samma efternamn som du. Svara för mer information.',
  },
  {
    kind: 'spam',
    about: 'random praise English',
    company: 'Happy Reader',
    name: 'Jane',
    email: 'jane.reader2001@hotmail.com',
    message: 'I really love your website, it is so useful!! Keep up the good work. Visit my site for free gifts.',
  },
  {
    kind: 'phishing',
    about: 'Kivra notice English',
    company: 'Kivra',
    name: 'Kivra',
    email: 'no-reply@kivra-notice.com',
    message: 'You have received an important document from Skatteverket. Log in with BankID to read it: https://kivra-notice.com/login',
  },
  {
    kind: 'invoice',
    about: 'supplier invoice English fake',
    company: 'Office Supplies Ltd',
    name: 'Billing',
    email: 'billing@office-supplies-ltd.net',
    message:
      'Dear customer, please find our invoice INV-88213 for office supplies, total SEK 18,400. Kindly pay to our new bank account IBAN SE12 3456 7890 1234 5678 9012 by Friday.',
  },
  {
    kind: 'seo',
    about: 'Google Business optimisation Swedish',
    company: 'Lokal Synlighet',
    name: 'Amir',
    email: 'amir@lokalsynlighet.se',
    message: 'Hej! Vi optimerar er Google-företagsprofil så att fler hittar er lokalt. Fast pris 1 490 kr i månaden, ingen bindningstid. Vill ni testa?',
  },
  {
    kind: 'sales',
    about: 'webinar invite English',
    company: 'SaaS Growth Summit',
    name: 'Events',
    email: 'events@saasgrowthsummit.io',
    message: 'Join 5,000 founders at the SaaS Growth Summit (free online). Learn how to 10x your revenue. Save your seat today!',
  },
];
