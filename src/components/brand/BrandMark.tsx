import { useId } from 'react';
import SvgIcon from '@mui/material/SvgIcon';

/** The brand mark: an "R" whose leg turns into a forward arrow, for transformation. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <SvgIcon viewBox="0 0 32 32" aria-hidden sx={{ width: size, height: size }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2340B8" />
          <stop offset="1" stopColor="#B3123A" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M10 24V8h7.2c3.3 0 5.6 2 5.6 5s-2.3 5-5.6 5H14l7 6"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="24" r="2" fill="#F5A524" />
    </SvgIcon>
  );
}
