import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { theme } from '../theme';
import { DocsThemeScope } from './DocsThemeScope';
import { typeScale } from './typeScale';
import { brand } from '../tokens';

const sample: Record<string, string> = {
  h1: 'AI that works in Nepal',
  h2: 'Automate the busywork',
  h3: 'Training for your team',
  h4: 'From Kathmandu to Biratnagar',
  h5: 'Reply to every Viber message',
  h6: 'Reconcile eSewa and Khalti payments',
  subtitle1: 'Practical AI automation, training and consulting.',
  subtitle2: 'Bilingual support in English and Nepali',
  body1: 'Body copy sits at 16 px with generous line height so long paragraphs stay easy to read on a phone.',
  body2: 'Secondary copy, card descriptions and footer links use the slightly smaller body2.',
  button: 'Get Consultation',
  caption: 'Caption: image credits, form hints and small print.',
  overline: 'Overline label',
};

/** Every typography variant rendered by the real theme, with the numbers behind it. */
export function TypographyScale() {
  return (
    <DocsThemeScope>
      <Box sx={{ display: 'grid', gap: 3, my: 2 }}>
        {typeScale(theme).map((spec) => (
          <Box
            key={spec.variant}
            data-variant={spec.variant}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '220px 1fr' }, alignItems: 'baseline' }}
          >
            <Box sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: brand.ink[600] }}>
              <strong>{spec.variant}</strong>
              <br />
              {spec.size}
              <br />
              weight {spec.weight} · line-height {spec.lineHeight}
              {spec.letterSpacing === 'normal' ? null : ` · tracking ${spec.letterSpacing}`}
            </Box>
            <Typography variant={spec.variant} component="p" sx={{ color: brand.ink[900], m: 0 }}>
              {sample[spec.variant]}
            </Typography>
          </Box>
        ))}
      </Box>
    </DocsThemeScope>
  );
}
