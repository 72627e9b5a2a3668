import { useSyncExternalStore, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Facebook from '@mui/icons-material/Facebook';
import IosShare from '@mui/icons-material/IosShare';
import LinkIcon from '@mui/icons-material/Link';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PermPhoneMsg from '@mui/icons-material/PermPhoneMsg';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import type { ShareStrings } from '../../content/ui';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { useNotify } from '../notifications/notify';
import { shareLinks, type ShareNetwork } from './shareLinks';

export interface ShareBarProps {
  /** The page's canonical absolute URL. */
  url: string;
  title: string;
  strings: ShareStrings;
  headingId?: string;
}

const icons: Record<ShareNetwork, ReactElement> = {
  facebook: <Facebook />,
  whatsapp: <WhatsApp />,
  // Viber's own mark is not in the icon set: a phone with a message says the same.
  viber: <PermPhoneMsg />,
  linkedin: <LinkedIn />,
  x: <X />,
};

const noSubscription = () => () => {};

/** Whether the browser has a share sheet; false on the server and while hydrating, so both agree. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * Share links for an article: each network's own share page (plain links, nothing of theirs loads
 * until pressed), copy-link with a toast, and the device's share sheet where the browser has one.
 */
export function ShareBar({ url, title, strings, headingId = 'share-heading' }: ShareBarProps) {
  const notify = useNotify();
  const canShare = useCanShare();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(strings.linkCopied, { variant: 'success' });
    } catch {
      notify(strings.copyFailed, { variant: 'error' });
    }
  };

  const shareNatively = () => {
    // Closing the share sheet rejects with AbortError: nothing to report.
    navigator.share({ title, url }).catch(() => {});
  };

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="share-bar">
      {/* Tall enough for the share-sheet button, so its arrival after hydration moves nothing. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {strings.heading}
        </Typography>
        {canShare ? (
          <IconButton
            aria-label={strings.more}
            onClick={shareNatively}
            data-share="device"
            sx={{ ml: 'auto' }}
          >
            <IosShare />
          </IconButton>
        ) : null}
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <Button
              href={link.href}
              variant="outlined"
              size="small"
              startIcon={icons[link.network]}
              data-network={link.network}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="outlined"
            size="small"
            startIcon={<LinkIcon />}
            onClick={() => void copy()}
            data-share="copy-link"
          >
            {strings.copyLink}
          </Button>
        </li>
      </Box>
    </Box>
  );
}

/** The share bar with its own toast host: an island has no providers but those IslandRoot gives. */
export function ShareBarWithToasts(props: ShareBarProps) {
  return (
    <NotificationsProvider>
      <ShareBar {...props} />
    </NotificationsProvider>
  );
}
