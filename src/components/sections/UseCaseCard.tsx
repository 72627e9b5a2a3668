import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import type { AccentColor, UseCase } from '../../content/types';
import { useContent } from '../i18n/useContent';
import { IconTile } from './IconTile';

export interface UseCaseCardProps {
  useCase: UseCase;
  accent?: AccentColor;
  headingLevel?: 'h3' | 'h4';
}

/**
 * An everyday use of AI, with a concrete example of it when there is one. From tablets up the icon
 * sits beside the text, so two cards per row read comfortably.
 */
export function UseCaseCard({ useCase, accent = 'primary', headingLevel = 'h3' }: UseCaseCardProps) {
  const Icon = useCase.icon;
  const exampleLabel = useContent().ui.uiStrings.example;
  return (
    <Card data-use-case sx={{ height: '100%' }}>
      <CardContent
        sx={{
          height: '100%',
          display: 'grid',
          gap: { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: { xs: '1fr', sm: Icon ? '48px 1fr' : '1fr' },
          alignItems: 'start',
          p: { md: 3.5 },
        }}
      >
        {Icon ? <IconTile icon={Icon} accent={accent} /> : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Typography variant="h5" component={headingLevel} sx={{ pt: { sm: 1 } }}>
            {useCase.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {useCase.description}
          </Typography>
          {useCase.example ? (
            <Box
              sx={(theme) => ({
                mt: 1.5,
                p: 2,
                borderRadius: '12px',
                display: 'flex',
                gap: 1.25,
                backgroundColor: theme.vars.palette.background.subtle,
              })}
            >
              <LightbulbOutlined
                aria-hidden
                fontSize="small"
                sx={(theme) => ({ mt: '2px', color: theme.vars.palette[accent].main })}
              />
              <Typography variant="body2">
                <Box component="strong" sx={{ fontWeight: 700 }}>
                  {exampleLabel}
                </Box>{' '}
                {useCase.example}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
