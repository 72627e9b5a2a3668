import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AppLink } from '../../content/companyContact';

/**
 * The icon beside a link that opens the visitor's dialler, WhatsApp, Viber or a map. MUI has no Viber
 * glyph; a chat bubble reads as "message us" without imitating its logo.
 */
export const appLinkIcons: Readonly<Record<AppLink['kind'], SvgIconComponent>> = {
  call: PhoneOutlined,
  whatsapp: WhatsApp,
  viber: ChatOutlined,
  map: MapOutlined,
};
