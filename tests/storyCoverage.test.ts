import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Storybook is the design system's home: every component under these folders ships a sibling
 * `Name.stories.tsx`, which the storybook Vitest project renders in both colour schemes with axe.
 */
const root = join(import.meta.dirname, '..');
const componentDirs = ['src/components', 'src/app/layout', 'src/features'];

/** Components that have no stories of their own, and why. Keep the reasons honest and the list short. */
const exclusions: Record<string, string> = {
  'src/components/theme/AppThemeProvider.tsx':
    'Wraps every story via .storybook/decorators.tsx; the Foundations docs show the theme.',
  'src/components/navigation/LinkBehavior.tsx':
    'A link adapter with no UI; every link in the Header, Footer and Layout stories goes through it.',
  'src/components/navigation/LocalizedAnchor.tsx':
    'The islands link adapter, with no UI of its own; the e2e tests follow links inside islands on prerendered pages.',
  'src/components/seo/Seo.tsx':
    'Renders only <head> tags; covered by unit tests and the e2e metadata checks.',
  'src/app/layout/DesktopNav.tsx':
    'Part of Header: the Desktop, ServicesOpen and ServicesActive stories cover it.',
  'src/app/layout/ServicesMenu.tsx': 'Part of Header: the ServicesOpen and ServicesActive stories cover it.',
  'src/app/layout/PhoneMenuToggle.tsx':
    "Part of Header: its Phone story, and PhoneMenu's FromTheButton, which opens the panel from it.",
  'src/app/layout/ServicesMenuList.tsx':
    'Loaded by ServicesMenu on first open: the ServicesOpen story covers it.',
  'src/components/notifications/Toaster.tsx':
    'Loaded by NotificationsProvider on the first toast: the Notifications stories show every variant.',
  'src/features/home/HeroVideo.tsx':
    'Part of HomeHero: its stories render it with the video off; the e2e hero video tests play it.',
  'src/components/article/MarkdownContent.tsx':
    'Draws the parsed Markdown of ArticleRenderer: its stories and every article page (e2e) render it.',
  'src/features/consultation/booking/BookingPanel.tsx':
    'Part of ConsultationRequest: its PickATime story books, meets "taken" and confirms; e2e/booking.spec.ts books for real.',
  'src/app/layout/FooterColumn.tsx':
    'Part of Footer: the Desktop story checks every column, enabled and disabled entries.',
};

function tsxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? tsxFiles(path) : entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * Component files: .tsx that are not tests, stories or hooks (hooks may be .tsx when they return JSX
 * helpers), nor island declarations (`X.island.tsx` wraps `X`, whose stories are the island's).
 */
function isComponentFile(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  return !/\.(test|spec|stories|island)\.tsx$/.test(name) && !/^use[A-Z]/.test(name);
}

const components = componentDirs
  .flatMap((dir) => tsxFiles(join(root, dir)))
  .map((path) => relative(root, path).split('\\').join('/'))
  .filter(isComponentFile)
  .sort();

describe('story coverage', () => {
  it('finds the component folders', () => {
    expect(components.length).toBeGreaterThan(0);
  });

  it.each(components.map((path) => [path]))(
    '%s has a sibling .stories.tsx (or a documented exclusion)',
    (path) => {
      if (path in exclusions) return;
      const stories = path.replace(/\.tsx$/, '.stories.tsx');
      expect(
        existsSync(join(root, stories)),
        `Add ${stories}, or list ${path} in the exclusions with a reason`,
      ).toBe(true);
    },
  );

  it('has no stale exclusions', () => {
    const stale = Object.keys(exclusions).filter((path) => !components.includes(path));
    expect(stale, 'These excluded files no longer exist; remove them from the list').toEqual([]);
  });
});
