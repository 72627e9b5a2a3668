import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import FormatQuote from '@mui/icons-material/FormatQuote';
import type { Testimonial } from '../../content/types';
import { StarRating } from './StarRating';

/** "Sushma Gurung" → "SG": the avatar shows initials, never a stock photo of someone else. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A client's words with their rating, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%' }} data-testimonial>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <StarRating value={testimonial.rating} />
          <FormatQuote
            aria-hidden
            sx={(theme) => ({
              fontSize: 40,
              color: `rgba(${theme.vars.palette.primary.mainChannel} / 0.25)`,
            })}
          />
        </Box>
        <Typography
          component="blockquote"
          variant="body1"
          sx={{ m: 0, flexGrow: 1, color: 'text.primary', lineHeight: 1.7 }}
        >
          {testimonial.content}
        </Typography>
        <Box
          component="figcaption"
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            pt: 2.5,
            borderTop: `1px solid ${theme.vars.palette.divider}`,
          })}
        >
          <Avatar aria-hidden>{initialsOf(testimonial.name)}</Avatar>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {testimonial.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {testimonial.role}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
