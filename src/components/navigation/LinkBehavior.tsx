import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * Renders every MUI Link and Button with an `href` through the router for site paths (in Storybook's
 * router they navigate between stories; on the server they render the same plain anchor). External,
 * mailto and tel links stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href = '', ...rest },
  ref,
) {
  // Content comes through `rest.children` from the MUI component that renders this.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  if (!href.startsWith('/')) return <a ref={ref} href={href} {...rest} />;
  return <RouterLink ref={ref} to={href} {...rest} />;
});
