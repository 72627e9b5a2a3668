import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isNavItemActive } from '../../content/navigation';
import { useContent } from '../../components/i18n/useContent';
import { usePagePath } from '../../components/navigation/usePagePath';
import { navButtonSx } from './navStyles';
import ServicesMenuIsland from './ServicesMenu.island';

export function DesktopNav() {
  const pathname = usePagePath();
  const { navigation, ui } = useContent();
  const { primaryNav } = navigation;
  return (
    <Box
      component="nav"
      aria-label={ui.uiStrings.landmarks.main}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}
    >
      {primaryNav.map((item) => {
        if (item.dropdown) return <ServicesMenuIsland key={item.name} item={item} pathname={pathname} />;
        const active = isNavItemActive(item, pathname);
        return (
          <Button
            key={item.path}
            href={item.path}
            aria-current={active ? 'page' : undefined}
            sx={navButtonSx(active)}
          >
            {item.name}
          </Button>
        );
      })}
    </Box>
  );
}
