import type { AccentColor, Feature, LinkedFeature } from '../../content/types';
import { CardGrid } from './CardGrid';
import { FeatureCard } from './FeatureCard';

export interface FeatureGridProps {
  items: readonly (Feature | LinkedFeature)[];
  /** Columns on wide screens; phones always show one, tablets two. */
  columns?: 2 | 3 | 4;
  accent?: AccentColor;
  headingLevel?: 'h3' | 'h4';
}

export function FeatureGrid({ items, columns = 3, accent, headingLevel }: FeatureGridProps) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <FeatureCard key={item.title} feature={item} accent={accent} headingLevel={headingLevel} />
      ))}
    </CardGrid>
  );
}
