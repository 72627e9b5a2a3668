import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { LanguageLink } from '../../components/i18n/LanguageLink';
import { useContent } from '../../components/i18n/useContent';
import { useLanguageLinkTarget } from '../../components/i18n/useLanguageLinkTarget';
import { Logo } from '../../components/brand/Logo';
import { ColorModeToggle } from '../../components/theme/ColorModeToggle';
import { DesktopNav } from './DesktopNav';
import { PhoneMenuToggle } from './PhoneMenuToggle';
import { SkipLink } from './SkipLink';

export function Header() {
  const { navigation, ui } = useContent();
  const { headerCta, headerCtaCompact } = navigation;
  const { colorMode, menu } = ui.uiStrings;
  const language = useLanguageLinkTarget();
  return (
    <AppBar position="fixed" component="header">
      <SkipLink />
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 0.5, sm: 2, md: 1, lg: 2 } }}>
          <Logo label={ui.uiStrings.homeLink} />
          <Box sx={{ flexGrow: 1 }} />
          <DesktopNav />
          {language ? (
            <LanguageLink
              destination={language}
              iconOnlyMd
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            />
          ) : null}
          <ColorModeToggle labels={colorMode} />
          <Button
            href={headerCta.to}
            variant="contained"
            color="primary"
            sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {headerCta.label}
          </Button>
          {/* Phones: one tap to the consultation beside the menu; static, so nothing shifts on hydration. */}
          <Button
            href={headerCtaCompact.to}
            variant="contained"
            color="primary"
            size="small"
            data-testid="header-cta-compact"
            sx={{
              display: { xs: 'inline-flex', md: 'none' },
              flexShrink: 0,
              whiteSpace: 'nowrap',
              // Narrow enough that logo, colour toggle, this and the menu button fit at 360 px.
              paddingInline: 1.5,
              fontSize: '0.8125rem',
            }}
          >
            {headerCtaCompact.label}
          </Button>
          <PhoneMenuToggle label={menu.open} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
