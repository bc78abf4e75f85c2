import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import CategoryIcon from '@mui/icons-material/Category';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import EuroIcon from '@mui/icons-material/Euro';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import HistoryIcon from '@mui/icons-material/History';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PlaceIcon from '@mui/icons-material/Place';
import PrintIcon from '@mui/icons-material/Print';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SchoolIcon from '@mui/icons-material/School';
import StorageIcon from '@mui/icons-material/Storage';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { MenuItemKey } from './menu-model.ts';

/** The icon of each drawer entry. */
export const menuIcons: Record<MenuItemKey, SvgIconComponent> = {
  dashboard: DashboardIcon,
  assets: Inventory2Icon,
  universalities: CategoryIcon,
  charge: AddBoxIcon,
  outdated: PendingActionsIcon,
  discharge: IndeterminateCheckBoxIcon,
  valueVoucher: EuroIcon,
  externalMovements: ImportExportIcon,
  financialYear: CalendarMonthIcon,
  annualAmortization: TrendingDownIcon,
  recognition: FactCheckIcon,
  renewal: AutorenewIcon,
  merged: CallMergeIcon,
  merger: MergeTypeIcon,
  newPrint: PrintIcon,
  registers: MenuBookIcon,
  minutes: DescriptionIcon,
  listsAndOther: ListAltIcon,
  labels: QrCode2Icon,
  documents: FolderOpenIcon,
  templateManager: DesignServicesIcon,
  adminLists: AccountBalanceIcon,
  settings: SchoolIcon,
  activity: HistoryIcon,
  labelsConfiguration: LabelIcon,
  subcategoryChange: SwapHorizIcon,
  locationChange: PlaceIcon,
  importClientServer: CloudUploadIcon,
  importDurable: UploadFileIcon,
  importInventory: StorageIcon,
  importSpaggiari: SyncAltIcon,
};
