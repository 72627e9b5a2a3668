import { describe, expect, it } from 'vitest';
import { footerColumns, isNavItemActive, legalLinks, primaryNav } from './navigation';

const byName = (name: string) => {
  const item = primaryNav.find((entry) => entry.name === name);
  if (!item) throw new Error(`no nav item ${name}`);
  return item;
};

describe('isNavItemActive', () => {
  it('marks Home active only on the home page', () => {
    expect(isNavItemActive(byName('Home'), '/')).toBe(true);
    expect(isNavItemActive(byName('Home'), '/academy')).toBe(false);
  });

  it('marks a section active on its nested pages', () => {
    expect(isNavItemActive(byName('Blog'), '/blog')).toBe(true);
    expect(isNavItemActive(byName('Blog'), '/blog/ai-agents-guide')).toBe(true);
    expect(isNavItemActive(byName('Blog'), '/blogger')).toBe(false);
  });

  it('marks the Services dropdown active on either of its two pages, not on /services itself', () => {
    const services = byName('Services');
    expect(isNavItemActive(services, '/use-cases/business')).toBe(true);
    expect(isNavItemActive(services, '/use-cases/individuals')).toBe(true);
    expect(isNavItemActive(services, '/pricing')).toBe(false);
  });
});

describe('navigation data', () => {
  it('has the header items of the spec in order', () => {
    expect(primaryNav.map((item) => item.name)).toEqual([
      'Home',
      'AI Academy',
      'Services',
      'Blog',
      'Pricing',
    ]);
    expect(byName('Services').children?.map((child) => [child.name, child.path])).toEqual([
      ['For Business', '/use-cases/business'],
      ['For Individuals', '/use-cases/individuals'],
    ]);
  });

  it('has the footer columns of the spec with the right enabled flags', () => {
    const summary = footerColumns.map((column) => [
      column.title,
      column.links.map((link) => `${link.name}${link.enabled ? '' : ' (text)'}`),
    ]);
    expect(summary).toEqual([
      ['About', ['Our Story', 'Team', 'Careers', 'Contact']],
      ['Learn AI', ['AI Academy', 'Tutorials (text)', 'Resources (text)', 'Community (text)']],
      ['Services', ['AI Automation', 'Consulting', 'Custom Development', 'Training']],
      ['Platform', ['Pricing', 'API Docs (text)', 'Support (text)']],
    ]);
    expect(legalLinks.map((link) => link.path)).toEqual(['/privacy', '/terms', '/cookies']);
  });
});
