import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect } from 'storybook/test';
import { homeContent } from '../../content/home';
import { pricingContent } from '../../content/pricing';
import { FeatureGrid } from './FeatureGrid';
import { Section, type SectionTone } from './Section';
import { SectionHeading } from './SectionHeading';
import { checkedOnPages } from '../../../.storybook/checkedOnPages';

const { whyChoose } = homeContent;
const tones: readonly SectionTone[] = ['default', 'subtle', 'paper'];

const meta = {
  title: 'Sections/Section',
  parameters: checkedOnPages,
  component: Section,
  tags: ['autodocs'],
  args: {
    id: whyChoose.id,
    tone: 'default',
    labelledBy: 'section-story-heading',
    maxWidth: 'lg',
    children: (
      <>
        <SectionHeading id="section-story-heading" title={whyChoose.title} subtitle={whyChoose.subtitle} />
        <FeatureGrid items={whyChoose.items.slice(0, 3)} />
      </>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    maxWidth: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    children: { control: false },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A band on the page background: a named region (via its heading) that anchor links can target. */
export const DefaultTone: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: whyChoose.title });
    await expect(region).toHaveAttribute('id', whyChoose.id);
    await expect(getComputedStyle(region).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** The tinted band; alternate it with the default tone between consecutive sections. */
export const SubtleTone: Story = {
  args: { tone: 'subtle' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: whyChoose.title });
    await expect(getComputedStyle(region).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const PaperTone: Story = { args: { tone: 'paper' } };

/** A narrow container for reading-width content such as the FAQ. */
export const NarrowContainer: Story = {
  args: {
    maxWidth: 'md',
    labelledBy: 'faq-story-heading',
    children: (
      <>
        <SectionHeading id="faq-story-heading" title={pricingContent.faq.title} />
        {pricingContent.faq.items.slice(0, 2).map((item) => (
          <Typography key={item.question} sx={{ mb: 2 }}>
            <strong>{item.question}</strong> {item.answer}
          </Typography>
        ))}
      </>
    ),
  },
};

/** The page rhythm: consecutive sections alternate tones so each reads as its own band. */
export const AlternatingTones: Story = {
  render: () => (
    <>
      {tones.map((tone) => (
        <Section key={tone} tone={tone} labelledBy={`tone-${tone}`}>
          <SectionHeading
            id={`tone-${tone}`}
            title={`tone="${tone}"`}
            subtitle="Sections stack with equal vertical padding; the tone marks where one ends."
          />
        </Section>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(tones.length);
  },
};
