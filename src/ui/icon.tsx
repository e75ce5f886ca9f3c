import type { SxProps, Theme } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Analytics from '@mui/icons-material/Analytics';
import Anchor from '@mui/icons-material/Anchor';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import AutoGraph from '@mui/icons-material/AutoGraph';
import Balance from '@mui/icons-material/Balance';
import BarChart from '@mui/icons-material/BarChart';
import Biotech from '@mui/icons-material/Biotech';
import Bolt from '@mui/icons-material/Bolt';
import Business from '@mui/icons-material/Business';
import Calculate from '@mui/icons-material/Calculate';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cloud from '@mui/icons-material/Cloud';
import Computer from '@mui/icons-material/Computer';
import Construction from '@mui/icons-material/Construction';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Engineering from '@mui/icons-material/Engineering';
import Event from '@mui/icons-material/Event';
import Factory from '@mui/icons-material/Factory';
import FactCheck from '@mui/icons-material/FactCheck';
import Flag from '@mui/icons-material/Flag';
import Flight from '@mui/icons-material/Flight';
import Forest from '@mui/icons-material/Forest';
import Forum from '@mui/icons-material/Forum';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Hub from '@mui/icons-material/Hub';
import Insights from '@mui/icons-material/Insights';
import Landscape from '@mui/icons-material/Landscape';
import Layers from '@mui/icons-material/Layers';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Lightbulb from '@mui/icons-material/Lightbulb';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Lock from '@mui/icons-material/Lock';
import MapIcon from '@mui/icons-material/Map';
import Payments from '@mui/icons-material/Payments';
import PieChart from '@mui/icons-material/PieChart';
import Place from '@mui/icons-material/Place';
import Policy from '@mui/icons-material/Policy';
import Psychology from '@mui/icons-material/Psychology';
import Public from '@mui/icons-material/Public';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Receipt from '@mui/icons-material/Receipt';
import RequestQuote from '@mui/icons-material/RequestQuote';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import Sailing from '@mui/icons-material/Sailing';
import Savings from '@mui/icons-material/Savings';
import School from '@mui/icons-material/School';
import Science from '@mui/icons-material/Science';
import Search from '@mui/icons-material/Search';
import Security from '@mui/icons-material/Security';
import Shield from '@mui/icons-material/Shield';
import ShowChart from '@mui/icons-material/ShowChart';
import Speed from '@mui/icons-material/Speed';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Sync from '@mui/icons-material/Sync';
import Timeline from '@mui/icons-material/Timeline';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';
import Verified from '@mui/icons-material/Verified';
import Videocam from '@mui/icons-material/Videocam';
import Warning from '@mui/icons-material/Warning';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { Icon } from '../content/schema-types.generated';
import { colors } from './tokens';

/**
 * Every icon name content may use (schema/defs.schema.json → Icon). A name added to the schema
 * without an entry here fails to compile. Path imports keep unused icons out of any bundle.
 */
const icons = {
  AccessTime,
  AccountBalance,
  AccountBalanceWallet,
  Analytics,
  Anchor,
  Apartment,
  Assessment,
  Assignment,
  AutoGraph,
  Balance,
  BarChart,
  Biotech,
  Bolt,
  Business,
  Calculate,
  CalendarMonth,
  CheckCircle,
  Cloud,
  Computer,
  Construction,
  Dashboard,
  Description,
  EmojiEvents,
  Engineering,
  Event,
  Factory,
  FactCheck,
  Flag,
  Flight,
  Forest,
  Forum,
  Gavel,
  Groups,
  Handshake,
  Hub,
  Insights,
  Landscape,
  Layers,
  Leaderboard,
  Lightbulb,
  LocalShipping,
  Lock,
  Map: MapIcon,
  Payments,
  PieChart,
  Place,
  Policy,
  Psychology,
  Public,
  QuestionAnswer,
  Receipt,
  RequestQuote,
  RocketLaunch,
  Sailing,
  Savings,
  School,
  Science,
  Search,
  Security,
  Shield,
  ShowChart,
  Speed,
  Storefront,
  SupportAgent,
  Sync,
  Timeline,
  TrendingUp,
  Tune,
  Verified,
  Videocam,
  Warning,
  WorkspacePremium,
} satisfies Record<Icon, typeof SvgIcon>;

/** For icon names that arrive as plain strings (e.g. derived service summaries). */
export function isIcon(name: string | undefined): name is Icon {
  return name !== undefined && Object.hasOwn(icons, name);
}

interface BlockIconProps {
  name: Icon;
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  sx?: SxProps<Theme>;
}

/** A decorative icon: hidden from assistive technology, the adjacent text carries the meaning. */
export function BlockIcon({ name, fontSize = 'medium', sx }: BlockIconProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" fontSize={fontSize} sx={sx} />;
}

/** An icon in a soft rounded tile, as shown at the top of cards and steps. */
export function IconTile({ name }: { name: Icon }) {
  return (
    <BlockIcon
      name={name}
      sx={{
        boxSizing: 'content-box',
        p: 1.25,
        borderRadius: '12px',
        bgcolor: colors.badge,
        color: 'primary.main',
        fontSize: '1.625rem',
      }}
    />
  );
}
