import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PhoneMenuPanel } from './PhoneMenuPanel';
import { PhoneMenuToggle } from './PhoneMenuToggle';
import { useContent } from '../../components/i18n/useContent';
import { useLanguageLinkTarget } from '../../components/i18n/useLanguageLinkTarget';
import { usePagePath } from '../../components/navigation/usePagePath';
import { reachUs } from '../../content/company';
import { reachUs as nepaliReachUs } from '../../content/ne/company';
import { uiStrings as nepaliUi } from '../../content/ne/ui';
import { telHref } from '../../content/contactLinks';
import { site } from '../../content/site';
import { phoneMenuId, phoneMenuToggleSelector } from '../../lib/phoneMenu/attributes';
import { installPhoneMenu } from '../../lib/phoneMenu/phoneMenu';

/** The panel as the site prerenders it, in the story's language, its links to the story's route. */
function Panel({ open }: { open?: boolean }) {
  return (
    <PhoneMenuPanel
      language={useLanguageLinkTarget()}
      pathname={open ? usePagePath() : undefined}
      open={open}
    />
  );
}

/**
 * The header's button and the panel behind it, opened by the script the site's loader runs
 * (src/lib/phoneMenu/phoneMenu.ts): the panel is already in the page here, where the site fetches it.
 */
function ButtonAndPanel() {
  const path = usePagePath();
  const label = useContent().ui.uiStrings.menu.open;
  useEffect(() => {
    const toggle = document.querySelector<HTMLElement>(phoneMenuToggleSelector);
    const dialog = document.getElementById(phoneMenuId);
    if (!toggle || !(dialog instanceof HTMLDialogElement)) return;
    installPhoneMenu(toggle, () => Promise.resolve(dialog), { document, window, currentPath: () => path });
  }, [path]);
  return (
    <>
      <PhoneMenuToggle label={label} />
      <Panel />
    </>
  );
}

/**
 * The phone menu: MUI's drawer, from the right, as a native modal dialog. Every destination of the
 * header, then the ways to reach a person (the configured ones), the consultation and the other
 * language. No React runs in it on the site: focus ring and pressed state are CSS.
 */
const meta = {
  title: 'Layout/PhoneMenu',
  component: Panel,
  parameters: { route: '/blog' },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open in place, on the blog: its entry marked current. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'AI Academy', 'For Business', 'For Individuals', 'Blog', 'Pricing']);
    await expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Get Consultation' })).toBeVisible();
    // Below the site's links: a way to a person now, from any page.
    const reach = canvas.getByRole('navigation', { name: reachUs.title });
    await expect(
      within(reach)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/contact', ...reachUs.links.map((link) => link.href)]);
    await expect(within(reach).getByRole('link', { name: /Call us/ })).toHaveAttribute(
      'href',
      telHref(site.phone),
    );
  },
};

/**
 * From the header's button, as on a phone: it opens modal, marks the page, and its close button closes
 * it (Escape and a tap beside it too: e2e/mobile.spec.ts presses real keys).
 */
export const FromTheButton: Story = {
  render: () => <ButtonAndPanel />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Site menu' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(within(menu).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(menu).toHaveFocus();
    await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await expect(menu).not.toBeVisible();
  },
};

/** In Nepali: its own words and digits, and the way back to the same page in English. */
export const OpenInNepali: Story = {
  args: { open: true },
  globals: { locale: 'ne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: nepaliUi.landmarks.main });
    await expect(within(nav).getByRole('link', { name: 'ब्लग' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'ब्लग' })).toHaveAttribute('href', '/ne/blog');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/blog');
    await expect(canvas.getByRole('navigation', { name: nepaliReachUs.title })).toHaveTextContent(/[०-९]/);
  },
};
