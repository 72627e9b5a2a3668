import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: logo, the five primary entries, the scheme toggle and the consultation call to action. */
export const Desktop: Story = {
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'AI Academy', 'Blog', 'Pricing']) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Get Consultation' })).toHaveAttribute(
      'href',
      '/consultation',
    );
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Desktop with the Services dropdown open: a WAI-ARIA menu button with its two entries. */
export const ServicesOpen: Story = {
  parameters: { route: '/' },
  play: async ({ canvas, userEvent }) => {
    const services = canvas.getByRole('button', { name: 'Services' });
    await userEvent.click(services);
    // The list's code loads on the first open (useOnDemand): the menu opens once it is here.
    const menu = await screen.findByRole('menu');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-haspopup', 'menu');
    await expect(menu).toHaveAttribute('aria-labelledby', services.id);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['For Business', 'For Individuals']);
    await expect(items[0]).toHaveAttribute('href', '/use-cases/business');
    await expect(items[1]).toHaveAttribute('href', '/use-cases/individuals');
  },
};

/** On a Services page the dropdown itself is marked active and the current entry carries aria-current. */
export const ServicesActive: Story = {
  parameters: { route: '/use-cases/business' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    await expect(services).toHaveAttribute('data-active', 'true');
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await userEvent.click(services);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'For Business' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'For Individuals' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/**
 * Phone: the nav collapses behind "Open menu", which opens the phone menu's panel (PhoneMenu stories:
 * the page's loader opens it, no React runs in it).
 */
export const Phone: Story = {
  parameters: { route: '/blog' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.getByTestId('header-cta-compact')).toBeVisible();
  },
};
