import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerColumns, legalLinks } from '../../content/navigation';
import { site } from '../../content/site';
import { uiStrings } from '../../content/ui';
import { Footer } from './Footer';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const meta = {
  title: 'Layout/Footer',
  parameters: checkedOnPages,
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const comingSoon = ['Tutorials', 'Resources', 'Community', 'API Docs', 'Support'];

/** Enabled entries are links; the "Soon" entries are plain text that keyboard users never land on. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    for (const column of footerColumns) {
      const nav = canvas.getByRole('navigation', { name: column.title });
      for (const link of column.links.filter((entry) => entry.enabled)) {
        await expect(within(nav).getByRole('link', { name: link.name })).toHaveAttribute('href', link.path);
      }
    }
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    for (const link of legalLinks) {
      await expect(within(legal).getByRole('link', { name: link.name })).toHaveAttribute('href', link.path);
    }

    const disabled = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-disabled-link]'));
    await expect(disabled.map((item) => item.firstChild?.textContent)).toEqual(comingSoon);
    for (const item of disabled) {
      await expect(item.closest('a, button, [tabindex]')).toBeNull();
      await expect(item.querySelector('a, button, input, [tabindex]')).toBeNull();
    }
    for (const name of comingSoon) {
      await expect(canvas.queryByRole('link', { name: new RegExp(name) })).toBeNull();
    }
  },
};

/** Under the tagline: the phone number to tap, and the social profiles from the site config. */
export const PhoneAndSocialLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: site.phone })).toHaveAttribute(
      'href',
      `tel:+${site.phone.replace(/\D/g, '')}`,
    );
    const social = canvas.getByRole('navigation', { name: uiStrings.footerContact.social });
    for (const profile of site.socialProfiles) {
      await expect(within(social).getByRole('link', { name: profile.label })).toHaveAttribute(
        'href',
        profile.url,
      );
    }
  },
};

/** Phone: the brand block spans the width and the four columns sit two by two. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // The columns, the legal links and the social profiles.
    await expect(canvas.getAllByRole('navigation')).toHaveLength(footerColumns.length + 2);
  },
};
