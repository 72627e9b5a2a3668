import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CallToAction, CtaBlock } from '../../content/types';
import { useContent } from '../i18n/useContent';
import { CtaBanner } from '../sections/CtaBanner';

export interface ArticleFooterProps {
  cta: CtaBlock;
  /** Extra links some articles end with (Contact, Services, Blog Home). */
  links?: readonly CallToAction[];
}

/** What follows an article: its own closing links, if any, then the consultation banner. */
export function ArticleFooter({ cta, links }: ArticleFooterProps) {
  const { keepExploring } = useContent().ui.uiStrings;
  return (
    <>
      {links && links.length > 0 ? (
        <Container maxWidth="md" sx={{ mt: { xs: 5, md: 7 } }}>
          <Box
            component="nav"
            aria-labelledby="article-links-heading"
            sx={(theme) => ({
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              justifyContent: 'space-between',
              gap: 2,
              px: { xs: 3, md: 4 },
              py: 3,
              borderRadius: 5,
              border: `1px solid ${theme.vars.palette.divider}`,
              backgroundColor: theme.vars.palette.background.paper,
            })}
          >
            <Typography id="article-links-heading" variant="h6" component="h2">
              {keepExploring}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 1.5,
              }}
            >
              {links.map((link) => (
                <li key={link.to}>
                  <Button href={link.to} variant="outlined" fullWidth>
                    {link.label}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      ) : null}
      <CtaBanner cta={cta} headingId="article-cta-heading" />
    </>
  );
}
