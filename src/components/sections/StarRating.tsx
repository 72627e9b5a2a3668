import Rating from '@mui/material/Rating';

export interface StarRatingProps {
  value: number;
  max?: number;
  size?: 'small' | 'medium' | 'large';
}

/** A read-only star rating announced as one image, e.g. "Rated 5 out of 5". */
export function StarRating({ value, max = 5, size = 'medium' }: StarRatingProps) {
  return (
    <Rating
      value={value}
      max={max}
      size={size}
      readOnly
      // Whole numbers draw whole stars (five icons, not ten halves); anything else rounds to halves.
      precision={Number.isInteger(value) ? 1 : 0.5}
      getLabelText={(rated) => `Rated ${rated} out of ${max}`}
      data-rating={value}
    />
  );
}
