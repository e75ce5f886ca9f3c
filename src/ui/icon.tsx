/**
 * Icons as inline SVG, drawn at build time from Google's Material Icons (filled, Apache 2.0;
 * the package @material-design-icons/svg ships each one as a file). Only the server renders them,
 * so the SVG text never reaches a script. They take the current text colour and size of their
 * class (icon.css); every one is decorative, the adjacent text carries the meaning.
 */
import AccessTimeSvg from '@material-design-icons/svg/filled/access_time.svg?raw';
import AccountBalanceSvg from '@material-design-icons/svg/filled/account_balance.svg?raw';
import AccountBalanceWalletSvg from '@material-design-icons/svg/filled/account_balance_wallet.svg?raw';
import AnalyticsSvg from '@material-design-icons/svg/filled/analytics.svg?raw';
import AnchorSvg from '@material-design-icons/svg/filled/anchor.svg?raw';
import ApartmentSvg from '@material-design-icons/svg/filled/apartment.svg?raw';
import ArrowForwardSvg from '@material-design-icons/svg/filled/arrow_forward.svg?raw';
import AssessmentSvg from '@material-design-icons/svg/filled/assessment.svg?raw';
import AssignmentSvg from '@material-design-icons/svg/filled/assignment.svg?raw';
import AutoGraphSvg from '@material-design-icons/svg/filled/auto_graph.svg?raw';
import BalanceSvg from '@material-design-icons/svg/filled/balance.svg?raw';
import BarChartSvg from '@material-design-icons/svg/filled/bar_chart.svg?raw';
import BiotechSvg from '@material-design-icons/svg/filled/biotech.svg?raw';
import BoltSvg from '@material-design-icons/svg/filled/bolt.svg?raw';
import BusinessSvg from '@material-design-icons/svg/filled/business.svg?raw';
import CalculateSvg from '@material-design-icons/svg/filled/calculate.svg?raw';
import CalendarMonthSvg from '@material-design-icons/svg/filled/calendar_month.svg?raw';
import CheckCircleSvg from '@material-design-icons/svg/filled/check_circle.svg?raw';
import CloudSvg from '@material-design-icons/svg/filled/cloud.svg?raw';
import ComputerSvg from '@material-design-icons/svg/filled/computer.svg?raw';
import ConstructionSvg from '@material-design-icons/svg/filled/construction.svg?raw';
import DashboardSvg from '@material-design-icons/svg/filled/dashboard.svg?raw';
import DescriptionSvg from '@material-design-icons/svg/filled/description.svg?raw';
import EmojiEventsSvg from '@material-design-icons/svg/filled/emoji_events.svg?raw';
import EngineeringSvg from '@material-design-icons/svg/filled/engineering.svg?raw';
import EventSvg from '@material-design-icons/svg/filled/event.svg?raw';
import ExpandMoreSvg from '@material-design-icons/svg/filled/expand_more.svg?raw';
import FactCheckSvg from '@material-design-icons/svg/filled/fact_check.svg?raw';
import FactorySvg from '@material-design-icons/svg/filled/factory.svg?raw';
import FlagSvg from '@material-design-icons/svg/filled/flag.svg?raw';
import FlightSvg from '@material-design-icons/svg/filled/flight.svg?raw';
import ForestSvg from '@material-design-icons/svg/filled/forest.svg?raw';
import ForumSvg from '@material-design-icons/svg/filled/forum.svg?raw';
import GavelSvg from '@material-design-icons/svg/filled/gavel.svg?raw';
import GroupsSvg from '@material-design-icons/svg/filled/groups.svg?raw';
import HandshakeSvg from '@material-design-icons/svg/filled/handshake.svg?raw';
import HubSvg from '@material-design-icons/svg/filled/hub.svg?raw';
import InfoSvg from '@material-design-icons/svg/filled/info.svg?raw';
import InsightsSvg from '@material-design-icons/svg/filled/insights.svg?raw';
import LandscapeSvg from '@material-design-icons/svg/filled/landscape.svg?raw';
import LayersSvg from '@material-design-icons/svg/filled/layers.svg?raw';
import LeaderboardSvg from '@material-design-icons/svg/filled/leaderboard.svg?raw';
import LightbulbSvg from '@material-design-icons/svg/filled/lightbulb.svg?raw';
import LocalShippingSvg from '@material-design-icons/svg/filled/local_shipping.svg?raw';
import LockSvg from '@material-design-icons/svg/filled/lock.svg?raw';
import MapSvg from '@material-design-icons/svg/filled/map.svg?raw';
import PaymentsSvg from '@material-design-icons/svg/filled/payments.svg?raw';
import PhoneSvg from '@material-design-icons/svg/filled/phone.svg?raw';
import PieChartSvg from '@material-design-icons/svg/filled/pie_chart.svg?raw';
import PlaceSvg from '@material-design-icons/svg/filled/place.svg?raw';
import PolicySvg from '@material-design-icons/svg/filled/policy.svg?raw';
import PsychologySvg from '@material-design-icons/svg/filled/psychology.svg?raw';
import PublicSvg from '@material-design-icons/svg/filled/public.svg?raw';
import QuestionAnswerSvg from '@material-design-icons/svg/filled/question_answer.svg?raw';
import ReceiptSvg from '@material-design-icons/svg/filled/receipt.svg?raw';
import ReportSvg from '@material-design-icons/svg/filled/report.svg?raw';
import RequestQuoteSvg from '@material-design-icons/svg/filled/request_quote.svg?raw';
import RocketLaunchSvg from '@material-design-icons/svg/filled/rocket_launch.svg?raw';
import SailingSvg from '@material-design-icons/svg/filled/sailing.svg?raw';
import SavingsSvg from '@material-design-icons/svg/filled/savings.svg?raw';
import SchoolSvg from '@material-design-icons/svg/filled/school.svg?raw';
import ScienceSvg from '@material-design-icons/svg/filled/science.svg?raw';
import SearchSvg from '@material-design-icons/svg/filled/search.svg?raw';
import SecuritySvg from '@material-design-icons/svg/filled/security.svg?raw';
import ShieldSvg from '@material-design-icons/svg/filled/shield.svg?raw';
import ShowChartSvg from '@material-design-icons/svg/filled/show_chart.svg?raw';
import SpeedSvg from '@material-design-icons/svg/filled/speed.svg?raw';
import StarSvg from '@material-design-icons/svg/filled/star.svg?raw';
import StorefrontSvg from '@material-design-icons/svg/filled/storefront.svg?raw';
import SupportAgentSvg from '@material-design-icons/svg/filled/support_agent.svg?raw';
import SyncSvg from '@material-design-icons/svg/filled/sync.svg?raw';
import TimelineSvg from '@material-design-icons/svg/filled/timeline.svg?raw';
import TrendingUpSvg from '@material-design-icons/svg/filled/trending_up.svg?raw';
import TuneSvg from '@material-design-icons/svg/filled/tune.svg?raw';
import VerifiedSvg from '@material-design-icons/svg/filled/verified.svg?raw';
import VideocamSvg from '@material-design-icons/svg/filled/videocam.svg?raw';
import WarningSvg from '@material-design-icons/svg/filled/warning.svg?raw';
import WorkspacePremiumSvg from '@material-design-icons/svg/filled/workspace_premium.svg?raw';
import type { Icon } from '../content/model';
import { useStylesheet } from '../render/stylesheet';
import css from './icon.css?inline';

/**
 * Every icon name content may use (schema/defs.schema.json → Icon). A name added to the schema
 * without an entry here fails to compile.
 */
const contentIcons = {
  AccessTime: AccessTimeSvg,
  AccountBalance: AccountBalanceSvg,
  AccountBalanceWallet: AccountBalanceWalletSvg,
  Analytics: AnalyticsSvg,
  Anchor: AnchorSvg,
  Apartment: ApartmentSvg,
  Assessment: AssessmentSvg,
  Assignment: AssignmentSvg,
  AutoGraph: AutoGraphSvg,
  Balance: BalanceSvg,
  BarChart: BarChartSvg,
  Biotech: BiotechSvg,
  Bolt: BoltSvg,
  Business: BusinessSvg,
  Calculate: CalculateSvg,
  CalendarMonth: CalendarMonthSvg,
  CheckCircle: CheckCircleSvg,
  Cloud: CloudSvg,
  Computer: ComputerSvg,
  Construction: ConstructionSvg,
  Dashboard: DashboardSvg,
  Description: DescriptionSvg,
  EmojiEvents: EmojiEventsSvg,
  Engineering: EngineeringSvg,
  Event: EventSvg,
  Factory: FactorySvg,
  FactCheck: FactCheckSvg,
  Flag: FlagSvg,
  Flight: FlightSvg,
  Forest: ForestSvg,
  Forum: ForumSvg,
  Gavel: GavelSvg,
  Groups: GroupsSvg,
  Handshake: HandshakeSvg,
  Hub: HubSvg,
  Insights: InsightsSvg,
  Landscape: LandscapeSvg,
  Layers: LayersSvg,
  Leaderboard: LeaderboardSvg,
  Lightbulb: LightbulbSvg,
  LocalShipping: LocalShippingSvg,
  Lock: LockSvg,
  Map: MapSvg,
  Payments: PaymentsSvg,
  PieChart: PieChartSvg,
  Place: PlaceSvg,
  Policy: PolicySvg,
  Psychology: PsychologySvg,
  Public: PublicSvg,
  QuestionAnswer: QuestionAnswerSvg,
  Receipt: ReceiptSvg,
  RequestQuote: RequestQuoteSvg,
  RocketLaunch: RocketLaunchSvg,
  Sailing: SailingSvg,
  Savings: SavingsSvg,
  School: SchoolSvg,
  Science: ScienceSvg,
  Search: SearchSvg,
  Security: SecuritySvg,
  Shield: ShieldSvg,
  ShowChart: ShowChartSvg,
  Speed: SpeedSvg,
  Storefront: StorefrontSvg,
  SupportAgent: SupportAgentSvg,
  Sync: SyncSvg,
  Timeline: TimelineSvg,
  TrendingUp: TrendingUpSvg,
  Tune: TuneSvg,
  Verified: VerifiedSvg,
  Videocam: VideocamSvg,
  Warning: WarningSvg,
  WorkspacePremium: WorkspacePremiumSvg,
} satisfies Record<Icon, string>;

/** Icons the blocks themselves use. */
const uiIcons = {
  ArrowForward: ArrowForwardSvg,
  Phone: PhoneSvg,
  ExpandMore: ExpandMoreSvg,
  Star: StarSvg,
  Report: ReportSvg,
  Info: InfoSvg,
};

export type UiIcon = keyof typeof uiIcons;

/** The drawing inside a Material icon's 24 × 24 <svg>: its paths. */
export function iconDrawing(name: Icon | UiIcon): string {
  const svg = (contentIcons as Record<string, string>)[name] ?? uiIcons[name as UiIcon];
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

/** For icon names that arrive as plain strings (e.g. derived service summaries). */
export function isIcon(name: string | undefined): name is Icon {
  return name !== undefined && Object.hasOwn(contentIcons, name);
}

interface SvgIconProps {
  name: Icon | UiIcon;
  /** Classes from icon.css (`icon-sm`, `icon-lg`, `icon-tile`) or the block's own stylesheet. */
  className?: string;
}

/** A decorative icon: hidden from assistive technology, 1em square unless its class says otherwise. */
export function SvgIcon({ name, className }: SvgIconProps) {
  useStylesheet(css);
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" dangerouslySetInnerHTML={{ __html: iconDrawing(name) }} />
  );
}

/** An icon in a soft rounded tile, as shown at the top of cards. */
export function IconTile({ name }: { name: Icon }) {
  return <SvgIcon name={name} className="icon-tile" />;
}
