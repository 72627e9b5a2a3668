import { describe, expect, it } from 'vitest';
import { avatars } from '../../scripts/media/art/avatars.ts';
import { contentFor } from '../../src/content/localized';

describe('author avatars', () => {
  it('carry no letters in the picture: the page draws the initials in its own script', () => {
    for (const [name, draw] of Object.entries(avatars)) expect(draw(1), name).not.toMatch(/<text\b/);
  });

  it('have initials in each language’s script, and none on the team’s brand mark', () => {
    const english = contentFor('en').blog.authorInitials;
    const nepali = contentFor('ne').blog.authorInitials;
    expect(Object.keys(nepali).sort()).toEqual(Object.keys(english).sort());
    for (const [author, letters] of Object.entries(english)) {
      if (author === 'Rupantaran AI Team') {
        expect(letters).toBe('');
        expect(nepali[author as keyof typeof nepali]).toBe('');
        continue;
      }
      expect(letters).toMatch(/^[A-Z]{2}$/);
      expect(nepali[author as keyof typeof nepali]).toMatch(/^[\u0900-\u097F]+$/u);
    }
  });
});
