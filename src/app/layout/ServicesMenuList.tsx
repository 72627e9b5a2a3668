import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavItem } from '../../content/types';
import { useLinkComponent } from '../../components/navigation/useLinkComponent';

export interface ServicesMenuListProps {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  items: readonly NavItem[];
  pathname: string;
  onClose: () => void;
}

/** The dropdown's menu, loaded on first use so Menu/Popover/Modal stay out of every page's initial JavaScript. */
export default function ServicesMenuList({
  id,
  labelledBy,
  anchor,
  items,
  pathname,
  onClose,
}: ServicesMenuListProps) {
  const linkComponent = useLinkComponent();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    >
      {items.map((child) => (
        <MenuItem
          key={child.path}
          component={linkComponent}
          href={child.path}
          selected={pathname === child.path}
          aria-current={pathname === child.path ? 'page' : undefined}
          onClick={onClose}
        >
          {child.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
