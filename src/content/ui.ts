/**
 * The site's own words around the content: landmarks, menus, toggles, bylines, the language switch.
 * Pages read them through useContent().ui; islands receive the few they show as props.
 */
import { site } from './site';

/** The share bar's words; its island takes them as props. */
export interface ShareStrings {
  heading: string;
  copyLink: string;
  linkCopied: string;
  copyFailed: string;
  /** The button that opens the device's own share sheet (Web Share API). */
  more: string;
}

export interface UiStrings {
  skipToContent: string;
  /** The logo's link home: `Rupantaran AI home`. */
  homeLink: string;
  /** Accessible names of the navigation landmarks and menus. */
  landmarks: { main: string; legal: string; breadcrumb: string; siteMenu: string };
  menu: { open: string; close: string };
  colorMode: { toLight: string; toDark: string };
  /** A numbered step's prefix for screen readers: `Step 2: `. */
  step: string;
  /** The step highlight's button: its visible word and its full accessible name. */
  stepper: { play: string; pause: string; playName: string; pauseName: string };
  /** The home hero's button for its looping background video (WCAG 2.2.2); its island takes them as props. */
  heroVideo: { pause: string; play: string };
  /** The tag on footer links whose page is not built yet. */
  soon: string;
  loadingPage: string;
  /** Card and article chrome. */
  learnMore: string;
  deliverables: string;
  keepExploring: string;
  backToBlog: string;
  /** The blog index's list of posts. */
  latestArticles: string;
  /** Read before a consulting offer's duration chip by screen readers: `Timeline: 2–4 weeks`. */
  timeline: string;
  /** A testimonial's star rating as one image; `{rated}` and `{max}` are replaced. */
  rating: string;
  /** The label before a use case's concrete example. */
  example: string;
  lastUpdated: string;
  /** The blog's reader features: an article's contents, sharing, related reading, author, the feed. */
  tableOfContents: string;
  share: ShareStrings;
  relatedReading: string;
  aboutTheAuthor: string;
  rssFeed: string;
  tagline: string;
  rightsReserved: string;
  /** The footer's contact line: the phone's label and the social profiles' landmark. */
  footerContact: { phone: string; social: string };
  /** The language switch's tooltip, written in the language it leads to. */
  otherLanguageHint: string;
}

export const uiStrings: UiStrings = {
  skipToContent: 'Skip to main content',
  homeLink: `${site.name} home`,
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
  heroVideo: { pause: 'Pause the background video', play: 'Play the background video' },
  soon: 'Soon',
  loadingPage: 'Loading page',
  learnMore: 'Learn more',
  deliverables: 'Deliverables',
  keepExploring: 'Keep exploring',
  backToBlog: 'Back to Blog',
  latestArticles: 'Latest articles',
  timeline: 'Timeline:',
  rating: 'Rated {rated} out of {max}',
  example: 'Example:',
  lastUpdated: 'Last updated',
  tableOfContents: 'In this article',
  share: {
    heading: 'Share this article',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link. Copy it from the address bar instead.',
    more: 'More ways to share',
  },
  relatedReading: 'Related reading',
  aboutTheAuthor: 'About the author',
  rssFeed: 'RSS feed',
  tagline: site.tagline,
  rightsReserved: 'All rights reserved.',
  footerContact: { phone: 'Phone', social: 'Follow us' },
  otherLanguageHint: 'यो पृष्ठ नेपालीमा पढ्नुहोस्',
};
