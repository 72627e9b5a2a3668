// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { eventForClick } from './clickEvents';
import { cleanPayload, privacySignal } from './startAnalytics';

function windowWith(navigator: Record<string, unknown>): Window {
  return { navigator } as unknown as Window;
}

describe('privacySignal', () => {
  it('honours Global Privacy Control and Do Not Track', () => {
    expect(privacySignal(windowWith({ globalPrivacyControl: true }))).toBe(true);
    expect(privacySignal(windowWith({ doNotTrack: '1' }))).toBe(true);
    expect(privacySignal(windowWith({ doNotTrack: '0', globalPrivacyControl: false }))).toBe(false);
    expect(privacySignal(windowWith({}))).toBe(false);
  });
});

describe('cleanPayload', () => {
  it('keeps the path and campaign parameters only, and the referrer’s origin', () => {
    expect(
      cleanPayload({
        n: 'pageview',
        d: 'rupantaran.ai',
        u: 'https://rupantaran.ai/blog/x?utm_source=facebook&email=a%40b.c&utm_campaign=dashain#name=Sita',
        r: 'https://l.facebook.com/l.php?u=secret',
      }),
    ).toEqual({
      n: 'pageview',
      d: 'rupantaran.ai',
      u: 'https://rupantaran.ai/blog/x?utm_source=facebook&utm_campaign=dashain',
      r: 'https://l.facebook.com',
    });
  });
});

describe('eventForClick', () => {
  const location = new URL('https://rupantaran.ai/ne/blog/ai-agents-guide') as unknown as Location;
  function click(html: string, selector: string) {
    document.body.innerHTML = html;
    return eventForClick(document.querySelector(selector) as Element, location);
  }

  it('names calls to action by destination, page and region, in English ids', () => {
    expect(click('<main><a href="/ne/consultation"><span>परामर्श</span></a></main>', 'span')).toEqual({
      name: 'CTA Click',
      props: { cta: '/consultation', page: '/blog/ai-agents-guide', region: 'main' },
    });
  });

  it('names the contact channel, never the number or address', () => {
    const event = click('<footer><a href="tel:+97715970000">call</a></footer>', 'a');
    expect(event).toEqual({
      name: 'Contact Tap',
      props: { channel: 'call', page: '/blog/ai-agents-guide', region: 'footer' },
    });
    expect(JSON.stringify(event)).not.toContain('5970000');
    expect(click('<a href="mailto:hello@rupantaran.ai">mail</a>', 'a')?.props.channel).toBe('email');
    expect(click('<a href="https://wa.me/9779800000000">wa</a>', 'a')?.props.channel).toBe('whatsapp');
    expect(click('<a href="viber://chat?number=%2B977">v</a>', 'a')?.props.channel).toBe('viber');
  });

  it('recognises the language switch and share buttons, and ignores other links', () => {
    expect(click('<a href="/blog/ai-agents-guide" hreflang="en">English</a>', 'a')).toEqual({
      name: 'Language Switch',
      props: { to: 'en', page: '/blog/ai-agents-guide' },
    });
    expect(
      click(
        '<section data-testid="share-bar"><a data-network="whatsapp" href="https://wa.me/?text=x">WhatsApp</a></section>',
        'a',
      ),
    ).toEqual({ name: 'Share', props: { network: 'whatsapp' } });
    expect(click('<button data-share="copy-link">Copy</button>', 'button')).toEqual({
      name: 'Share',
      props: { network: 'copy-link' },
    });
    expect(click('<main><a href="/blog/productivity-boost">read</a></main>', 'a')).toBeNull();
    expect(click('<a href="https://example.com/">out</a>', 'a')).toBeNull();
  });
});
