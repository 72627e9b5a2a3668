// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { NepaliText } from './NepaliText';

describe('NepaliText', () => {
  it('wraps each Devanagari run in lang="ne" and leaves the English alone', () => {
    const { container } = render(
      <p>
        <NepaliText text="Rupantaran (रूपान्तरण) is the Nepali word for transformation, नयाँ सुरुवात." />
      </p>,
    );
    const marked = Array.from(container.querySelectorAll('[lang="ne"]')).map((node) => node.textContent);
    expect(marked).toEqual(['रूपान्तरण', 'नयाँ सुरुवात']);
    expect(container.textContent).toBe(
      'Rupantaran (रूपान्तरण) is the Nepali word for transformation, नयाँ सुरुवात.',
    );
  });

  it('renders plain text when there is no Devanagari', () => {
    const { container } = render(<NepaliText text="Only English here." />);
    expect(container.innerHTML).toBe('Only English here.');
  });
});
