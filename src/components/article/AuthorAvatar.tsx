import Box from '@mui/material/Box';
import { ResponsiveImage } from '../media/ResponsiveImage';
import type { ImageRef } from '../../content/types';

export interface AuthorAvatarProps {
  image: ImageRef;
  /** Diameter in CSS pixels; the image set's 96 and 192 px files cover it at 1x and 2x. */
  size?: number;
  /** When the author's name is printed right beside the picture, its alt text would only repeat it. */
  decorative?: boolean;
  /** Letters drawn over the picture, in the page's script (the pictures themselves carry none). */
  initials?: string;
  /** On the first screen (an article's header): the page carries the picture (ResponsiveImage). */
  inline?: boolean;
}

/** A round author portrait from the media manifest. */
export function AuthorAvatar({
  image,
  size = 48,
  decorative = false,
  initials,
  inline = false,
}: AuthorAvatarProps) {
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
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
        inlineWidth={inline ? size : undefined}
        sx={{ width: '100%', height: '100%' }}
      />
      {initials ? (
        // The picture's alt text or the printed name says who it is; the letters only repeat it.
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: '#FFFFFF',
            fontSize: Math.round(size * 0.36),
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.02em',
            textShadow: '0 1px 3px rgba(11, 16, 32, 0.45)',
          }}
        >
          {initials}
        </Box>
      ) : null}
    </Box>
  );
}
