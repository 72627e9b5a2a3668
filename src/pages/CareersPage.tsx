import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useContent } from '../components/i18n/useContent';
import { CtaBanner } from '../components/sections/CtaBanner';

export default function CareersPage() {
  const { careersContent: content } = useContent().company;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section labelledBy="careers-interests">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {content.paragraphs.map((paragraph, index) => (
              <Typography
                key={paragraph}
                component="p"
                variant={index === 0 ? 'subtitle1' : 'body1'}
                color={index === 0 ? 'text.primary' : 'text.secondary'}
                sx={{ maxWidth: '62ch' }}
              >
                {paragraph}
              </Typography>
            ))}
          </Box>
          <Card sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="careers-interests" variant="h5" component="h2" sx={{ mb: 2 }}>
              {content.interests.title}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {content.interests.items.map((item) => (
                <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <CheckCircleOutlined aria-hidden fontSize="small" color="success" sx={{ mt: '3px' }} />
                  <Typography variant="body2">{item}</Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Box>
      </Section>
      <Section tone="subtle" labelledBy="careers-apply" maxWidth="md">
        <Card sx={{ p: { xs: 3, sm: 5, md: 6 }, textAlign: 'center' }}>
          <Typography id="careers-apply" variant="h2">
            {content.apply.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            sx={{ mt: 2, mb: 4, mx: 'auto', maxWidth: 560 }}
          >
            {content.apply.text}
          </Typography>
          <Button
            href={content.apply.email.href}
            variant="contained"
            size="large"
            startIcon={<MailOutlined />}
          >
            {content.apply.email.label}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {content.apply.email.address}
          </Typography>
          <Box
            sx={{
              mt: 4,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              color: 'text.secondary',
            }}
          >
            <VerifiedOutlined aria-hidden fontSize="small" color="success" />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {content.apply.promise}
            </Typography>
          </Box>
        </Card>
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
