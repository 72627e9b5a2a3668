import type { ElementType } from 'react';
import { useTheme } from '@mui/material/styles';
import { LocalizedAnchor } from './LocalizedAnchor';

/**
 * What the theme renders site links with: the router-aware LinkBehavior in the page, a plain anchor in
 * a page's islands (which have no router; their links load the next page). Both keep the language.
 */
export function useLinkComponent(): ElementType {
  return useTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent ?? LocalizedAnchor;
}
