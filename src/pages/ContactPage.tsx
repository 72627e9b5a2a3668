import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { useContent } from '../components/i18n/useContent';
import { appLinkIcons } from '../components/sections/appLinkIcons';

function ChannelIcon({ kind }: { kind: keyof typeof appLinkIcons }) {
  const Icon = appLinkIcons[kind];
  return <Icon aria-hidden />;
}

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
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
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
            <ContactCard icon={PhoneOutlined} title={content.phone.label}>
              <Link href={content.phone.href} variant="subtitle1" sx={{ fontWeight: 600 }}>
                {content.phone.number}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {content.phone.note}
              </Typography>
            </ContactCard>
          </li>
          {content.messaging.channels.length > 0 ? (
            <li>
              <ContactCard icon={ForumOutlined} title={content.messaging.label}>
                <Typography variant="body2" color="text.secondary">
                  {content.messaging.note}
                </Typography>
                <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 'auto' }}>
                  {content.messaging.channels.map((channel) => (
                    <Button
                      key={channel.kind}
                      href={channel.href}
                      variant="outlined"
                      startIcon={<ChannelIcon kind={channel.kind} />}
                    >
                      {channel.label}
                    </Button>
                  ))}
                </Stack>
              </ContactCard>
            </li>
          ) : null}
          <li>
            <ContactCard icon={PlaceOutlined} title={content.location.label}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {content.location.value}
              </Typography>
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                {content.location.street.map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
              </Box>
              <Link
                href={content.location.map.href}
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
              >
                <MapOutlined aria-hidden fontSize="small" />
                {content.location.map.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {content.location.note}
              </Typography>
            </ContactCard>
          </li>
          <li>
            <ContactCard icon={ScheduleOutlined} title={content.hours.label}>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {content.hours.value}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {content.hours.note}
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
