/**
 * The site's own words around the content: landmarks, menus, toggles, bylines, the language switch.
 * Pages read them through useContent().ui; islands receive the few they show as props.
 */
import { site } from './site';

export interface UiStrings {
  skipToContent: string;
  /** Accessible names of the navigation landmarks and menus. */
  landmarks: { main: string; legal: string; breadcrumb: string; siteMenu: string };
  menu: { open: string; close: string };
  colorMode: { toLight: string; toDark: string };
  /** A numbered step's prefix for screen readers: `Step 2: `. */
  step: string;
  /** The step highlight's button: its visible word and its full accessible name. */
  stepper: { play: string; pause: string; playName: string; pauseName: string };
  /** The tag on footer links whose page is not built yet. */
  soon: string;
  loadingPage: string;
  /** Card and article chrome. */
  learnMore: string;
  deliverables: string;
  keepExploring: string;
  backToBlog: string;
  lastUpdated: string;
  tagline: string;
  rightsReserved: string;
  /** The language switch's tooltip, written in the language it leads to. */
  otherLanguageHint: string;
}

export const uiStrings: UiStrings = {
  skipToContent: 'Skip to main content',
  landmarks: { main: 'Main', legal: 'Legal', breadcrumb: 'Breadcrumb', siteMenu: 'Site menu' },
  menu: { open: 'Open menu', close: 'Close menu' },
  colorMode: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
  step: 'Step',
  stepper: {
    play: 'Play',
    pause: 'Pause',
    playName: 'Play the step highlight',
    pauseName: 'Pause the step highlight',
  },
  soon: 'Soon',
  loadingPage: 'Loading page',
  learnMore: 'Learn more',
  deliverables: 'Deliverables',
  keepExploring: 'Keep exploring',
  backToBlog: 'Back to Blog',
  lastUpdated: 'Last updated',
  tagline: site.tagline,
  rightsReserved: 'All rights reserved.',
  otherLanguageHint: 'यो पृष्ठ नेपालीमा पढ्नुहोस्',
};
