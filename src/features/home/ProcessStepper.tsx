import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { StepIconProps } from '@mui/material/StepIcon';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { ProcessStep } from '../../content/types';
import { visuallyHidden } from '../../components/sections/visuallyHidden';
import { formatNumber } from '../../lib/i18n/formatNumber';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useHydrated } from '../../lib/useHydrated';
import { Celebration } from './Celebration';
import { usePrefersReducedMotion } from './useBackgroundVideo';
import { useCyclingIndex } from './useCyclingIndex';

/** SPEC section 9: the highlight advances every 3 seconds. */
export const processHighlightIntervalMs = 3000;

const iconSize = 40;

/** The step's number in a circle: filled and ringed while highlighted, tinted once passed, outlined ahead. */
function NumberIcon({ active, completed, icon }: StepIconProps) {
  return (
    <Box
      sx={(theme) => ({
        width: iconSize,
        height: iconSize,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: '1rem',
        transition: `background-color ${theme.transitions.duration.standard}ms, color ${theme.transitions.duration.standard}ms, box-shadow ${theme.transitions.duration.standard}ms`,
        ...(active
          ? {
              color: theme.vars.palette.primary.contrastText,
              backgroundColor: theme.vars.palette.primary.main,
              boxShadow: `0 0 0 6px rgba(${theme.vars.palette.primary.mainChannel} / 0.18)`,
            }
          : completed
            ? {
                color: theme.vars.palette.primary.main,
                backgroundColor: theme.vars.palette.background.paper,
                boxShadow: `inset 0 0 0 2px ${theme.vars.palette.primary.main}`,
              }
            : {
                color: theme.vars.palette.text.secondary,
                backgroundColor: theme.vars.palette.background.paper,
                boxShadow: `inset 0 0 0 2px ${theme.vars.palette.divider}`,
              }),
      })}
    >
      {icon}
    </Box>
  );
}

interface StepsViewProps {
  steps: readonly ProcessStep[];
  activeIndex: number;
  /** Counts activations of the last step, so its celebration replays on every lap. */
  lap: number;
  orientation: 'horizontal' | 'vertical';
  stepLabel: string;
}

function StepsView({ steps, activeIndex, lap, orientation, stepLabel }: StepsViewProps) {
  const horizontal = orientation === 'horizontal';
  const locale = useLocale();
  return (
    <Stepper
      component="ol"
      activeStep={activeIndex}
      orientation={orientation}
      alternativeLabel={horizontal}
      sx={(theme) => ({
        m: 0,
        p: 0,
        listStyle: 'none',
        '& .MuiStepConnector-root.MuiStepConnector-alternativeLabel': {
          top: iconSize / 2,
          left: `calc(-50% + ${iconSize / 2 + 16}px)`,
          right: `calc(50% + ${iconSize / 2 + 16}px)`,
        },
        '& .MuiStepConnector-line': {
          borderTopWidth: 2,
          borderLeftWidth: 2,
          transition: `border-color ${theme.transitions.duration.standard}ms`,
        },
        // The track fills up to the highlighted step, so the movement reads as progress.
        '& .MuiStepConnector-root.Mui-active .MuiStepConnector-line, & .MuiStepConnector-root.Mui-completed .MuiStepConnector-line':
          { borderColor: theme.vars.palette.primary.main },
        '& .MuiStepLabel-label, & .MuiStepLabel-label.Mui-active, & .MuiStepLabel-label.Mui-completed': {
          color: theme.vars.palette.text.primary,
          fontWeight: 400,
        },
        '& .MuiStepConnector-vertical': { ml: `${iconSize / 2 - 1}px` },
        '& .MuiStepContent-root': { ml: `${iconSize / 2 - 1}px`, borderLeftWidth: 2, pl: 3.5 },
        // MUI drops the last step's line; keep its width (transparent) so the text lines up.
        '& .MuiStepContent-last': { borderLeft: '2px solid transparent' },
        // On phones the line beside a passed step's text is part of the filled track too.
        '& [data-passed="true"] .MuiStepContent-root': { borderColor: theme.vars.palette.primary.main },
      })}
    >
      {steps.map((step, index) => {
        const active = index === activeIndex;
        const last = index === steps.length - 1;
        return (
          <Step
            key={step.number}
            component="li"
            expanded={!horizontal || undefined}
            data-process-step={step.number}
            data-active={active ? 'true' : 'false'}
            data-passed={index < activeIndex ? 'true' : 'false'}
            aria-current={active ? 'step' : undefined}
            sx={{ position: 'relative' }}
          >
            <StepLabel
              icon={formatNumber(step.number, locale)}
              slots={{ stepIcon: NumberIcon }}
              sx={{
                '& .MuiStepLabel-label.MuiStepLabel-alternativeLabel': { mt: 2 },
                '& .MuiStepLabel-iconContainer': { pr: horizontal ? 0 : 2 },
              }}
            >
              <Box
                component="span"
                sx={(theme) => ({
                  display: 'block',
                  fontSize: '1.125rem',
                  fontWeight: 700,
                  color: active ? theme.vars.palette.primary.main : theme.vars.palette.text.primary,
                  transition: `color ${theme.transitions.duration.standard}ms`,
                })}
              >
                <Box component="span" sx={visuallyHidden}>
                  {`${stepLabel} ${formatNumber(step.number, locale)}: `}
                </Box>
                {step.title}
              </Box>
              {horizontal ? (
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 1, px: { md: 1, lg: 2 }, fontWeight: 400 }}
                >
                  {step.description}
                </Typography>
              ) : null}
            </StepLabel>
            {horizontal ? null : (
              <StepContent>
                <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
                  {step.description}
                </Typography>
              </StepContent>
            )}
            {last && active ? (
              <Celebration
                key={lap}
                // The icon's centre: MUI pads vertical step labels by 8px.
                top={horizontal ? iconSize / 2 : iconSize / 2 + 8}
                left={horizontal ? '50%' : iconSize / 2}
              />
            ) : null}
          </Step>
        );
      })}
    </Stepper>
  );
}

/** The stepper's words in the page's language (an island takes its strings as props). */
export interface ProcessStepperLabels {
  step: string;
  play: string;
  pause: string;
  playName: string;
  pauseName: string;
}

export interface ProcessStepperProps {
  steps: readonly ProcessStep[];
  labels: ProcessStepperLabels;
  intervalMs?: number;
}

/**
 * The process steps with a highlight that moves from one step to the next and starts over, and a
 * small celebration when it reaches the last step. It holds while the pointer or focus is on it,
 * while the tab is hidden, and when the visitor presses Pause (WCAG 2.2.2). Under reduced motion
 * it starts paused (the visitor may still press Play) and the celebration is never drawn.
 * Phones get a vertical stepper, wider screens a horizontal one; both are rendered and CSS shows
 * one, so the server's HTML is right for every screen without waiting for JavaScript.
 */
export function ProcessStepper({
  steps,
  labels,
  intervalMs = processHighlightIntervalMs,
}: ProcessStepperProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  // null until the visitor chooses; until then reduced motion decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [lap, setLap] = useState(0);
  const paused = userPaused ?? reducedMotion;
  const { index } = useCyclingIndex(steps.length, intervalMs, { paused: paused || hovered || focused });

  // Count laps while rendering (React's "adjust state when a prop changes" pattern), not in an effect.
  const [lastSeenIndex, setLastSeenIndex] = useState(index);
  if (lastSeenIndex !== index) {
    setLastSeenIndex(index);
    if (index === steps.length - 1) setLap((current) => current + 1);
  }

  return (
    <Box data-process-stepper data-paused={paused ? 'true' : 'false'}>
      <Box
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <StepsView
            steps={steps}
            activeIndex={index}
            lap={lap}
            orientation="horizontal"
            stepLabel={labels.step}
          />
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <StepsView
            steps={steps}
            activeIndex={index}
            lap={lap}
            orientation="vertical"
            stepLabel={labels.step}
          />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 3, md: 5 } }}>
        <Button
          size="small"
          variant="outlined"
          color="primary"
          disabled={!hydrated}
          startIcon={paused ? <PlayArrowRounded /> : <PauseRounded />}
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? labels.playName : labels.pauseName}
          data-process-toggle
        >
          {paused ? labels.play : labels.pause}
        </Button>
      </Box>
    </Box>
  );
}

// Below the home hero: its code loads as the visitor scrolls towards it.
