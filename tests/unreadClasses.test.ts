import { describe, expect, it } from 'vitest';
import { dropUnreadClasses, muiClassesNamedIn } from '../scripts/unreadClasses';

const button = (classes: string) => `<a class="${classes}" href="/consultation">Book</a>`;

describe('MUI classes nothing reads', () => {
  const named = muiClassesNamedIn([
    '.rp-1x .MuiButton-startIcon{margin:0}.rp-2y.Mui-disabled{opacity:.5}',
    "if (link.classList.contains('MuiButton-root')) track();",
  ]);

  it('are the ones no stylesheet or script of ours names', () => {
    expect([...named].sort()).toEqual(['Mui-disabled', 'MuiButton-root', 'MuiButton-startIcon']);
  });

  it('leave the markup; named ones, Emotion’s and other classes stay', () => {
    const html =
      button('MuiButtonBase-root MuiButton-root MuiButton-text rp-1x mui-fixed') +
      '<span class="MuiButton-startIcon MuiButton-iconSizeMedium"></span>' +
      '<div class="MuiBox-root"><p class="MuiTypography-root MuiTypography-body1"> class=&quot;MuiBox-root&quot;</p></div>' +
      '<button class="Mui-disabled  MuiButton-root" disabled></button>';
    expect(dropUnreadClasses(html, named)).toBe(
      button('MuiButton-root rp-1x mui-fixed') +
        '<span class="MuiButton-startIcon"></span>' +
        '<div><p> class=&quot;MuiBox-root&quot;</p></div>' +
        '<button class="Mui-disabled MuiButton-root" disabled></button>',
    );
  });

  it('stay inside an island, which React hydrates as it rendered it', () => {
    const island =
      '<div data-island="app/layout/ServicesMenu" data-island-id="i1" style="display:contents">' +
      '<div class="MuiBox-root rp-3z"><div class="MuiPaper-root"></div></div></div>';
    const html = `<div class="MuiBox-root rp-0">${island}<span class="MuiBox-root"></span></div>`;
    expect(dropUnreadClasses(html, named)).toBe(`<div class="rp-0">${island}<span></span></div>`);
  });
});
