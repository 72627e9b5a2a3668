import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import Box from '@mui/material/Box';
import { uiStrings } from '../../content/ui';
import { uiStrings as nepaliUi } from '../../content/ne/ui';
import { articleBySlug } from '../../content/blog/fromFiles';
import { blogArticles } from '../../content/blog/posts';
import { blogArticles as nepaliArticles } from '../../content/ne/blog/posts';
import { ArticleRenderer } from './ArticleRenderer';
import { headingIds, translatedHeadingIds } from './headingIds';
import { CollapsibleContents, TableOfContents, type ContentsItem } from './TableOfContents';

const article = articleBySlug(blogArticles, 'ai-agents-guide');
const nepaliArticle = articleBySlug(nepaliArticles, 'ai-agents-guide');

const ids = headingIds(article.sections.map((section) => section.heading));
const items: ContentsItem[] = article.sections.map((section, index) => ({
  id: ids[index] ?? '',
  label: section.heading,
}));
// The Nepali article takes the English anchors, section by section.
const nepaliIds = translatedHeadingIds(
  article.sections.map((section) => section.heading),
  nepaliArticle.sections.length,
);
const nepaliItems: ContentsItem[] = nepaliArticle.sections.map((section, index) => ({
  id: nepaliIds[index] ?? '',
  label: section.heading,
}));

/**
 * An article's contents: beside the text on wide screens, sticky, marking the section being read
 * (the island's part); a closed block at the top of the text on phones. Links jump to the sections'
 * anchors, which come from the English headings in both languages.
 */
const meta = {
  title: 'Blog/TableOfContents',
  component: TableOfContents,
  parameters: { layout: 'padded' },
  args: { title: uiStrings.tableOfContents, items },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list on its own, nothing marked yet (as the page first shows it). */
export const Default: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 260 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: uiStrings.tableOfContents });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(article.sections.length);
    await expect(links[0]).toHaveAttribute('href', `#${ids[0] ?? ''}`);
  },
};

/** Beside the article, as on a wide screen: scrolling marks the section being read. */
export const BesideTheText: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 15rem', gap: 5 }}>
      <Box sx={{ gridColumn: 2, gridRow: 1 }}>
        <TableOfContents {...args} />
      </Box>
      <Box sx={{ gridColumn: 1, gridRow: 1, minWidth: 0 }}>
        <ArticleRenderer sections={article.sections} headingIds={ids} />
      </Box>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const target = items[3] as ContentsItem;
    canvasElement.ownerDocument.getElementById(target.id)?.scrollIntoView({ block: 'start' });
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: target.label })).toHaveAttribute('aria-current', 'location'),
    );
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** On phones: a closed block that opens without JavaScript (details/summary). */
export const CollapsedOnPhones: Story = {
  render: (args) => <CollapsibleContents {...args} />,
  play: async ({ canvas, userEvent }) => {
    const firstLink = canvas.getByRole('link', { name: items[0]?.label ?? '', hidden: true });
    await expect(firstLink).not.toBeVisible();
    await userEvent.click(canvas.getByText(uiStrings.tableOfContents));
    await expect(firstLink).toBeVisible();
  },
};

/** The Nepali article: Nepali headings, the English anchors. */
export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: { title: nepaliUi.tableOfContents, items: nepaliItems },
  decorators: Default.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: nepaliUi.tableOfContents })).toBeVisible();
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('href', `#${ids[0] ?? ''}`);
  },
};

export const NepaliOnPhones: Story = {
  ...CollapsedOnPhones,
  globals: { locale: 'ne' },
  args: { title: nepaliUi.tableOfContents, items: nepaliItems },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(nepaliUi.tableOfContents));
    await expect(canvas.getByRole('link', { name: nepaliItems[0]?.label ?? '' })).toBeVisible();
  },
};
