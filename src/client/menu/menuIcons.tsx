import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AccountTree from '@mui/icons-material/AccountTree';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Badge from '@mui/icons-material/Badge';
import Balance from '@mui/icons-material/Balance';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Dashboard from '@mui/icons-material/Dashboard';
import Factory from '@mui/icons-material/Factory';
import Gavel from '@mui/icons-material/Gavel';
import History from '@mui/icons-material/History';
import Interests from '@mui/icons-material/Interests';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import Label from '@mui/icons-material/Label';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PostAdd from '@mui/icons-material/PostAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Straighten from '@mui/icons-material/Straighten';
import SyncAlt from '@mui/icons-material/SyncAlt';
import Tab from '@mui/icons-material/Tab';

// Menu icons by name. Master entries use these names; an employee's tabs carry whatever icon name the
// server stores, so unknown names fall back to a neutral chevron rather than failing.
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: Dashboard,
  masters: Inventory2,
  firm: Business,
  category: Category,
  unit: Straighten,
  item: Inventory,
  party: People,
  manufacturer: Factory,
  extracharges: PostAdd,
  tandc: Gavel,
  ledger: MenuBook,
  quotation: RequestQuote,
  deliverychallan: LocalShipping,
  return: AssignmentReturn,
  sales: PointOfSale,
  purchase: ShoppingCart,
  purchaseorder: ListAlt,
  accounts: AccountBalance,
  payment: Payments,
  receipt: ReceiptLong,
  contravoucher: SyncAlt,
  journalvoucher: Balance,
  reports: Assessment,
  users: ManageAccounts,
  tab: Tab,
  activity: PlaylistAddCheck,
  role: Badge,
  iconmaster: Interests,
  profile: AccountCircle,
  office: Apartment,
  type: Label,
  branch: AccountTree,
  employee: Person,
  audittrail: History,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name.trim().toLowerCase()]) || ChevronRight;
  return <Icon fontSize="small" />;
}
