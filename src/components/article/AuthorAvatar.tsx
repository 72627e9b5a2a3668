import Box from '@mui/material/Box';
import { ResponsiveImage } from '../media/ResponsiveImage';
import type { ImageRef } from '../../content/types';

export interface AuthorAvatarProps {
  image: ImageRef;
  /** Diameter in CSS pixels; the image set's 96 and 192 px files cover it at 1x and 2x. */
  size?: number;
  /** When the author's name is printed right beside the picture, its alt text would only repeat it. */
  decorative?: boolean;
}

/** A round author portrait from the media manifest. */
export function AuthorAvatar({ image, size = 48, decorative = false }: AuthorAvatarProps) {
  return (
    <Box
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        boxShadow: `0 0 0 2px ${theme.vars.palette.background.paper}, 0 0 0 3px ${theme.vars.palette.divider}`,
      })}
    >
      <ResponsiveImage
        image={decorative ? { ...image, alt: '' } : image}
        sizes={`${size}px`}
        cover
        sx={{ width: '100%', height: '100%' }}
      />
    </Box>
  );
}
