// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatRatio, contrastRatio } from '../contrast';
import { textContrastPairs } from '../contrastPairs';
import { theme } from '../theme';
import { lightScheme, motion, shape } from '../tokens';
import { ContrastPairsTable } from './ContrastPairsTable';
import { IconGuide, sampleIcons } from './IconGuide';
import { MotionTokens, motionDurations } from './MotionTokens';
import { PaletteTable } from './PaletteTable';
import { ElevationScale, ShapeScale, elevationLevels } from './ShapeAndElevation';
import { SpacingScale, spacingSteps, spacingUnit } from './SpacingScale';
import { TypographyScale } from './TypographyScale';
import { typeScale, typeVariants } from './typeScale';

/*
 * The doc blocks must show what the built theme holds, for every token, so a token change shows up
 * in Storybook without editing the docs. Expectations are derived from the theme and tokens.ts,
 * never written out: a test that restated "#4F46E5" would pass while the docs drifted.
 */

/** Every palette path tokens.ts defines ("primary.main", "divider", ...). */
const tokenPaths = Object.entries(lightScheme).flatMap(([group, definition]) =>
  typeof definition === 'string' ? [group] : Object.keys(definition).map((key) => `${group}.${key}`),
);

function paletteValue(scheme: 'light' | 'dark', path: string): string {
  const palette = theme.colorSchemes[scheme]?.palette as unknown as Record<string, unknown>;
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], palette);
  return String(value);
}

describe('Foundations doc blocks', () => {
  it.each(['light', 'dark'] as const)(
    'lists every colour token of the %s scheme with the value the built theme gives it',
    (scheme) => {
      const { container } = render(<PaletteTable scheme={scheme} />);
      const shown = [...container.querySelectorAll('[data-token]')].map((row) =>
        row.getAttribute('data-token'),
      );
      expect(shown).toEqual(tokenPaths);
      for (const path of tokenPaths) {
        const row = container.querySelector(`[data-token="${path}"]`);
        expect(row, path).toHaveTextContent(paletteValue(scheme, path));
      }
    },
  );

  it.each(['light', 'dark'] as const)(
    'shows each %s text pair with its measured ratio, all passing AA',
    (scheme) => {
      const palette = theme.colorSchemes[scheme]?.palette;
      if (!palette) throw new Error(`no ${scheme} palette`);
      render(<ContrastPairsTable scheme={scheme} />);
      const table = screen.getByRole('table', { name: `${scheme} scheme text contrast pairs` });
      const pairs = textContrastPairs(palette);
      expect(within(table).getAllByRole('row')).toHaveLength(1 + pairs.length);
      for (const pair of pairs) {
        const row = table.querySelector(`[data-pair="${pair.label}"]`);
        expect(row, pair.label).toHaveTextContent(
          formatRatio(contrastRatio(pair.foreground, pair.background)),
        );
      }
      expect(within(table).queryByText('Fail')).toBeNull();
      expect(within(table).queryByText('AA large')).toBeNull();
    },
  );

  it('renders every typography variant with the metrics the theme resolves', () => {
    const { container } = render(<TypographyScale />);
    expect(container.querySelectorAll('[data-variant]')).toHaveLength(typeVariants.length);
    for (const spec of typeScale(theme)) {
      const row = container.querySelector(`[data-variant="${spec.variant}"]`);
      expect(row, spec.variant).toHaveTextContent(spec.size);
      expect(row, spec.variant).toHaveTextContent(`weight ${spec.weight} · line-height ${spec.lineHeight}`);
    }
  });

  it('renders each spacing step in the theme unit, every radius token and each elevation level', () => {
    expect(theme.spacing(1)).toContain(`${spacingUnit()}px`);
    const spacing = render(<SpacingScale />);
    for (const step of spacingSteps)
      expect(spacing.container.querySelector(`[data-step="${step}"]`)).toHaveTextContent(
        `spacing(${step}) = ${step * spacingUnit()} px`,
      );
    const shapes = render(<ShapeScale />);
    const radii = [...shapes.container.querySelectorAll('[data-radius]')].map((box) => box.textContent);
    expect(radii).toHaveLength(Object.keys(shape).length);
    for (const [name, px] of Object.entries(shape))
      expect(shapes.container).toHaveTextContent(`${name}: ${px} px`);
    const elevation = render(<ElevationScale />);
    expect(
      [...elevation.container.querySelectorAll('[data-elevation]')].map((paper) =>
        paper.getAttribute('data-elevation'),
      ),
    ).toEqual(elevationLevels.map(String));
  });

  it('shows icons with their import path and every motion token', () => {
    const icons = render(<IconGuide />);
    expect(icons.container.querySelectorAll('[data-icon]')).toHaveLength(sampleIcons.length);
    for (const [name] of sampleIcons)
      expect(icons.container).toHaveTextContent(`import ${name} from '@mui/icons-material/${name}'`);
    const { container } = render(<MotionTokens />);
    const numeric = Object.entries(motion).filter(([, value]) => typeof value === 'number');
    expect(motionDurations).toEqual(numeric);
    for (const [name, ms] of numeric)
      expect(container.querySelector(`[data-motion="${name}"]`), name).toHaveTextContent(`${ms} ms`);
    expect(container.querySelector('[data-motion="easing"]')).toHaveTextContent(motion.easing);
  });
});
