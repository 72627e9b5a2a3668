import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import YouTube from '@mui/icons-material/YouTube';
import { site, type SocialNetwork } from '../../content/site';
import { telHref } from '../../content/contactLinks';
import { toDevanagariDigits } from '../../lib/i18n/digits';
import { useLocale } from '../../lib/i18n/LocaleContext';

const icons = { facebook: Facebook, linkedin: LinkedIn, youtube: YouTube } satisfies Record<
  SocialNetwork,
  unknown
>;

/** Under the footer's tagline: the phone number to tap, then the company's social profiles. */
export function FooterContact({ labels }: { labels: { phone: string; social: string } }) {
  const locale = useLocale();
  return (
    <Box sx={{ mt: 2.5, display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <PhoneOutlined aria-hidden fontSize="small" color="primary" />
        <span>{labels.phone}:</span>
        <Link href={telHref(site.phone)} sx={{ fontWeight: 600 }}>
          {locale === 'ne' ? toDevanagariDigits(site.phone) : site.phone}
        </Link>
      </Typography>
      {site.socialProfiles.length > 0 ? (
        <Box component="nav" aria-label={labels.social} sx={{ display: 'flex', gap: 0.5, ml: -1 }}>
          {site.socialProfiles.map((profile) => {
            const Icon = icons[profile.network];
            return (
              <IconButton
                key={profile.network}
                component="a"
                href={profile.url}
                aria-label={profile.label}
                title={profile.label}
                rel="me noopener"
                color="primary"
              >
                <Icon />
              </IconButton>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
