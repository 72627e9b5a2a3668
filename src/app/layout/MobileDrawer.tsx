import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Divider from '@mui/material/Divider';
import CloseIcon from '@mui/icons-material/Close';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import type { ReachUsContent } from '../../content/companyContact';
import { appLinkIcons } from '../../components/sections/appLinkIcons';
import { isNavItemActive } from '../../content/navigation';
import type { NavItem } from '../../content/types';
import type { HeaderMenuContent } from '../../content/headerMenu';
import { useLinkComponent } from '../../components/navigation/useLinkComponent';
import { Logo } from '../../components/brand/Logo';
import { LanguageLink, type LanguageLinkTarget } from '../../components/i18n/LanguageLink';

function DrawerLink({
  item,
  pathname,
  nested,
  onChoose,
}: {
  item: NavItem;
  pathname: string;
  nested?: boolean;
  onChoose: () => void;
}) {
  const active = isNavItemActive(item, pathname);
  const linkComponent = useLinkComponent();
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={linkComponent}
        href={item.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onChoose}
        sx={{ borderRadius: 2, mx: 1, pl: nested ? 4 : 2, minHeight: 48 }}
      >
        <ListItemText primary={item.name} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A way to a person now, from any page: the contact page, then one tap to call or WhatsApp (only the
 * configured ones). Below the site's own links so the menu still reads as navigation first.
 */
function ReachUs({ reach, onChoose }: { reach: ReachUsContent; onChoose: () => void }) {
  const linkComponent = useLinkComponent();
  const entry = { borderRadius: 2, mx: 1, minHeight: 48 };
  return (
    <Box component="nav" aria-labelledby="mobile-reach-us" data-testid="drawer-reach-us">
      <List
        disablePadding
        subheader={
          <ListSubheader
            id="mobile-reach-us"
            disableSticky
            sx={{ fontWeight: 800, lineHeight: '40px', bgcolor: 'transparent' }}
          >
            {reach.title}
          </ListSubheader>
        }
      >
        <ListItem disablePadding>
          <ListItemButton component={linkComponent} href={reach.contact.to} onClick={onChoose} sx={entry}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <MailOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={reach.contact.label}
              slotProps={{ primary: { sx: { fontWeight: 700 } } }}
            />
          </ListItemButton>
        </ListItem>
        {reach.links.map((link) => {
          const Icon = appLinkIcons[link.kind];
          return (
            <ListItem disablePadding key={link.kind}>
              {/* An app link (tel:, wa.me), not a page: a plain anchor, never the router. */}
              <ListItemButton component="a" href={link.href} onClick={onChoose} sx={entry}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={link.label}
                  secondary={link.detail ? <span dir="ltr">{link.detail}</span> : undefined}
                  slotProps={{ primary: { sx: { fontWeight: 700 } } }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The phone menu's drawer, loaded on first use so its code stays out of every page's initial
 * JavaScript. What it lists is the menu's content in the page's language (src/content/headerMenu.ts).
 */
export default function MobileDrawer({
  id,
  open,
  pathname,
  nav,
  cta,
  language,
  labels,
  reach,
  onClose: close,
}: HeaderMenuContent & {
  id: string;
  open: boolean;
  /** The current page, highlighted in the list. */
  pathname: string;
  language?: LanguageLinkTarget;
  onClose: () => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{ paper: { id, 'aria-label': labels.siteMenu, sx: { width: 'min(320px, 88vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Box onClick={close}>
          <Logo label={labels.home} />
        </Box>
        <IconButton aria-label={labels.close} onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={labels.nav}>
        <List>
          {nav.map((item) =>
            item.children ? (
              <li key={item.name}>
                <List
                  disablePadding
                  subheader={
                    <ListSubheader
                      disableSticky
                      sx={{ fontWeight: 800, lineHeight: '40px', bgcolor: 'transparent' }}
                    >
                      {item.name}
                    </ListSubheader>
                  }
                >
                  {item.children.map((child) => (
                    <DrawerLink key={child.path} item={child} pathname={pathname} nested onChoose={close} />
                  ))}
                </List>
              </li>
            ) : (
              <DrawerLink key={item.path} item={item} pathname={pathname} onChoose={close} />
            ),
          )}
        </List>
      </Box>
      <Divider />
      <ReachUs reach={reach} onChoose={close} />
      <Box sx={{ px: 2, pb: 3, pt: 1 }}>
        <Button href={cta.to} variant="contained" color="primary" fullWidth size="large" onClick={close}>
          {cta.label}
        </Button>
        {language ? <LanguageLink destination={language} fullWidth sx={{ mt: 1.5 }} /> : null}
      </Box>
    </Drawer>
  );
}
