import { useId } from 'react';
import SvgIcon from '@mui/material/SvgIcon';
import { brandMarkLetterPath, brandMarkSparkPath, brandMarkViewBox } from '../../content/brand-manifest';

/** The brand mark (the same drawing as the favicon and app icons): a white "R" with a saffron spark on an indigo tile. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <SvgIcon viewBox="-3.5 -3.5 31 31" aria-hidden sx={{ width: size, height: size }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2F4FD6" />
          <stop offset="1" stopColor="#2340B8" />
        </linearGradient>
      </defs>
      <rect x="-3.5" y="-3.5" width="31" height="31" rx="7" fill={`url(#${gradientId})`} />
      <svg viewBox={brandMarkViewBox} x="0" y="0" width="24" height="24">
        <path d={brandMarkLetterPath} fill="#FFFFFF" />
        <path d={brandMarkSparkPath} fill="#F5A524" />
      </svg>
    </SvgIcon>
  );
}
