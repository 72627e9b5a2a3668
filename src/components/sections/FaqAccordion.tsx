import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { FaqItem } from '../../content/types';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Open the first answer so the pattern is obvious at a glance. */
  expandFirst?: boolean;
  /** Used to build unique ids when a page has more than one FAQ. */
  idPrefix?: string;
}

/** Questions as disclosure buttons (inside MUI's default h3), each revealing its answer. */
export function FaqAccordion({ items, expandFirst = true, idPrefix = 'faq' }: FaqAccordionProps) {
  return (
    <Box>
      {items.map((item, index) => (
        <Accordion key={item.question} defaultExpanded={expandFirst && index === 0} data-faq>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`${idPrefix}-${index}-question`}
            aria-controls={`${idPrefix}-${index}-answer`}
            sx={{ px: 3, py: 0.5 }}
          >
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          {/* The Accordion wraps the details in a region named by the summary (its id/aria-controls). */}
          <AccordionDetails sx={{ px: 3, pb: 3, pt: 0 }}>
            <Typography variant="body1" color="text.secondary">
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

// FAQs close a page: their code loads as the visitor scrolls towards them.
