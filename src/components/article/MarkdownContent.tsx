import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { AlignType, BlockContent, Blockquote, List, PhrasingContent, RootContent } from 'mdast';
import type { MediaAsset } from '../../content/media-manifest';
import { ResponsiveImage } from '../media/ResponsiveImage';

/** A comfortable line length for long reading: about 70 characters. */
export const measure = '70ch';

export const textStyle = {
  fontSize: { xs: '1rem', md: '1.0625rem' },
  lineHeight: 1.75,
  maxWidth: measure,
} as const;

export const listStyle = (theme: Theme) => ({
  ...textStyle,
  m: 0,
  pl: 3,
  display: 'grid',
  gap: 1.25,
  '& > li': { pl: 0.75 },
  '& > li::marker': { color: theme.vars.palette.primary.main, fontWeight: 700 },
});

export const quoteStyle = (theme: Theme) => ({
  m: 0,
  py: 2,
  px: { xs: 2.5, md: 3.5 },
  maxWidth: measure,
  borderLeft: `4px solid ${theme.vars.palette.highlight.main}`,
  borderRadius: '0 12px 12px 0',
  backgroundColor: `color-mix(in srgb, ${theme.vars.palette.highlight.main} 12%, transparent)`,
});

export const quoteTextStyle = {
  m: 0,
  fontSize: { xs: '1.0625rem', md: '1.1875rem' },
  fontWeight: 600,
  lineHeight: 1.6,
} as const;

/** What the build adds to an image in the text (scripts/blog/articles.ts): its served name and sizes. */
interface PictureData {
  name: string;
  asset: MediaAsset;
}

const isExternal = (url: string) => /^[a-z]+:/i.test(url);

function Inline({ nodes }: { nodes: readonly PhrasingContent[] }): ReactNode {
  return nodes.map((node, index) => <InlineNode key={index} node={node} />);
}

function InlineNode({ node }: { node: PhrasingContent }): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'emphasis':
      return (
        <em>
          <Inline nodes={node.children} />
        </em>
      );
    case 'strong':
      return (
        <strong>
          <Inline nodes={node.children} />
        </strong>
      );
    case 'delete':
      return (
        <del>
          <Inline nodes={node.children} />
        </del>
      );
    case 'inlineCode':
      return <code>{node.value}</code>;
    case 'break':
      return <br />;
    case 'link':
      return (
        <Link
          href={node.url}
          {...(node.title ? { title: node.title } : {})}
          {...(isExternal(node.url) ? { rel: 'noopener noreferrer' } : {})}
        >
          <Inline nodes={node.children} />
        </Link>
      );
    case 'image': {
      const picture = node.data as PictureData | undefined;
      if (!picture?.asset) return null;
      return (
        <ResponsiveImage
          image={{ name: picture.name, alt: node.alt ?? '', asset: picture.asset }}
          sizes="(min-width: 900px) 70ch, 100vw"
          sx={{ borderRadius: 3, my: 1 }}
        />
      );
    }
    default:
      // Raw HTML and references without definitions: the text says what it needs without them.
      return null;
  }
}

/** A quote whose last paragraph starts with "— " names its source: drawn as the caption. */
function Quote({ node }: { node: Blockquote }) {
  const last = node.children.at(-1);
  const first = last?.type === 'paragraph' ? last.children[0] : undefined;
  const cited = node.children.length > 1 && first?.type === 'text' && first.value.startsWith('— ');
  const body = cited ? node.children.slice(0, -1) : node.children;
  return (
    <Box component="figure" sx={quoteStyle}>
      <Typography component="blockquote" sx={quoteTextStyle}>
        {body.map((child, index) =>
          child.type === 'paragraph' ? (
            <Inline key={index} nodes={child.children} />
          ) : (
            <Block key={index} node={child} />
          ),
        )}
      </Typography>
      {cited && last?.type === 'paragraph' && first?.type === 'text' ? (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {'— '}
          <cite>
            <Inline nodes={[{ ...first, value: first.value.slice(2) }, ...last.children.slice(1)]} />
          </cite>
        </Typography>
      ) : null}
    </Box>
  );
}

function ListBlock({ node }: { node: List }) {
  return (
    <Box
      component={node.ordered ? 'ol' : 'ul'}
      sx={listStyle}
      {...(node.ordered && node.start && node.start !== 1 ? { start: node.start } : {})}
    >
      {node.children.map((item, index) => (
        <li key={index}>
          {item.children.map((child, childIndex) =>
            // A tight list's items are their text alone, as the site's lists have always been.
            child.type === 'paragraph' && !node.spread ? (
              <Inline key={childIndex} nodes={child.children} />
            ) : (
              <Block key={childIndex} node={child} />
            ),
          )}
        </li>
      ))}
    </Box>
  );
}

const cellAlign = (align: AlignType | undefined) => (align ? { align } : {});

function Block({ node }: { node: RootContent | BlockContent }): ReactNode {
  switch (node.type) {
    case 'paragraph':
      if (node.children.length === 1 && node.children[0]?.type === 'image')
        return <InlineNode node={node.children[0]} />;
      return (
        <Typography component="p" sx={textStyle}>
          <Inline nodes={node.children} />
        </Typography>
      );
    case 'heading':
      return (
        <Typography
          variant="h5"
          component={`h${Math.min(node.depth + 1, 6)}` as 'h3'}
          sx={{ maxWidth: measure, mt: 1 }}
        >
          <Inline nodes={node.children} />
        </Typography>
      );
    case 'list':
      return <ListBlock node={node} />;
    case 'blockquote':
      return <Quote node={node} />;
    case 'code':
      return (
        <Box
          component="pre"
          sx={(theme) => ({
            m: 0,
            p: 2,
            overflowX: 'auto',
            borderRadius: 2,
            backgroundColor: theme.vars.palette.action.hover,
            fontSize: '0.875rem',
          })}
        >
          <code>{node.value}</code>
        </Box>
      );
    case 'thematicBreak':
      return <Divider />;
    case 'table':
      return (
        <TableContainer sx={{ maxWidth: measure }}>
          <Table size="small">
            <TableHead>
              {node.children.slice(0, 1).map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.children.map((cell, cellIndex) => (
                    <TableCell
                      key={cellIndex}
                      component="th"
                      scope="col"
                      {...cellAlign(node.align?.[cellIndex])}
                    >
                      <Inline nodes={cell.children} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableHead>
            <TableBody>
              {node.children.slice(1).map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.children.map((cell, cellIndex) => (
                    <TableCell key={cellIndex} {...cellAlign(node.align?.[cellIndex])}>
                      <Inline nodes={cell.children} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      );
    default:
      return null;
  }
}

/**
 * An article's Markdown (mdast, parsed at build time by scripts/blog/articles.ts) drawn with the
 * site's own typography and components. It runs only in the prerender: pages are HTML, so neither
 * this nor the text reaches a browser's JavaScript. Each block is returned side by side, so the
 * section's grid spaces them as it spaces every block.
 */
export function MarkdownContent({ nodes }: { nodes: readonly RootContent[] }) {
  return nodes.map((node, index) => <Block key={index} node={node} />);
}
