import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightScheme, motion } from '../tokens';
import { ContrastPairsTable } from './ContrastPairsTable';
import { IconGuide, sampleIcons } from './IconGuide';
import { MotionTokens } from './MotionTokens';
import { PaletteTable } from './PaletteTable';
import { ElevationScale, ShapeScale } from './ShapeAndElevation';
import { SpacingScale, spacingSteps } from './SpacingScale';
import { TypographyScale } from './TypographyScale';
import { typeVariants } from './typeScale';

const tokenCount = Object.values(lightScheme).reduce(
  (count, group) => count + (typeof group === 'string' ? 1 : Object.keys(group).length),
  0,
);

describe('Foundations doc blocks', () => {
  it.each(['light', 'dark'] as const)(
    'lists every colour token of the %s scheme with its value',
    (scheme) => {
      const { container } = render(<PaletteTable scheme={scheme} />);
      const rows = container.querySelectorAll('[data-token]');
      expect(rows).toHaveLength(tokenCount);
      const primary = container.querySelector('[data-token="primary.main"]');
      expect(primary).toHaveTextContent(scheme === 'light' ? lightScheme.primary.main : /#[0-9A-F]{6}/i);
      // The dark divider is translucent: the table also shows the colour it composites to.
      if (scheme === 'dark')
        expect(container.querySelector('[data-token="divider"]')).toHaveTextContent(
          /rgba.*→ #[0-9A-F]{6} on paper/,
        );
    },
  );

  it.each(['light', 'dark'] as const)('shows every %s text pair passing AA', (scheme) => {
    render(<ContrastPairsTable scheme={scheme} />);
    const table = screen.getByRole('table', { name: `${scheme} scheme text contrast pairs` });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 19);
    expect(within(table).queryByText('Fail')).toBeNull();
    expect(within(table).queryByText('AA large')).toBeNull();
  });

  it('renders every typography variant with its metrics', () => {
    const { container } = render(<TypographyScale />);
    expect(container.querySelectorAll('[data-variant]')).toHaveLength(typeVariants.length);
    expect(container.querySelector('[data-variant="h1"]')).toHaveTextContent(/36–60 px \(fluid/);
    expect(container.querySelector('[data-variant="body1"]')).toHaveTextContent(/16 px .* line-height 1\.7/);
  });

  it('renders the spacing, radius and elevation scales', () => {
    const spacing = render(<SpacingScale />);
    expect(spacing.container.querySelectorAll('[data-step]')).toHaveLength(spacingSteps.length);
    expect(spacing.container).toHaveTextContent('spacing(1) = 8 px');
    const shapes = render(<ShapeScale />);
    expect(shapes.container).toHaveTextContent('cardRadius: 20 px');
    const elevation = render(<ElevationScale />);
    expect(elevation.container.querySelectorAll('[data-elevation]').length).toBeGreaterThan(4);
  });

  it('shows icons with their import path and the motion tokens', () => {
    const icons = render(<IconGuide />);
    expect(icons.container.querySelectorAll('[data-icon]')).toHaveLength(sampleIcons.length);
    expect(icons.container).toHaveTextContent(
      "import SchoolOutlined from '@mui/icons-material/SchoolOutlined'",
    );
    render(<MotionTokens />);
    expect(screen.getByText(`${motion.durationStandard} ms`)).toBeInTheDocument();
    expect(screen.getAllByText(motion.easing).length).toBeGreaterThan(0);
  });
});
