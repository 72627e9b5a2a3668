import { useId, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import type { NavItem } from '../../content/types';
import { isNavItemActive } from '../../content/navigation';
import { navButtonSx } from './navStyles';
import { LinkBehavior } from '../../components/navigation/LinkBehavior';

/** The desktop "Services" dropdown: a menu button (WAI-ARIA menu pattern) that closes when an item is chosen. */
export function ServicesMenu({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const active = isNavItemActive(item, pathname);
  const close = () => setAnchor(null);

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        endIcon={
          <KeyboardArrowDown
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={navButtonSx(active)}
        data-active={active || undefined}
      >
        {item.name}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {item.children?.map((child) => (
          <MenuItem
            key={child.path}
            component={LinkBehavior}
            href={child.path}
            selected={pathname === child.path}
            aria-current={pathname === child.path ? 'page' : undefined}
            onClick={close}
          >
            {child.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
