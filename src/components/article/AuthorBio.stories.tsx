import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import Box from '@mui/material/Box';
import { uiStrings } from '../../content/ui';
import { uiStrings as nepaliUi } from '../../content/ne/ui';
import { articleAuthors, authorBios, authorDisplayNames, authorRoles } from '../../content/blog/posts';
import * as nepali from '../../content/ne/blog/posts';
import { AuthorBio } from './AuthorBio';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

/** Who wrote the article, at its end: portrait, name, role and a short bio. */
const meta = {
  title: 'Blog/AuthorBio',
  component: AuthorBio,
  parameters: { ...checkedOnPages, layout: 'padded' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 860 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    heading: uiStrings.aboutTheAuthor,
    name: authorDisplayNames['Sujata Karki'],
    role: authorRoles['Sujata Karki'],
    bio: authorBios['Sujata Karki'],
    avatar: articleAuthors['Sujata Karki'],
  },
} satisfies Meta<typeof AuthorBio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: uiStrings.aboutTheAuthor })).toBeVisible();
    await expect(canvas.getByText('Sujata Karki')).toBeVisible();
    await expect(canvas.getByText('Head of AI Training')).toBeVisible();
  },
};

/** The team's articles: the emblem and no separate role (it would only repeat the name). */
export const Team: Story = {
  args: {
    name: authorDisplayNames['Rupantaran AI Team'],
    role: undefined,
    bio: authorBios['Rupantaran AI Team'],
    avatar: articleAuthors['Rupantaran AI Team'],
  },
};

export const Nepali: Story = {
  globals: { locale: 'ne' },
  args: {
    heading: nepaliUi.aboutTheAuthor,
    name: nepali.authorDisplayNames['Bibek Thapa'],
    role: nepali.authorRoles['Bibek Thapa'],
    bio: nepali.authorBios['Bibek Thapa'],
    avatar: nepali.articleAuthors['Bibek Thapa'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: nepaliUi.aboutTheAuthor })).toBeVisible();
    await expect(canvas.getByText('विवेक थापा')).toBeVisible();
  },
};
