import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AccentColor } from '../../content/types';

export interface IconTileProps {
  icon: SvgIconComponent;
  accent?: AccentColor;
  /** Edge length in px; the icon grows with it. */
  size?: 44 | 48 | 52 | 56;
}

/** The tinted rounded square every card uses to carry its icon. Decorative: the card's text says it all. */
export function IconTile({ icon: Icon, accent = 'primary', size = 48 }: IconTileProps) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: `${Math.round(size / 4)}px`,
        display: 'grid',
        placeItems: 'center',
        color: theme.vars.palette[accent].main,
        backgroundColor: `rgba(${theme.vars.palette[accent].mainChannel} / 0.12)`,
      })}
    >
      <Icon fontSize={size >= 56 ? 'large' : 'medium'} />
    </Box>
  );
}
