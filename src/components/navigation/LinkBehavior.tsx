import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { preloadRoute } from '../../lib/routePreload';

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Lets every MUI Link and Button with an `href` navigate client-side for site paths,
 * and warms the target page's chunk on hover or focus. External, mailto and tel links stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', onMouseEnter, onFocus, ...rest },
  ref,
) {
  // Content comes through `rest.children` from the MUI component that renders this.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (!href.startsWith('/')) return <a ref={ref} href={href} {...rest} />;
  return (
    <RouterLink
      ref={ref}
      to={href}
      onMouseEnter={(event) => {
        preloadRoute(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
      {...rest}
    />
  );
});
