/**
 * One page using every content block once, for whole-page checks (unique ids, references that
 * resolve, heading outline). Kept next to the test fixture so both tests and manual checks use it.
 */
import type { Block } from '../content/model';
import { withDefaults, type BlockInput } from './test-content';

const written: BlockInput<Block>[] = [
  {
    type: 'hero',
    badge: 'Finansiell analys',
    heading: 'Fatta beslut på siffror i stället för magkänsla',
    lead: 'Vi går igenom lönsamhet, kassaflöde och nyckeltal och visar var pengarna finns.',
    points: ['Första mötet är kostnadsfritt', 'Svar inom 48 timmar', 'Ingen bindningstid'],
    actions: [
      { label: 'Beställ analys', href: '/boka-mote' },
      { label: 'Ring oss', href: 'telefon' },
    ],
    stats: [
      { value: '+12 %', label: 'bättre marginal i snitt' },
      { value: '50+', label: 'nöjda kunder' },
      { value: '5–100 MSEK', label: 'i omsättning' },
      { value: '48 h', label: 'till första svar' },
    ],
  },
  {
    type: 'benefits',
    heading: 'Det här får ni',
    intro: 'En analys som går att använda i nästa styrelsemöte.',
    items: [
      'Lönsamhet per produktlinje och kundsegment.',
      'En likviditetsprognos tretton veckor framåt.',
      'Tydliga nyckeltal med mål och ansvariga.',
      'Konkreta åtgärder ordnade efter effekt.',
    ],
  },
  {
    type: 'cards',
    heading: 'Typer av analyser',
    intro: 'Välj den analys som passar er fråga.',
    items: [
      { icon: 'PieChart', badge: 'Grund', title: 'Lönsamhetsanalys', description: 'Vad tjänar ni pengar på?', detailsHeading: 'Leverabler', details: ['Segmentrapport', 'Åtgärdslista'], action: { label: 'Läs mer', href: '/finansiell-analys' } },
      { icon: 'ShowChart', title: 'Trendanalys', description: 'Hur utvecklas verksamheten över tid?' },
      { icon: 'Tune', title: 'Scenarioanalys', description: 'Vad händer om priset höjs med fem procent?' },
      { icon: 'Savings', title: 'Kassaflödesanalys', description: 'Var binds kapitalet?', action: { label: 'Ring oss', href: 'telefon' } },
    ],
  },
  {
    type: 'process',
    heading: 'Så arbetar vi',
    intro: 'Fyra steg från första samtal till löpande uppföljning.',
    steps: [
      { icon: 'Search', title: 'Analys', description: 'Vi går igenom era siffror.', details: ['Bokslut', 'Huvudbok'] },
      { icon: 'Assignment', title: 'Handlingsplan', description: 'Vi prioriterar åtgärderna.' },
      { icon: 'Construction', title: 'Genomförande', description: 'Vi gör jobbet tillsammans med er.' },
      { icon: 'Sync', title: 'Löpande rådgivning', description: 'Vi följer upp varje månad.' },
    ],
  },
  {
    type: 'results',
    heading: 'Resultat',
    items: [
      { value: '85 %', label: 'hittar nya förbättringsområden' },
      { value: '+16 %', label: 'högre marginal i snitt' },
      { value: '3–6 mån', label: 'återbetalningstid' },
    ],
    footnote: 'Bygger på uppdrag 2021–2024.',
  },
  {
    type: 'faq',
    heading: 'Vanliga frågor',
    items: [
      { question: 'Vilka underlag behövs?', answer: 'Bokslut och huvudbok för de senaste tre åren.' },
      { question: 'Hur lång tid tar det?', answer: 'En till två veckor för en grundanalys.' },
    ],
  },
  { type: 'quote', text: 'Vi fick kontroll på kassaflödet inom en månad.', author: 'VD, SaaS-bolag i Stockholm' },
  {
    type: 'cta',
    heading: 'Redo att ta nästa steg?',
    text: 'Första mötet är alltid kostnadsfritt.',
    actions: [
      { label: 'Boka gratis konsultation', href: '/boka-mote' },
      { label: 'Ring oss', href: 'telefon' },
    ],
  },
  { type: 'related', heading: 'Relaterade tjänster', links: ['/due-diligence', '/kassaflode', '/kpi'] },
  {
    type: 'text',
    heading: 'Om analysen',
    paragraphs: ['Analysen bygger på er egen bokföring.'],
    list: ['Resultaträkning', 'Balansräkning'],
    afterList: ['Vi behandlar alla uppgifter konfidentiellt.'],
  },
  {
    type: 'enquiry',
    heading: 'Skicka en förfrågan',
    intro: 'Berätta kort om er så återkommer vi.',
    service: 'Finansiell analys',
    topic: { label: 'Vilken analys behöver ni?', options: ['Lönsamhet per segment', 'Scenarioanalys'] },
  },
];

export const allBlocks: Block[] = written.map((block) => withDefaults(block as Parameters<typeof withDefaults>[0]));
