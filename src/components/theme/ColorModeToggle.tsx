import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useHydrated } from '../../lib/useHydrated';

/**
 * Switches between the light and dark scheme and remembers the choice; until the visitor chooses,
 * the site follows the system preference. Before hydration the stored mode is unknown, so the
 * button renders a neutral state that matches the prerendered HTML.
 */
export interface ColorModeToggleProps {
  /** The button's name in the page's language, for each way it can switch. */
  labels: { toLight: string; toDark: string };
}

export function ColorModeToggle({ labels }: ColorModeToggleProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  const hydrated = useHydrated();
  const resolved = mode === 'system' ? systemMode : mode;
  const isDark = hydrated && resolved === 'dark';
  const label = isDark ? labels.toLight : labels.toDark;
  return (
    <IconButton
      title={label}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
      aria-label={label}
      color="inherit"
      data-testid="color-mode-toggle"
    >
      {isDark ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
