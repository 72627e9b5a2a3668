import Rating from '@mui/material/Rating';
import { toDevanagariDigits } from '../../lib/i18n/digits';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useContent } from '../i18n/useContent';

export interface StarRatingProps {
  value: number;
  max?: number;
  size?: 'small' | 'medium' | 'large';
}

/** A read-only star rating announced as one image, e.g. "Rated 5 out of 5", in the page's language. */
export function StarRating({ value, max = 5, size = 'medium' }: StarRatingProps) {
  const template = useContent().ui.uiStrings.rating;
  const digits = useLocale() === 'ne' ? toDevanagariDigits : String;
  return (
    <Rating
      value={value}
      max={max}
      size={size}
      readOnly
      // Whole numbers draw whole stars (five icons, not ten halves); anything else rounds to halves.
      precision={Number.isInteger(value) ? 1 : 0.5}
      getLabelText={(rated) => template.replace('{rated}', digits(rated)).replace('{max}', digits(max))}
      data-rating={value}
    />
  );
}
