import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { ResponsiveImage } from '../components/media/ResponsiveImage';
import { useContent } from '../components/i18n/useContent';
import { CtaBanner } from '../components/sections/CtaBanner';

export default function TeamPage() {
  const { teamContent: content } = useContent().company;
  const quoteAuthorTitle = content.members.find((member) => member.name === content.quote.cite)?.title;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section>
        {content.members.map((member, index) => (
          <Card
            key={member.name}
            component="article"
            aria-labelledby={`team-member-${index}`}
            data-testid="team-member"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
              maxWidth: 1040,
              mx: 'auto',
            }}
          >
            <ResponsiveImage
              image={member.photo}
              sizes="(min-width: 1100px) 430px, (min-width: 900px) 40vw, calc(100vw - 32px)"
              cover
              priority
              sx={{ aspectRatio: { xs: '1 / 1', md: 'auto' }, minHeight: { md: 420 }, height: '100%' }}
            />
            <Box
              sx={{
                p: { xs: 3, sm: 5, md: 6 },
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                gap: 2,
              }}
            >
              <Box>
                <Typography id={`team-member-${index}`} variant="h3" component="h2">
                  {member.name}
                </Typography>
                <Typography
                  variant="subtitle1"
                  component="p"
                  color="secondary"
                  sx={{ fontWeight: 700, mt: 0.5 }}
                >
                  {member.title}
                </Typography>
              </Box>
              <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
                {member.bio}
              </Typography>
              <Box sx={{ mt: 1 }}>
                <Button href={member.email.href} variant="contained" startIcon={<MailOutlined />}>
                  {member.email.label}
                </Button>
              </Box>
            </Box>
          </Card>
        ))}
      </Section>
      <Section tone="subtle" maxWidth="md">
        <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
          <FormatQuote
            aria-hidden
            sx={(theme) => ({
              fontSize: 56,
              color: theme.vars.palette.highlight.main,
              transform: 'scaleX(-1)',
            })}
          />
          <Typography
            component="blockquote"
            variant="h3"
            sx={{ m: 0, fontWeight: 600, lineHeight: 1.45, textWrap: 'balance' }}
          >
            {content.quote.text}
          </Typography>
          <Typography component="figcaption" variant="subtitle1" color="text.secondary" sx={{ mt: 3 }}>
            —{' '}
            <Box component="cite" sx={{ fontStyle: 'normal', fontWeight: 700, color: 'text.primary' }}>
              {content.quote.cite}
            </Box>
            {quoteAuthorTitle ? `, ${quoteAuthorTitle}` : null}
          </Typography>
        </Box>
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
