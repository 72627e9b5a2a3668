// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, IslandCollector, IslandCollectorContext, islandPlaceholder } from './Island';

function Greeting({ name, when }: { name: string; when?: Date | string }) {
  return (
    <p>
      Hello {name}
      {when ? ` (${String(when)})` : ''}
    </p>
  );
}

const GreetingIsland = island(Greeting);
const LateGreetingIsland = island(Greeting, { load: 'visible' });
const WideGreetingIsland = island(Greeting, { media: '(min-width: 600px)' });
const names = new Map<unknown, string>([
  [GreetingIsland, 'Greeting'],
  [LateGreetingIsland, 'LateGreeting'],
  [WideGreetingIsland, 'WideGreeting'],
]);

describe('an island', () => {
  it('is just its component where nothing collects islands (stories, component tests)', () => {
    expect(renderToStaticMarkup(<GreetingIsland name="Sita" />)).toBe('<p>Hello Sita</p>');
  });

  it('while prerendering, leaves its element with name, id and JSON props, and is collected for a render of its own', () => {
    const collector = new IslandCollector((component) => names.get(component));
    const html = renderToStaticMarkup(
      <IslandCollectorContext value={collector}>
        <GreetingIsland name="Sita" />
        <LateGreetingIsland name="Ram" when={new Date(Date.UTC(2026, 0, 2))} />
        <WideGreetingIsland name="Gita" />
      </IslandCollectorContext>,
    );
    const [first, second] = collector.islands;
    expect(collector.islands).toHaveLength(3);
    expect(first).toMatchObject({ name: 'Greeting', Component: Greeting, props: { name: 'Sita' } });
    // The props as the browser will parse them: a Date arrives as its JSON string.
    expect(second?.props).toEqual({ name: 'Ram', when: '2026-01-02T00:00:00.000Z' });
    expect(first?.id).not.toEqual(second?.id);
    expect(first?.id).toMatch(/^i[a-zA-Z0-9]+-$/);

    const element = new DOMParser().parseFromString(html, 'text/html').body;
    const [greeting, late, wide] = Array.from(element.querySelectorAll('[data-island]'));
    expect(greeting?.getAttribute('data-island')).toBe('Greeting');
    expect(greeting?.getAttribute('data-island-id')).toBe(first?.id);
    expect(JSON.parse(greeting?.getAttribute('data-island-props') ?? '')).toEqual({ name: 'Sita' });
    expect(greeting?.hasAttribute('data-island-load')).toBe(false);
    expect(greeting?.hasAttribute('data-island-media')).toBe(false);
    expect(greeting?.getAttribute('style')).toBe('display:contents');
    expect(greeting?.innerHTML).toBe(islandPlaceholder(first?.id ?? ''));
    expect(late?.getAttribute('data-island-load')).toBe('visible');
    expect(wide?.getAttribute('data-island-media')).toBe('(min-width: 600px)');
  });

  it('waits for a media query only when it would otherwise start with the page', () => {
    expect(() => island(Greeting, { load: 'interaction', media: '(min-width: 600px)' })).toThrow(/not both/);
  });

  it('refuses to render on the server unless a *.island.tsx file declares it', () => {
    const Stray = island(Greeting);
    expect(() =>
      renderToStaticMarkup(
        <IslandCollectorContext value={new IslandCollector((component) => names.get(component))}>
          <Stray name="Hari" />
        </IslandCollectorContext>,
      ),
    ).toThrow(/default export of a \*\.island\.tsx file/);
  });
});
