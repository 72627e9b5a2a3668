import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  media,
  mediaUrl,
  type MediaAsset,
  type MediaFormat,
  type MediaName,
} from '../../content/media-manifest';
import type { ImageRef } from '../../content/types';

export interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** For the largest image above the fold: load eagerly with high fetch priority. */
  priority?: boolean;
  /** object-fit cover inside a sized box (heroes) instead of the intrinsic aspect ratio. */
  cover?: boolean;
  /**
   * For a small picture on the first screen (an article's byline avatar), the CSS width it is drawn at:
   * the page then carries one WebP file sharp at twice that width in its own bytes (`data-inline-image`,
   * resolved by scripts/pageDocument.ts), so a phone starts no request for it.
   */
  inlineWidth?: number;
  sx?: SxProps<Theme>;
}

function srcSet(name: MediaName, asset: MediaAsset, ext: MediaFormat): string {
  return asset.widths.map((width) => `${mediaUrl(name, width, ext)} ${width}w`).join(', ');
}

/**
 * A locally generated picture in AVIF/WebP with a JPEG fallback, at several widths, with explicit
 * dimensions so nothing shifts while it loads. The dominant colour fills the box until it arrives.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  cover = false,
  inlineWidth,
  sx,
}: ResponsiveImageProps) {
  const name = image.name as MediaName;
  // An article's picture brings its own sizes (rendered from its file at build time).
  const asset: MediaAsset | undefined = image.asset ?? media[name];
  if (!asset) throw new Error(`Unknown image "${image.name}": run npm run media`);
  const fallbackWidth = asset.widths[Math.min(1, asset.widths.length - 1)] ?? asset.width;
  if (image.src)
    return <OwnImage image={image} src={image.src} asset={asset} priority={priority} cover={cover} sx={sx} />;
  if (inlineWidth !== undefined) {
    const width = asset.widths.find((candidate) => candidate >= 2 * inlineWidth) ?? asset.width;
    const format: MediaFormat = asset.formats.includes('webp') ? 'webp' : 'jpg';
    // In a <picture> like every other image: React's server renderer then adds no preload of the
    // file's URL, which the page no longer uses once the bytes are inlined.
    return (
      <PictureFrame asset={asset} sx={sx}>
        <Box
          component="img"
          src={mediaUrl(name, width, format)}
          data-inline-image=""
          width={asset.width}
          height={asset.height}
          alt={image.alt}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: cover ? 'cover' : undefined }}
        />
      </PictureFrame>
    );
  }
  return (
    <PictureFrame asset={asset} sx={sx}>
      {asset.formats.includes('avif') ? (
        <source type="image/avif" srcSet={srcSet(name, asset, 'avif')} sizes={sizes} />
      ) : null}
      {asset.formats.includes('webp') ? (
        <source type="image/webp" srcSet={srcSet(name, asset, 'webp')} sizes={sizes} />
      ) : null}
      <Box
        component="img"
        src={mediaUrl(name, fallbackWidth, 'jpg')}
        srcSet={srcSet(name, asset, 'jpg')}
        sizes={sizes}
        width={asset.width}
        height={asset.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{
          display: 'block',
          width: '100%',
          height: cover ? '100%' : 'auto',
          objectFit: cover ? 'cover' : undefined,
        }}
      />
    </PictureFrame>
  );
}

/**
 * A picture the company supplied (site config, e.g. the founder's photo under public/): one file, drawn
 * in the box of the generated asset it replaces (its width and height), so the layout is the same.
 */
function OwnImage({
  image,
  src,
  asset,
  priority,
  cover,
  sx,
}: {
  image: ImageRef;
  src: string;
  asset: MediaAsset;
  priority: boolean;
  cover: boolean;
  sx?: SxProps<Theme> | undefined;
}) {
  return (
    <PictureFrame asset={asset} sx={sx}>
      <Box
        component="img"
        src={src}
        width={asset.width}
        height={asset.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        sx={{
          display: 'block',
          width: '100%',
          height: cover ? '100%' : 'auto',
          aspectRatio: `${asset.width} / ${asset.height}`,
          objectFit: 'cover',
        }}
      />
    </PictureFrame>
  );
}

/** The <picture> every image is drawn in: its dominant colour fills the box until the file arrives. */
function PictureFrame({
  asset,
  sx,
  children,
}: {
  asset: MediaAsset;
  sx?: SxProps<Theme> | undefined;
  children: ReactNode;
}) {
  return (
    <Box
      component="picture"
      sx={[
        { display: 'block', backgroundColor: asset.dominant, overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
