import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { AccentColor, Feature, LinkedFeature } from '../../content/types';
import { IconTile } from './IconTile';

export interface FeatureCardProps {
  feature: Feature | LinkedFeature;
  accent?: AccentColor;
  /** Heading level inside the section: h3 under a section's h2. */
  headingLevel?: 'h3' | 'h4';
}

function hasLink(feature: Feature | LinkedFeature): feature is LinkedFeature {
  return 'link' in feature;
}

/** An icon, a title and a short description; a linked feature makes the whole card one link target. */
export function FeatureCard({ feature, accent = 'primary', headingLevel = 'h3' }: FeatureCardProps) {
  const Icon = feature.icon;
  const linked = hasLink(feature);
  return (
    <Card
      sx={(theme) => ({
        height: '100%',
        position: 'relative',
        '&:hover': linked
          ? {
              borderColor: theme.vars.palette[accent].main,
              transform: 'translateY(-2px)',
              boxShadow: theme.shadows[4],
            }
          : undefined,
        '&:focus-within': linked ? { borderColor: theme.vars.palette[accent].main } : undefined,
      })}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1.5 }}>
        {Icon ? <IconTile icon={Icon} accent={accent} /> : null}
        <Typography variant="h5" component={headingLevel}>
          {feature.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {feature.description}
        </Typography>
        {linked ? (
          <Link
            href={feature.link.to}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              // Stretch the link over the card so the whole card is clickable, with one tab stop.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
            }}
          >
            {feature.link.label}
            <ArrowForward fontSize="small" aria-hidden />
          </Link>
        ) : null}
      </CardContent>
    </Card>
  );
}
