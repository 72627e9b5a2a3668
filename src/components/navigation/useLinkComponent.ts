import type { ElementType } from 'react';
import { useTheme } from '@mui/material/styles';

/**
 * What the theme renders site links with: the router-aware LinkBehavior in the app, a plain anchor in
 * a prerendered page's islands (which have no router; their links load the next page).
 */
export function useLinkComponent(): ElementType {
  return useTheme().components?.MuiButtonBase?.defaultProps?.LinkComponent ?? 'a';
}
