import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/brand/Logo';
import { site } from '../../content/site';
import { FooterColumn } from './FooterColumn';
import { FooterContact } from './FooterContact';
import { renderWhenNearViewport } from '../../components/sections/offscreen';
import { useContent } from '../../components/i18n/useContent';
import { formatNumber } from '../../lib/i18n/formatNumber';
import { useLocale } from '../../lib/i18n/LocaleContext';

export function Footer() {
  const { navigation, ui } = useContent();
  const { footerColumns, legalLinks } = navigation;
  const { tagline, rightsReserved, soon, landmarks, footerContact, homeLink } = ui.uiStrings;
  const locale = useLocale();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        mt: 'auto',
        ...renderWhenNearViewport(900),
        borderTop: `1px solid ${theme.vars.palette.divider}`,
        backgroundColor: theme.vars.palette.background.paper,
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr 1fr', md: '1.6fr repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, maxWidth: 360 }}>
            <Logo label={homeLink} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {tagline}
            </Typography>
            <FooterContact labels={footerContact} />
          </Box>
          {footerColumns.map((column) => (
            <FooterColumn key={column.title} column={column} soonLabel={soon} />
          ))}
        </Box>
        <Divider sx={{ my: 4 }} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', sm: 'center' },
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © {formatNumber(site.copyrightYear, locale)} {site.name}. {rightsReserved}
          </Typography>
          <Box
            component="nav"
            aria-label={landmarks.legal}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}
          >
            {legalLinks.map((link) => (
              <Link key={link.path} href={link.path} color="text.secondary" variant="body2">
                {link.name}
              </Link>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
