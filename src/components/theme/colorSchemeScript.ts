import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { colorSchemeAttribute, modeStorageKey } from '../../../theme/theme';

/** Sets the colour scheme attribute before first paint, so a dark-mode visitor never sees a light flash. */
export function colorSchemeScript(): string {
  return renderToStaticMarkup(
    createElement(InitColorSchemeScript, {
      attribute: colorSchemeAttribute,
      modeStorageKey,
      defaultMode: 'system',
    }),
  );
}
