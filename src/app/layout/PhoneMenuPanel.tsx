import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MailOutlined from '@mui/icons-material/MailOutlined';
import type { ReachUsContent } from '../../content/companyContact';
import type { NavItem } from '../../content/types';
import { isNavItemActive } from '../../content/navigation';
import { appLinkIcons } from '../../components/sections/appLinkIcons';
import { Logo } from '../../components/brand/Logo';
import { LanguageLink, type LanguageLinkTarget } from '../../components/i18n/LanguageLink';
import { useContent } from '../../components/i18n/useContent';
import { useLinkComponent } from '../../components/navigation/useLinkComponent';
import {
  phoneMenuCloseAttribute,
  phoneMenuId,
  phoneMenuLanguageAttribute,
  phoneMenuPathAttribute,
  phoneMenuShownAttribute,
} from '../../lib/phoneMenu/attributes';
import { focusRing } from '../../../theme/focusRing';

const entryStyle = (theme: Theme) => ({
  borderRadius: 2,
  mx: 1,
  minHeight: 48,
  ...focusRing(theme),
  '&:active': { backgroundColor: theme.vars.palette.action.selected },
});
const subheaderStyle = { fontWeight: 800, lineHeight: '40px', bgcolor: 'transparent' } as const;
const primaryText = { primary: { sx: { fontWeight: 700 } } } as const;

function PanelLink({ item, pathname, nested }: { item: NavItem; pathname?: string; nested?: boolean }) {
  const active = pathname !== undefined && isNavItemActive(item, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={useLinkComponent()}
        href={item.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        {...{ [phoneMenuPathAttribute]: item.path }}
        sx={[entryStyle, { pl: nested ? 4 : 2 }]}
      >
        <ListItemText primary={item.name} slotProps={primaryText} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A way to a person now, from any page: the contact page, then one tap to call or WhatsApp (only the
 * configured ones). Below the site's own links so the menu still reads as navigation first.
 */
function ReachUs({ reach }: { reach: ReachUsContent }) {
  return (
    <Box component="nav" aria-labelledby="mobile-reach-us" data-testid="drawer-reach-us">
      <List
        disablePadding
        subheader={
          <ListSubheader id="mobile-reach-us" disableSticky sx={subheaderStyle}>
            {reach.title}
          </ListSubheader>
        }
      >
        <ListItem disablePadding>
          <ListItemButton component={useLinkComponent()} href={reach.contact.to} sx={entryStyle}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <MailOutlined aria-hidden />
            </ListItemIcon>
            <ListItemText primary={reach.contact.label} slotProps={primaryText} />
          </ListItemButton>
        </ListItem>
        {reach.links.map((link) => {
          const Icon = appLinkIcons[link.kind];
          return (
            <ListItem disablePadding key={link.kind}>
              {/* An app link (tel:, wa.me), not a page: a plain anchor. */}
              <ListItemButton component="a" href={link.href} sx={entryStyle}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={link.label}
                  secondary={link.detail ? <span dir="ltr">{link.detail}</span> : undefined}
                  slotProps={primaryText}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

export interface PhoneMenuPanelProps {
  /**
   * Where its language link leads. The prerendered panel, one per language, names the other language's
   * home; the script points it at the page the header's own language link names, or hides it.
   */
  language?: LanguageLinkTarget;
  /** The current page, highlighted; the prerendered panel has none, and the script marks the page. */
  pathname?: string;
  /** Shown in place, without the script (Storybook). */
  open?: boolean;
}

/**
 * The phone menu's panel: a native modal <dialog> (the rest of the page inert, Escape closes it) drawn
 * as MUI's temporary drawer, from the right. Prerendered once per language with its styles
 * (src/entry-server.tsx renderPhoneMenu); src/lib/phoneMenu/phoneMenu.ts fetches it on the visitor's
 * first reach for the menu button and opens it. No React runs in it, so the keyboard's focus ring and
 * the pressed state are CSS (navStyles focusRing), not MUI's classes.
 */
export function PhoneMenuPanel({ language, pathname, open }: PhoneMenuPanelProps) {
  const { navigation, ui, company } = useContent();
  const { menu, landmarks, homeLink } = ui.uiStrings;
  return (
    <Paper
      component="dialog"
      id={phoneMenuId}
      aria-label={landmarks.siteMenu}
      tabIndex={-1}
      open={open}
      {...(open ? { [phoneMenuShownAttribute]: '' } : {})}
      elevation={16}
      square
      sx={(theme) => {
        const slide = (duration: number, easing: string) => `transform ${duration}ms ${easing}`;
        return {
          position: 'fixed',
          inset: '0 0 0 auto',
          m: 0,
          p: 0,
          border: 0,
          width: 'min(320px, 88vw)',
          maxWidth: 'none',
          height: '100%',
          maxHeight: 'none',
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          backgroundImage: 'none',
          backgroundColor: theme.vars.palette.background.paper,
          color: theme.vars.palette.text.primary,
          transform: 'translateX(100%)',
          transition: slide(theme.transitions.duration.leavingScreen, theme.transitions.easing.sharp),
          [`&[${phoneMenuShownAttribute}]`]: {
            transform: 'none',
            transition: slide(theme.transitions.duration.enteringScreen, theme.transitions.easing.easeOut),
          },
          '&::backdrop': {
            backgroundColor: 'rgba(0, 0, 0, 0)',
            transition: `background-color ${theme.transitions.duration.leavingScreen}ms`,
          },
          [`&[${phoneMenuShownAttribute}]::backdrop`]: {
            backgroundColor: 'rgba(0, 0, 0, 0.5)',
            transition: `background-color ${theme.transitions.duration.enteringScreen}ms`,
          },
          '&:focus-visible': { outline: 'none' },
          '@media (prefers-reduced-motion: reduce)': {
            '&, &::backdrop': { transition: 'none !important' },
          },
        };
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Logo label={homeLink} />
        <IconButton aria-label={menu.close} {...{ [phoneMenuCloseAttribute]: '' }} sx={focusRing}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={landmarks.main}>
        <List>
          {navigation.primaryNav.map((item) =>
            item.children ? (
              <li key={item.name}>
                <List
                  disablePadding
                  subheader={
                    <ListSubheader disableSticky sx={subheaderStyle}>
                      {item.name}
                    </ListSubheader>
                  }
                >
                  {item.children.map((child) => (
                    <PanelLink key={child.path} item={child} pathname={pathname} nested />
                  ))}
                </List>
              </li>
            ) : (
              <PanelLink key={item.path} item={item} pathname={pathname} />
            ),
          )}
        </List>
      </Box>
      <Divider />
      <ReachUs reach={company.reachUs} />
      <Box sx={{ px: 2, pb: 3, pt: 1 }}>
        <Button
          href={navigation.headerCta.to}
          variant="contained"
          color="primary"
          fullWidth
          size="large"
          sx={focusRing}
        >
          {navigation.headerCta.label}
        </Button>
        {language ? (
          <LanguageLink
            destination={language}
            fullWidth
            {...{ [phoneMenuLanguageAttribute]: '' }}
            sx={(theme) => ({ mt: 1.5, ...focusRing(theme) })}
          />
        ) : null}
      </Box>
    </Paper>
  );
}
