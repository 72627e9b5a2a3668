import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { CallToAction } from '../../content/types';
import { visuallyHidden } from './visuallyHidden';

export interface ActionButtonsProps {
  actions: readonly CallToAction[];
  align?: 'flex-start' | 'center';
  /** 'onDark' for buttons on the dark hero image. */
  surface?: 'default' | 'onDark';
}

/** A row of calls to action: the first is the primary (contained) button, the rest are outlined. */
export function ActionButtons({ actions, align = 'flex-start', surface = 'default' }: ActionButtonsProps) {
  if (actions.length === 0) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: align, alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {actions.map((action, index) => (
        <Button
          key={`${action.to}-${action.label}`}
          href={action.to}
          size="large"
          variant={index === 0 ? 'contained' : 'outlined'}
          color={index === 0 ? 'primary' : surface === 'onDark' ? 'inherit' : 'primary'}
          endIcon={index === 0 ? <ArrowForward /> : undefined}
          sx={
            surface === 'onDark' && index === 0
              ? { backgroundColor: '#FFFFFF', color: '#14246B', '&:hover': { backgroundColor: '#DCE3FF' } }
              : undefined
          }
        >
          {action.label}
          {action.context ? <Box component="span" sx={visuallyHidden}>{` ${action.context}`}</Box> : null}
        </Button>
      ))}
    </Stack>
  );
}
