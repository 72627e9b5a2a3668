import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface SectionHeadingProps {
  /** Used as the heading's id, for `aria-labelledby` on the section. */
  id?: string;
  overline?: string;
  title: string;
  subtitle?: string;
  align?: 'left' | 'center';
  /** Heading level; sections under the page's h1 are h2 by default. */
  level?: 'h2' | 'h3';
}

export function SectionHeading({
  id,
  overline,
  title,
  subtitle,
  align = 'center',
  level = 'h2',
}: SectionHeadingProps) {
  return (
    <Box
      sx={{
        textAlign: align,
        maxWidth: align === 'center' ? 760 : 'none',
        mx: align === 'center' ? 'auto' : 0,
        mb: { xs: 4, md: 6 },
      }}
    >
      {overline ? (
        <Typography variant="overline" component="p" color="secondary" sx={{ mb: 1 }}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={id} variant={level} component={level}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="subtitle1" component="p" color="text.secondary" sx={{ mt: 2 }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
