import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { localizedPath } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/LocaleContext';

type LocalizedAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * What islands render site links with: they have no router, so a plain anchor to the page in the
 * current language. A file of its own because LinkBehavior imports react-router, which would
 * otherwise ride along into every island's start-up code (about 11 kB gzip).
 */
export const LocalizedAnchor = forwardRef<HTMLAnchorElement, LocalizedAnchorProps>(function LocalizedAnchor(
  { href = '', ...rest },
  ref,
) {
  const locale = useLocale();
  const target = href.startsWith('/') ? localizedPath(href, locale) : href;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- content comes through rest.children
  return <a ref={ref} href={target} {...rest} />;
});
