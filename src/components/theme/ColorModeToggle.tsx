import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { colorSchemeAttribute } from '../../../theme/colorScheme';
import { focusRing } from '../../../theme/focusRing';
import { colorModeToggleAttribute } from '../../lib/colorMode/colorModeToggle';

/**
 * Switches between the light and dark scheme and remembers the choice; until the visitor chooses,
 * the site follows the system preference. The button carries both of its faces (icon and name) and
 * CSS shows the one for the scheme the page has (set on <html> before the first paint), so it is
 * right without JavaScript, in either scheme. No island: the page's loader switches the scheme itself
 * (src/lib/colorMode/colorModeToggle.ts), so the keyboard's focus ring is CSS (focusRing).
 */
export interface ColorModeToggleProps {
  /** The button's name in the page's language, for each way it can switch. */
  labels: { toLight: string; toDark: string };
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

const inDarkScheme = `[${colorSchemeAttribute}="dark"] &`;

export function ColorModeToggle({ labels }: ColorModeToggleProps) {
  const faces = [
    { scheme: 'light', label: labels.toDark, Icon: DarkModeOutlined },
    { scheme: 'dark', label: labels.toLight, Icon: LightModeOutlined },
  ] as const;
  return (
    <IconButton
      color="inherit"
      data-testid="color-mode-toggle"
      {...{ [colorModeToggleAttribute]: '' }}
      sx={(theme) => ({
        ...focusRing(theme),
        '& [data-face="dark"]': { display: 'none' },
        [inDarkScheme]: {
          '& [data-face="light"]': { display: 'none' },
          '& [data-face="dark"]': { display: 'inline-flex' },
        },
      })}
    >
      {/* A face hidden with display: none drops out of the button's name as well as its look. */}
      {faces.map(({ scheme, label, Icon }) => (
        <Box component="span" key={scheme} data-face={scheme} title={label} sx={{ display: 'inline-flex' }}>
          <Icon />
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </Box>
      ))}
    </IconButton>
  );
}
