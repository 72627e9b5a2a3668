import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProcessStep } from '../../content/types';
import { formatNumber } from '../../lib/i18n/formatNumber';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useContent } from '../i18n/useContent';
import { visuallyHidden } from './visuallyHidden';

export interface NumberedStepsProps {
  steps: readonly ProcessStep[];
  headingLevel?: 'h3' | 'h4';
}

/**
 * An ordered list of steps with large numbers: side by side with a connecting line on wide screens,
 * stacked along a vertical line on phones.
 */
export function NumberedSteps({ steps, headingLevel = 'h3' }: NumberedStepsProps) {
  const locale = useLocale();
  const stepLabel = useContent().ui.uiStrings.step;
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: `repeat(${steps.length}, minmax(0, 1fr))` },
      }}
    >
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <Box
            component="li"
            key={step.number}
            data-step={step.number}
            sx={(theme) => ({
              position: 'relative',
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              gap: { xs: 2.5, md: 2 },
              // The connecting line: down to the next number on phones, across to it on wide screens.
              '&::after': last
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    backgroundColor: theme.vars.palette.divider,
                    [theme.breakpoints.down('md')]: { left: 27, top: 64, bottom: -16, width: 2 },
                    [theme.breakpoints.up('md')]: { top: 27, left: 64, right: -24, height: 2 },
                  },
            })}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                flexShrink: 0,
                width: 56,
                height: 56,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.25rem',
                color: theme.vars.palette.primary.main,
                backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
                border: `2px solid rgba(${theme.vars.palette.primary.mainChannel} / 0.35)`,
              })}
            >
              {formatNumber(String(step.number).padStart(2, '0'), locale)}
            </Box>
            <Box sx={{ pt: { xs: 1, md: 0 } }}>
              <Typography variant="h5" component={headingLevel} sx={{ mb: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  {`${stepLabel} ${formatNumber(step.number, locale)}: `}
                </Box>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.description}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
