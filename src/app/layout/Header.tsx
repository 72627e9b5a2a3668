import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { headerCta } from '../../content/navigation';
import { Logo } from '../../components/brand/Logo';
import { ColorModeToggle } from '../../components/theme/ColorModeToggle';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { SkipLink } from './SkipLink';

export function Header() {
  return (
    <AppBar position="fixed" component="header">
      <SkipLink />
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <DesktopNav />
          <ColorModeToggle />
          <Button
            href={headerCta.to}
            variant="contained"
            color="primary"
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {headerCta.label}
          </Button>
          <MobileNav />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
