import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { localizedPath } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/LocaleContext';

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Renders every MUI Link and Button with an `href` of the page: site paths (content writes them
 * without a language) lead to the page in the current language, through the router (on the server it
 * renders a plain anchor; in Storybook it keeps navigation inside the story). External, mailto and tel
 * links stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...rest },
  ref,
) {
  const locale = useLocale();
  // Content comes through `rest.children` from the MUI component that renders this.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (!href.startsWith('/')) return <a ref={ref} href={href} {...rest} />;
  // No route discovery: the site is pages, not a framework-mode router, so data-discover on every link
  // would be bytes no script reads.
  return <RouterLink ref={ref} to={localizedPath(href, locale)} discover="none" {...rest} />;
});
