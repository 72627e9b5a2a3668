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
 */
export function LanguageLink({
  destination: target,
  ...buttonProps
}: { destination: LanguageLinkTarget } & Omit<ButtonProps<'a'>, 'href' | 'component'>) {
  return (
    <Button
      component="a"
      href={target.href}
      hrefLang={target.locale}
      lang={target.locale}
      title={target.hint}
      color="inherit"
      startIcon={<TranslateIcon />}
      {...buttonProps}
    >
      {localeNames[target.locale]}
    </Button>
  );
}
