import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { localeNames, type Locale } from '../../lib/i18n/locale';

/** Where the language switch leads: the same page in the other language. Plain data, so islands can take it. */
export interface LanguageLinkTarget {
  href: string;
  locale: Locale;
  /** A tooltip written in the target language ("Read this page in English"). */
  hint: string;
}

/**
 * The switch to the other language: a plain link (the URL carries the language; no redirect, no
 * cookie), named in its own language and marked as such, so screen readers pronounce it right.
 * `iconOnlyMd`: between the md and lg breakpoints the header has no room for the word, so the link
 * shows the icon alone there, named by its aria-label.
 */
export function LanguageLink({
  destination: target,
  iconOnlyMd = false,
  sx,
  ...buttonProps
}: { destination: LanguageLinkTarget; iconOnlyMd?: boolean } & Omit<ButtonProps<'a'>, 'href' | 'component'>) {
  const name = localeNames[target.locale];
  return (
    <Button
      component="a"
      href={target.href}
      hrefLang={target.locale}
      lang={target.locale}
      title={target.hint}
      aria-label={name}
      color="inherit"
      startIcon={<TranslateIcon />}
      sx={[
        { whiteSpace: 'nowrap', flexShrink: 0 },
        iconOnlyMd && {
          minWidth: { md: 40, lg: 64 },
          '& .MuiButton-startIcon': { mr: { md: 0, lg: 1 }, ml: { md: 0, lg: -0.5 } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...buttonProps}
    >
      <Box component="span" sx={iconOnlyMd ? { display: { md: 'none', lg: 'inline' } } : undefined}>
        {name}
      </Box>
    </Button>
  );
}
