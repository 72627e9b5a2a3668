import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ArticleBlock, ArticleSection } from '../../content/types';
import { headingIds as idsFromHeadings } from './headingIds';
import { renderWhenNearViewport } from '../sections/offscreen';
import { estimatedSectionHeight, sectionSizeProperties } from './sectionSize';
import {
  listStyle,
  MarkdownContent,
  measure,
  quoteStyle,
  quoteTextStyle,
  textStyle,
} from './MarkdownContent';

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
        <Box component="figure" sx={quoteStyle}>
          <Typography component="blockquote" sx={quoteTextStyle}>
            {block.text}
          </Typography>
          {block.cite ? (
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              — <cite>{block.cite}</cite>
            </Typography>
          ) : null}
        </Box>
      );
    case 'markdown':
      return <MarkdownContent nodes={block.nodes} />;
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
              ...renderWhenNearViewport(estimatedSectionHeight),
            })}
            style={sectionSizeProperties(section)}
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
            ...renderWhenNearViewport(estimatedSectionHeight),
          }}
          style={sectionSizeProperties(section)}
        >
          <SectionBody section={section} headingId={ids[index] ?? ''} />
        </Card>
      ))}
    </Box>
  );
}
