import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { phoneMenuToggleAttribute } from '../../lib/phoneMenu/attributes';
import { focusRing } from '../../../theme/focusRing';

/**
 * Small screens: the button that opens the phone menu (PhoneMenuPanel). Plain prerendered markup, no
 * island: the page's loader opens the menu itself (src/lib/phoneMenu/phoneMenu.ts), which sets
 * aria-expanded and aria-controls while it is open.
 */
export function PhoneMenuToggle({ label }: { label: string }) {
  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-expanded="false"
        aria-haspopup="dialog"
        {...{ [phoneMenuToggleAttribute]: '' }}
        edge="end"
        sx={focusRing}
      >
        <MenuIcon />
      </IconButton>
    </Box>
  );
}
