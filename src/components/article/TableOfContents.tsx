import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { appBarHeight } from '../../../theme/tokens';

export interface ContentsItem {
  /** The section heading's id: the link's target. */
  id: string;
  label: string;
}

export interface TableOfContentsProps {
  /** The list's visible title and the navigation landmark's name. */
  title: string;
  items: readonly ContentsItem[];
  /** Id of the title element; distinct for each list on a page. */
  titleId?: string;
}

/** Where reading happens: a section is current once its top has passed this fraction of the viewport. */
const readingLine = 0.3;

/**
 * The section being read: the last one whose top has passed the reading line. An observer on the
 * sections says when one crosses it, so nothing runs while the reader stays inside a section.
 */
function useCurrentSection(items: readonly ContentsItem[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function') return undefined;
    // Sections skip rendering off screen (content-visibility); their own boxes are always laid out.
    const targets = items.flatMap(({ id }) => {
      const heading = document.getElementById(id);
      return heading ? [{ id, box: heading.closest('section') ?? heading }] : [];
    });
    const update = () => {
      const line = window.innerHeight * readingLine;
      let passed: string | undefined;
      for (const { id, box } of targets) if (box.getBoundingClientRect().top <= line) passed = id;
      setCurrent(passed);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: `0px 0px -${(1 - readingLine) * 100}% 0px`,
    });
    for (const { box } of targets) observer.observe(box);
    update();
    return () => observer.disconnect();
  }, [items]);
  return current;
}

/** The links, the current one marked; colour and a rule mark it, so nothing moves when it changes. */
export function ContentsList({ items, current }: { items: readonly ContentsItem[]; current?: string }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
      {items.map((item) => {
        const isCurrent = item.id === current;
        return (
          <li key={item.id}>
            {/* Plain anchors and Box rather than MUI Link and Typography: the island's code stays
                about a kilobyte, since Box is already on every page. */}
            <Box
              component="a"
              href={`#${item.id}`}
              aria-current={isCurrent ? 'location' : undefined}
              sx={(theme) => ({
                display: 'block',
                textDecoration: 'none',
                '&:hover, &:focus-visible': { textDecoration: 'underline' },
                py: 0.75,
                pl: 1.5,
                borderLeft: '2px solid',
                borderColor: isCurrent ? theme.vars.palette.primary.main : theme.vars.palette.divider,
                color: isCurrent ? theme.vars.palette.primary.main : theme.vars.palette.text.secondary,
                fontSize: '0.9375rem',
                lineHeight: 1.45,
                transition: 'color 150ms, border-color 150ms',
                '&:hover': { color: theme.vars.palette.text.primary },
              })}
            >
              {item.label}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}

/**
 * An article's contents beside its text on wide screens, following the reader (sticky) and marking
 * the section being read. The island (TableOfContents.island.tsx) adds the marking; the links work
 * without it.
 */
export function TableOfContents({ title, items, titleId = 'contents-title' }: TableOfContentsProps) {
  const current = useCurrentSection(items);
  return (
    <Box
      component="nav"
      aria-labelledby={titleId}
      sx={{
        position: 'sticky',
        top: appBarHeight.md + 24,
        maxHeight: `calc(100vh - ${appBarHeight.md + 48}px)`,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      }}
    >
      <Box
        id={titleId}
        component="p"
        sx={{ typography: 'overline', color: 'text.secondary', m: 0, mb: 1, fontWeight: 700 }}
      >
        {title}
      </Box>
      <ContentsList items={items} current={current} />
    </Box>
  );
}

/** The same contents on phones: a closed block at the top of the text, opened without JavaScript. */
export function CollapsibleContents({
  title,
  items,
  titleId = 'contents-title-compact',
}: TableOfContentsProps) {
  return (
    <Box
      component="details"
      sx={(theme) => ({
        mb: 3,
        borderRadius: 4,
        border: `1px solid ${theme.vars.palette.divider}`,
        backgroundColor: theme.vars.palette.background.paper,
        '& > summary': {
          cursor: 'pointer',
          px: 2.5,
          py: 1.75,
          fontWeight: 700,
          borderRadius: 4,
          '&::marker': { color: theme.vars.palette.primary.main },
        },
        '& > summary:focus-visible': {
          outline: `3px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <summary id={titleId}>{title}</summary>
      <Box component="nav" aria-labelledby={titleId} sx={{ px: 2.5, pb: 2 }}>
        <ContentsList items={items} />
      </Box>
    </Box>
  );
}
