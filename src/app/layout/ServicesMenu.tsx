import { useId, useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import type { NavItem } from '../../content/types';
import { isNavItemActive } from '../../content/navigation';
import { useOnDemand } from '../../lib/islands/useOnDemand';
import { navButtonSx } from './navStyles';

const importMenuList = () => import('./ServicesMenuList').then((module) => module.default);

/** The desktop "Services" dropdown: a menu button (WAI-ARIA menu pattern) that closes when an item is chosen. */
export function ServicesMenu({ item, pathname }: { item: NavItem; pathname: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [ServicesMenuList, loadMenuList] = useOnDemand(importMenuList);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const active = isNavItemActive(item, pathname);

  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadMenuList()}
        onFocus={() => void loadMenuList()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          const button = event.currentTarget;
          void loadMenuList().then(() => setAnchor(button));
        }}
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
      {ServicesMenuList ? (
        <ServicesMenuList
          id={menuId}
          labelledBy={buttonId}
          anchor={anchor}
          items={item.children ?? []}
          pathname={pathname}
          onClose={() => setAnchor(null)}
        />
      ) : null}
    </>
  );
}
