import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ArticleBlock, ArticleSection } from '../../content/types';
import { headingIds as idsFromHeadings } from './headingIds';
import { renderWhenNearViewport } from '../sections/offscreen';

export interface ArticleRendererProps {
  sections: readonly ArticleSection[];
  /**
   * 'cards': each section in its own card (blog articles); 'plain': one continuous document with
   * rules between sections (policies, where a stack of cards would feel heavy).
   */
  variant?: 'cards' | 'plain';
  /** Prefix for the section anchors, so two renderers on a page never share an id. */
  idPrefix?: string;
  /**
   * The sections' anchors, one per section, when they must not come from these headings: a Nepali
   * article takes its English original's (src/components/article/headingIds.ts).
   */
  headingIds?: readonly string[];
}

/** A comfortable line length for long reading: about 70 characters. */
const measure = '70ch';

const textStyle = {
  fontSize: { xs: '1rem', md: '1.0625rem' },
  lineHeight: 1.75,
  maxWidth: measure,
} as const;

const listStyle = (theme: Theme) => ({
  ...textStyle,
  m: 0,
  pl: 3,
  display: 'grid',
  gap: 1.25,
  '& > li': { pl: 0.75 },
  '& > li::marker': { color: theme.vars.palette.primary.main, fontWeight: 700 },
});

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography component="p" sx={textStyle}>
          {block.text}
        </Typography>
      );
    case 'bullets':
      return (
        <Box component="ul" sx={listStyle}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      );
    case 'numbered':
      return (
        <Box component="ol" sx={listStyle}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      );
    case 'quote':
      return (
        <Box
          component="figure"
          sx={(theme) => ({
            m: 0,
            py: 2,
            px: { xs: 2.5, md: 3.5 },
            maxWidth: measure,
            borderLeft: `4px solid ${theme.vars.palette.highlight.main}`,
            borderRadius: '0 12px 12px 0',
            backgroundColor: `color-mix(in srgb, ${theme.vars.palette.highlight.main} 12%, transparent)`,
          })}
        >
          <Typography
            component="blockquote"
            sx={{ m: 0, fontSize: { xs: '1.0625rem', md: '1.1875rem' }, fontWeight: 600, lineHeight: 1.6 }}
          >
            {block.text}
          </Typography>
          {block.cite ? (
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              — <cite>{block.cite}</cite>
            </Typography>
          ) : null}
        </Box>
      );
  }
}

interface SectionBodyProps {
  section: ArticleSection;
  headingId: string;
  /** Smaller headings for dense documents such as policies. */
  compact?: boolean;
}

function SectionBody({ section, headingId, compact = false }: SectionBodyProps) {
  return (
    <>
      <Typography
        id={headingId}
        variant={compact ? 'h4' : 'h3'}
        component="h2"
        sx={{ mb: 2.5, maxWidth: measure, textWrap: 'balance' }}
      >
        {section.heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </Box>
    </>
  );
}

/** Long-form text from content data: h2 sections of paragraphs, lists and quotes, in semantic HTML. */
export function ArticleRenderer({
  sections,
  variant = 'cards',
  idPrefix = '',
  headingIds,
}: ArticleRendererProps) {
  const ids =
    headingIds?.map((id) => `${idPrefix}${id}`) ??
    idsFromHeadings(
      sections.map((section) => section.heading),
      idPrefix,
    );
  if (variant === 'plain') {
    return (
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
        {sections.map((section, index) => (
          <Box
            key={ids[index]}
            component="section"
            aria-labelledby={ids[index]}
            data-testid="article-section"
            sx={(theme) => ({
              scrollMarginTop: { xs: 80, md: 96 },
              pt: index === 0 ? 0 : { xs: 4, md: 5 },
              borderTop: index === 0 ? 'none' : `1px solid ${theme.vars.palette.divider}`,
              ...renderWhenNearViewport(480),
            })}
          >
            <SectionBody section={section} headingId={ids[index] ?? ''} compact />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2.5, md: 3 } }}>
      {sections.map((section, index) => (
        <Card
          key={ids[index]}
          component="section"
          aria-labelledby={ids[index]}
          data-testid="article-section"
          sx={{
            p: { xs: 2.5, sm: 4, md: 5 },
            scrollMarginTop: { xs: 80, md: 96 },
            ...renderWhenNearViewport(480),
          }}
        >
          <SectionBody section={section} headingId={ids[index] ?? ''} />
        </Card>
      ))}
    </Box>
  );
}
