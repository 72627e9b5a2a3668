import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AccentColor, Industry } from '../../content/types';
import { IconTile } from './IconTile';

export interface IndustryCardProps {
  industry: Industry;
  accent?: AccentColor;
  headingLevel?: 'h3' | 'h4';
}

/** A sector we serve and the automations that fit it. */
export function IndustryCard({ industry, accent = 'primary', headingLevel = 'h3' }: IndustryCardProps) {
  const Icon = industry.icon;
  return (
    <Card data-industry={industry.name} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {Icon ? <IconTile icon={Icon} accent={accent} size={44} /> : null}
          <Typography variant="h5" component={headingLevel}>
            {industry.name}
          </Typography>
        </Box>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {industry.use_cases.map((useCase) => (
            <Box
              component="li"
              key={useCase}
              sx={(theme) => ({
                position: 'relative',
                pl: 2.25,
                '&::before': {
                  content: '""',
                  position: 'absolute',
                  left: 0,
                  top: '0.6em',
                  width: 6,
                  height: 6,
                  borderRadius: '50%',
                  backgroundColor: theme.vars.palette[accent].main,
                },
              })}
            >
              <Typography variant="body2" color="text.secondary">
                {useCase}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
