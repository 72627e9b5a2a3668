import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useContent } from '../components/i18n/useContent';

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: SvgIconComponent;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%', p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 52,
          height: 52,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          color: theme.vars.palette.primary.main,
          backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
        })}
      >
        <Icon />
      </Box>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Card>
  );
}

export default function ContactPage() {
  const { contactContent: content } = useContent().company;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ title: content.title, subtitle: content.subtitle }} />
      <Section>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2.5, md: 3 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <li>
            <ContactCard icon={MailOutlined} title={content.email.label}>
              <Link href={content.email.href} variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                {content.email.address}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {content.email.note}
              </Typography>
            </ContactCard>
          </li>
          <li>
            <ContactCard icon={PlaceOutlined} title={content.location.label}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {content.location.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {content.location.note}
              </Typography>
            </ContactCard>
          </li>
          <li>
            <ContactCard icon={PhoneInTalkOutlined} title={content.consultation.title}>
              <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                {content.consultation.text}
              </Typography>
              <Box>
                <Button href={content.consultation.action.to} variant="contained">
                  {content.consultation.action.label}
                </Button>
              </Box>
            </ContactCard>
          </li>
        </Box>
      </Section>
    </>
  );
}
