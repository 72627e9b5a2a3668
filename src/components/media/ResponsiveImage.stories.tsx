import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { expect, waitFor } from 'storybook/test';
import { articleBySlug } from '../../content/blog/fromFiles';
import { blogArticles } from '../../content/blog/posts';
import { media, type MediaName } from '../../content/media-manifest';
import { site } from '../../content/site';
import { ResponsiveImage } from './ResponsiveImage';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const mediaNames = Object.keys(media) as MediaName[];

/** An article's hero: a file under content/blog/images/, its sizes rendered at build time. */
const articleHero = articleBySlug(blogArticles, 'ai-agents-guide').heroImage;

/**
 * The <img> inside the story's <picture>, and proof that the browser actually decoded a file. An
 * article's sizes are encoded on first request in dev (AVIF takes seconds on a fresh clone), hence
 * the long wait.
 */
async function expectLoadedImage(canvasElement: HTMLElement): Promise<HTMLImageElement> {
  const img = canvasElement.querySelector('img');
  if (!img) throw new Error('No <img> rendered');
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 20_000 });
  return img;
}

const meta = {
  title: 'Components/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  parameters: { ...checkedOnPages, layout: 'padded' },
  args: {
    image: articleHero,
    sizes: '(min-width: 900px) 760px, 100vw',
    priority: false,
    cover: false,
  },
  argTypes: {
    image: {
      description: `\`name\` is a key of src/content/media-manifest.ts (${mediaNames.join(', ')}), or an article's picture with its \`asset\`. Use \`alt: ''\` for decorative pictures.`,
    },
    sizes: { control: 'text' },
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An article's hero picture at its own aspect ratio. AVIF and WebP sources come first; the JPEG
 * `<img>` carries the width/height that reserve its space, and the dominant colour shows until it loads.
 */
export const ArticlePicture: Story = {
  render: (args) => (
    <Box sx={{ maxWidth: 760 }}>
      <ResponsiveImage {...args} />
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const asset = articleHero.asset ?? media['hero/home'];
    const img = canvas.getByRole('img', { name: /AI agent at the centre of a loop/ });
    await expect(img).toHaveAttribute('width', String(asset.width));
    await expect(img).toHaveAttribute('height', String(asset.height));
    await expect(img).toHaveAttribute('loading', 'lazy');
    const sources = Array.from(canvasElement.querySelectorAll('source')).map((source) => source.type);
    await expect(sources).toEqual(['image/avif', 'image/webp']);
    for (const width of asset.widths) {
      await expect(img.getAttribute('srcset')).toContain(`blog/ai-agents-guide-${width}.jpg ${width}w`);
    }
    await expectLoadedImage(canvasElement);
  },
};

/** The home hero: fills a fixed-height band (object-fit: cover), loads eagerly with high priority. */
export const HeroCover: Story = {
  args: { image: { name: 'hero/home', alt: '' }, sizes: '100vw', priority: true, cover: true },
  render: (args) => (
    <Box sx={{ height: 360, borderRadius: 4, overflow: 'hidden' }}>
      <ResponsiveImage {...args} sx={{ height: '100%' }} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const img = await expectLoadedImage(canvasElement);
    // Decorative: an empty alt keeps it out of the accessibility tree.
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(getComputedStyle(img).objectFit).toBe('cover');
    await expect(img.getBoundingClientRect().height).toBeCloseTo(360, 0);
  },
};

/** The founder's portrait on the Team page: a square, cropped to a circle by the caller's `sx`. */
export const Portrait: Story = {
  args: {
    image: { name: 'team/founder', alt: `Portrait of ${site.founder.name}` },
    sizes: '240px',
    sx: { width: 240, height: 240, borderRadius: '50%' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: `Portrait of ${site.founder.name}` })).toBeVisible();
    await expectLoadedImage(canvasElement);
    const picture = canvasElement.querySelector('picture');
    await expect(picture && getComputedStyle(picture).borderRadius).toBe('50%');
  },
};

/** Every generated picture in the manifest, with its name and intrinsic size. */
export const AllAssets: Story = {
  render: () => (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {mediaNames.map((name) => (
        <Box component="li" key={name}>
          <ResponsiveImage
            image={{ name, alt: '' }}
            sizes="220px"
            priority
            sx={{ borderRadius: 2, aspectRatio: `${media[name].width} / ${media[name].height}` }}
          />
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {media[name].width} × {media[name].height} · {media[name].widths.join(', ')} px
          </Typography>
        </Box>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(images).toHaveLength(mediaNames.length);
    await waitFor(() => expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true), {
      timeout: 10000,
    });
  },
};
