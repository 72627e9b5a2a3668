import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { headerMenu } from '../../content/headerMenu';
import type { LanguageLinkTarget } from '../../components/i18n/LanguageLink';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useOnDemand } from '../../lib/islands/useOnDemand';

const drawerId = 'mobile-navigation';
const importDrawer = () => import('./MobileDrawer').then((module) => module.default);

/**
 * Small screens: a toggle opens a drawer with the same items; choosing a link closes it. What the menu
 * shows comes with its code, in the page's language (src/content/headerMenu.ts); the page tells only
 * where it is.
 */
export interface MobileNavProps {
  /** The current page (without its language prefix), highlighted in the list. */
  pathname: string;
  /** The same page in the other language, offered at the foot of the drawer. */
  language?: LanguageLinkTarget;
  defaultOpen?: boolean;
}

export function MobileNav({ pathname, language, defaultOpen = false }: MobileNavProps) {
  const menu = headerMenu[useLocale()];
  const [open, setOpen] = useState(defaultOpen);
  const [MobileDrawer, loadDrawer] = useOnDemand(importDrawer);
  useEffect(() => {
    if (defaultOpen) void loadDrawer();
  }, [defaultOpen, loadDrawer]);

  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={menu.labels.open}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => void loadDrawer().then(() => setOpen(true))}
        edge="end"
      >
        <MenuIcon />
      </IconButton>
      {MobileDrawer ? (
        <MobileDrawer
          id={drawerId}
          open={open}
          pathname={pathname}
          language={language}
          {...menu}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Box>
  );
}
