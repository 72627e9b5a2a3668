/**
 * Splits the prerendered pages' CSS in two: one stylesheet for the whole site (every page's Emotion
 * and MUI rules, hashed and cached for a year, shared by all pages) and, inline in each page, only what
 * its first screen needs. Where the first screen ends, the page loads the stylesheet once it has painted
 * and holds back what follows until the sheet has arrived (scripts/laterStylesheets.ts), so nothing
 * shows unstyled and nothing moves (the sheet repeats the inline rules). Without JavaScript the sheet
 * is a plain link at the same place, which holds back the rest the same way.
 */
import { hashedAssetFile } from './hashedAsset.ts';
import {
  holdBackCss,
  laterStylesheetsMarkup,
  markEnclosingElements,
  stylesheetLinks,
  type LateFace,
} from './laterStylesheets.ts';

export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/** What the split needs of a rendered page (src/entry-server.tsx `render`). */
export interface PageStyles {
  html: string;
  /** The page's language (`<html lang>`). */
  locale?: string;
  styleChunks: readonly StyleChunk[];
  rules: Readonly<Record<string, string>>;
}

const isGlobal = (chunk: StyleChunk) => chunk.key.endsWith('-global');

/**
 * Each page's stylesheet: every page's global styles, then the component rules the page draws with,
 * in the order first rendered across the site (so where two rules meet on one element the same one
 * wins as in a sheet of the whole site, which holds them all in that order). Pages drawing with the
 * same rules get the same sheet. No @font-face: a page inlines the faces its first screen draws with
 * and its loader declares the rest (scripts/laterStylesheets.ts).
 *
 * Why not one sheet for the whole site, cached across pages: it was 260 kB, of which a page draws
 * with 65–90, and a phone parsed all of it on the main thread right after the first paint of every
 * page a visitor opened first. Nor that sheet cut in two (what most pages share, then each page's
 * rest): the second request made the held-back rest of the page, and with it the largest paint,
 * about 150 ms later on the bench's simulated phone network.
 */
export function pageStylesheets(pages: readonly PageStyles[]): string[] {
  const globals = new Map<string, string>();
  const rules = new Map<string, string>();
  const idsOf = pages.map((page) => {
    const ids = new Set<string>();
    for (const chunk of page.styleChunks) {
      if (isGlobal(chunk)) globals.set(chunk.ids.join(' '), chunk.css);
      else
        for (const id of chunk.ids) {
          if (!rules.has(id)) rules.set(id, page.rules[id] ?? '');
          ids.add(id);
        }
    }
    return ids;
  });
  const globalCss = [...globals.values()].join('');
  return idsOf.map(
    (ids) =>
      globalCss +
      Array.from(rules)
        .filter(([id]) => ids.has(id))
        .map(([, css]) => css)
        .join(''),
  );
}

/** The stylesheet's file under dist/, named by its content. */
export function stylesheetFile(css: string, name = 'site'): string {
  return hashedAssetFile(name, css, 'css');
}

/** Markup that follows the page's h1 and still belongs to a phone's first screen. */
const firstScreenAfterHeading = 2500;

const boundaryTags = /<(?:section|article|footer|h2)\b/g;
const islandStart = /<div data-island="/g;

/** [start, end) of each island's markup: nothing may be inserted there (React hydrates it). */
export function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of html.matchAll(islandStart)) {
    const tags = /<(\/?)div\b/g;
    tags.lastIndex = match.index;
    let depth = 0;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] === '/' ? -1 : 1;
      if (depth === 0) {
        ranges.push([match.index, tag.index]);
        break;
      }
    }
  }
  return ranges;
}

/**
 * Where the page's first screen ends: before the first section, article, heading or footer that
 * starts a little after the h1, outside any island. Undefined for a page without an h1.
 */
export function firstScreenEnd(html: string): number | undefined {
  const heading = html.indexOf('</h1>');
  if (heading < 0) return undefined;
  const islands = islandRanges(html);
  // An h1 in a section of its own (the home page's hero fills the screen): the next section is below.
  const heroSection = html.lastIndexOf('<section', heading) > html.lastIndexOf('</section>', heading);
  for (const match of html.slice(heading).matchAll(boundaryTags)) {
    const index = heading + match.index;
    const farEnough = index >= heading + firstScreenAfterHeading || (heroSection && match[0] === '<section');
    // Not inside a <details>: its content's layout depends on all of it being there.
    const inDetails = html.lastIndexOf('<details', index) > html.lastIndexOf('</details>', index);
    if (farEnough && !inDetails && !islands.some(([start, end]) => index > start && index < end))
      return index;
  }
  return undefined;
}

/** The custom properties `css` reads (`var(--name`). */
function propertiesRead(css: string): Set<string> {
  return new Set(Array.from(css.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] as string));
}

/** A declaration block's declarations, split where a `;` is outside brackets and quotes. */
function declarations(block: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < block.length; index += 1) {
    const char = block[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(block.slice(start, index));
      start = index + 1;
    }
  }
  if (block.slice(start).trim()) parts.push(block.slice(start));
  return parts;
}

const customProperty = /^\s*(--[\w-]+)\s*:/;

/**
 * `variables` (flat rules of custom properties: the colour schemes' and the theme's) cut to the
 * properties `css` reads, directly or through other properties. Other declarations stay.
 */
export function pruneCustomProperties(variables: string, css: string): string {
  if (variables.includes('@')) return variables;
  const blocks = Array.from(variables.matchAll(/([^{}]+)\{([^{}]*)\}/g), (match) => ({
    selector: match[1] as string,
    declarations: declarations(match[2] as string),
  }));
  const definitions = new Map<string, string[]>();
  for (const block of blocks)
    for (const declaration of block.declarations) {
      const name = customProperty.exec(declaration)?.[1];
      if (name) definitions.set(name, [...(definitions.get(name) ?? []), declaration]);
    }
  const needed = new Set<string>();
  const pending = [...propertiesRead(css)];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (needed.has(name)) continue;
    needed.add(name);
    for (const declaration of definitions.get(name) ?? []) pending.push(...propertiesRead(declaration));
  }
  return blocks
    .map(({ selector, declarations: all }) => {
      const kept = all.filter((declaration) => {
        const name = customProperty.exec(declaration)?.[1];
        return name === undefined || needed.has(name);
      });
      return kept.length > 0 ? `${selector}{${kept.join(';')}}` : '';
    })
    .join('');
}

/** Interaction states and print: nothing the first paint shows (the stylesheet brings them). */
const notPainted =
  /:hover|:active|:focus|Mui-focusVisible|::-moz-focus-inner|::backdrop|^@media print|^@media \(hover/;

/**
 * Declarations that show only once the visitor acts: a fade between states, the pointer's shape,
 * selecting text, a tap's flash. The stylesheet, which repeats every rule, brings them before anyone
 * can act (the page's scripts wait for it too).
 */
const actedOnOnly =
  /^\s*(?:-webkit-|-moz-|-ms-)?(?:transition(?:-[\w-]+)?|cursor|user-select|tap-highlight-color)\s*:/;

/** `css` with each block's declarations as `rewrite` leaves them (inside @media too); emptied rules go. */
function rewriteBlocks(css: string, rewrite: (declarations: string[]) => string[]): string {
  const blocks = css.replace(/\{([^{}]*)\}/g, (_, block: string) => {
    const kept = rewrite(declarations(block).filter((declaration) => declaration.trim()));
    return `{${kept.map((declaration) => `${declaration};`).join('')}}`;
  });
  let previous;
  let result = blocks;
  do {
    previous = result;
    result = result.replace(/(^|[{}])[^{}]+\{\}/g, '$1');
  } while (result !== previous);
  return result;
}

/** A value some browser may not read, so the same property before it is its fallback. */
const newerValue =
  /-webkit-|-moz-|-ms-|\d(?:[sdl]v[hwib]|cq[hwib]|cqmin|cqmax)\b|(?:color-mix|oklch|oklab|lab|lch|light-dark|env)\(/;

/**
 * `list` without the declarations a later one of the same property overrides (MUI writes a variant's
 * value over the base's: `font-size:1rem;…;font-size:1.125rem`). Kept where the later one may not be
 * read (a fallback) or the earlier one is `!important`.
 */
export function withoutOverridden(list: readonly string[]): string[] {
  const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
  return list.filter((declaration, index) => {
    const later = list.slice(index + 1).find((other) => property(other) === property(declaration));
    return (
      later === undefined ||
      newerValue.test(later.slice(later.indexOf(':'))) ||
      declaration.includes('!important')
    );
  });
}

/**
 * `css` (one Emotion rule: `.x{…}` and its nested and @media rules, flattened) without `notPainted`
 * rules, without the declarations only an act of the visitor shows, and without overridden ones.
 */
export function firstPaintRules(css: string): string {
  const painted = topLevelRules(css)
    .filter((rule) => !notPainted.test(rule.slice(0, rule.indexOf('{'))))
    .join('');
  return rewriteBlocks(painted, (list) =>
    withoutOverridden(list.filter((declaration) => !actedOnOnly.test(declaration))),
  );
}

/** What only old Edge read, and the autofill look the server never renders. */
const neverPainted = /:-webkit-autofill|::-ms-input-placeholder|:-ms-input-placeholder/;
/** Pseudo-elements only an element with the attribute has. */
const attributePseudoElements: [RegExp, RegExp][] = [
  [/::?(?:-webkit-input-|-moz-)?placeholder\b/, /\splaceholder="/],
];

/** The classes an element needs for `selector` to match it or an ancestor of it (a lower bound). */
function requiredClasses(selector: string): string[] {
  let plain = selector.replace(/\[[^\]]*\]|"[^"]*"/g, '');
  // Inside :not(), :is(), :where(), :has() a class is an alternative or a negation: not required.
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:[\w-]+\([^()]*\)/g, '');
  }
  return Array.from(plain.matchAll(/\.([\w-]+)/g), (match) => match[1] as string);
}

/** Every class in `html`'s class attributes. */
function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The classes of the elements inside an element with a `lang` attribute, by that language. */
function classesByLanguage(html: string): Map<string, Set<string>> {
  const byLanguage = new Map<string, Set<string>>();
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)\b[^>]*\slang="([^"]+)"[^>]*>/g)) {
    const [, tag, language] = match as unknown as [string, string, string];
    const tags = new RegExp(`<(/?)${tag}\\b`, 'g');
    tags.lastIndex = match.index;
    let depth = 0;
    let end = html.length;
    for (let found = tags.exec(html); found; found = tags.exec(html)) {
      depth += found[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = found.index;
        break;
      }
    }
    const classes = byLanguage.get(language) ?? new Set<string>();
    for (const name of classesIn(html.slice(match.index, end))) classes.add(name);
    byLanguage.set(language, classes);
  }
  return byLanguage;
}

/**
 * `css` without the rules no element of `html` can match: a class the selector needs that no element
 * has (a state such as Mui-disabled, a Chip's avatar the page never shows), a placeholder where no
 * field has one, another language's typography (`:lang(ne)` on an English page, but inside the
 * elements marked `lang="ne"`), what only old Edge read. The site stylesheet has them all.
 */
export function withoutAbsentStates(css: string, html: string, language?: string): string {
  const classes = classesIn(html);
  const missingAttribute = attributePseudoElements
    .filter(([, attribute]) => !attribute.test(html))
    .map(([pseudo]) => pseudo);
  const marked = classesByLanguage(html);
  // The compound with :lang(x) matches only inside an element in x: the page, or one marked so.
  const inLanguage = (selector: string) =>
    Array.from(selector.matchAll(/([^\s>+~()]*):lang\(([\w-]+)\)([^\s>+~()]*)/g)).every((match) => {
      const wanted = match[2] as string;
      if (language === undefined || language === wanted || language.startsWith(`${wanted}-`)) return true;
      const there = marked.get(wanted);
      const compound = `${match[1] as string}${match[3] as string}`;
      return there !== undefined && requiredClasses(compound).every((name) => there.has(name));
    });
  const canMatch = (selector: string) =>
    !neverPainted.test(selector) &&
    !missingAttribute.some((pseudo) => pseudo.test(selector)) &&
    requiredClasses(selector).every((name) => classes.has(name)) &&
    inLanguage(selector);
  const keep = (rules: string): string =>
    topLevelRules(rules)
      .map((rule) => {
        const open = rule.indexOf('{');
        const prelude = rule.slice(0, open);
        if (prelude.startsWith('@')) {
          const inner = keep(rule.slice(open + 1, -1));
          return inner ? `${prelude}{${inner}}` : '';
        }
        return prelude.split(/,(?![^()]*\))/).some(canMatch) ? rule : '';
      })
      .join('');
  return keep(css);
}

/** `css` cut into its top-level rules (a plain rule, or an @media block with its rules). */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1));
        start = index + 1;
      }
    }
  }
  return rules;
}

/** A selector's specificity as one number per column (ids, classes, types), close enough for CSS-in-JS. */
export function specificity(selector: string): [number, number, number] {
  let rest = selector
    .replace(/:where\([^()]*\)/g, '')
    .replace(/:(?:not|is|has)\(/g, ' (')
    .replace(/\[[^\]]*\]/g, '.attribute');
  const count = (pattern: RegExp) => {
    const found = rest.match(pattern)?.length ?? 0;
    rest = rest.replace(pattern, ' ');
    return found;
  };
  const elements = count(/::[\w-]+/g);
  const ids = count(/#[\w-]+/g);
  const classes = count(/[.:][\w-]+/g);
  return [ids, classes, elements + count(/(?:^|[\s>+~(])[a-zA-Z][\w-]*/g)];
}

/**
 * A selector that matches elements by something other than their Emotion class as specifically as one
 * class does (`.x *`, `.x>*`, `[data-x]`): a declaration moved past it could turn the cascade.
 */
function rivalsClassRules(selector: string, cacheKey: string): boolean {
  const plain = selector.replace(/\([^()]*\)|\[[^\]]*\]|"[^"]*"/g, '()');
  const last = plain.split(/[\s>+~]+/).pop() ?? '';
  return !last.includes(`.${cacheKey}-`) && specificity(selector).join() === '0,1,0';
}

/** Every selector in `css` (inside @media blocks too). */
function selectorsIn(css: string): string[] {
  return Array.from(css.matchAll(/(?:^|[{}])([^{}@]+)\{/g), (match) =>
    (match[1] as string).split(/,(?![^()]*\))/),
  ).flat();
}

interface DeclarationTrie {
  children: Map<string, DeclarationTrie>;
  /** The classes whose declarations run through here. */
  classes: string[];
}

/**
 * `css` (Emotion rules, one class per element) with the declarations that several classes' rules
 * begin with written once, for all of them, before the rules. MUI composes every instance's rule from
 * the same base (ButtonBase, then Button, then the variant, then `sx`), so six buttons repeat ~1.3 kB
 * each: written once, the first screen's CSS is a third smaller. Moving a rule's first declarations
 * ahead of other classes' rules changes nothing: those rules match other elements (no element has two
 * of these classes, which splitPage checks, and no rule here reaches another element as specifically
 * as a class), and each rule keeps its declarations in their order, shared ones first. The site
 * stylesheet, which follows, repeats the rules unchanged.
 */
export function shareCommonDeclarations(css: string, cacheKey = 'rp'): string {
  if (selectorsIn(css).some((selector) => rivalsClassRules(selector, cacheKey))) return css;
  const rules = topLevelRules(css);
  const root: DeclarationTrie = { children: new Map(), classes: [] };
  const firstRule = new Map<string, number>();
  const declarationsOf = new Map<string, string[]>();
  rules.forEach((rule, index) => {
    const selector = /^\.([\w-]+)\{/.exec(rule)?.[1];
    if (!selector || firstRule.has(selector)) return;
    firstRule.set(selector, index);
    // Only a rule that comes before every other rule of its class (no @media rule ahead of it).
    const earlier = rules.slice(0, index).some((other) => new RegExp(`\\.${selector}(?![\\w-])`).test(other));
    if (earlier) return;
    const list = declarations(rule.slice(selector.length + 2, -1))
      .map((declaration) => declaration.trim())
      .filter(Boolean);
    declarationsOf.set(selector, list);
    let node = root;
    for (const declaration of list) {
      let child = node.children.get(declaration);
      if (!child) {
        child = { children: new Map(), classes: [] };
        node.children.set(declaration, child);
      }
      child.classes.push(selector);
      node = child;
    }
  });

  const shared: string[] = [];
  const sharedCount = new Map<string, number>();
  const visit = (node: DeclarationTrie) => {
    for (const [first, start] of node.children) {
      // The run of declarations the same classes share, up to where they part.
      const run = [first];
      let end = start;
      while (end.children.size === 1) {
        const [declaration, next] = end.children.entries().next().value as [string, DeclarationTrie];
        if (next.classes.length !== end.classes.length) break;
        run.push(declaration);
        end = next;
      }
      const { classes } = start;
      const text = run.map((declaration) => `${declaration};`).join('');
      const selectors = classes.map((name) => `.${name}`).join(',');
      // Written once it must save more than its selector list costs; otherwise the classes keep it
      // and all that follows, so what they share stays a prefix of each rule.
      if (classes.length < 2 || (classes.length - 1) * text.length <= selectors.length + 2) continue;
      shared.push(`${selectors}{${text}}`);
      for (const name of classes) sharedCount.set(name, (sharedCount.get(name) ?? 0) + run.length);
      visit(end);
    }
  };
  visit(root);

  // What remains of each rule after its shared beginning.
  const rests = new Map<string, string[]>();
  for (const [name, list] of declarationsOf) rests.set(name, list.slice(sharedCount.get(name) ?? 0));
  shared.push(...hoistRepeatedDeclarations(rests));
  if (shared.length === 0) return css;

  const rewritten = rules.map((rule, index) => {
    const selector = /^\.([\w-]+)\{/.exec(rule)?.[1];
    const rest = selector ? rests.get(selector) : undefined;
    if (!selector || rest === undefined || firstRule.get(selector) !== index) return rule;
    return rest.length > 0 ? `.${selector}{${rest.map((declaration) => `${declaration};`).join('')}}` : '';
  });
  return shared.join('') + rewritten.join('');
}

/** Properties that set each other (a shorthand and its longhands, roughly): their order matters. */
const propertyFamilies = [
  ['inset', 'top', 'right', 'bottom', 'left'],
  ['place', 'align', 'justify'],
  ['gap', 'row', 'column', 'grid'],
  ['font', 'line'],
];

function propertyRoot(declaration: string): string {
  const property = declaration.slice(0, declaration.indexOf(':')).trim();
  if (property.startsWith('--')) return property;
  const root = property.replace(/^-\w+-/, '').split('-')[0] as string;
  return propertyFamilies.find((family) => family.includes(root))?.[0] ?? root;
}

/**
 * A declaration that several rules repeat further in (the theme's 165-byte font stack in every
 * Typography variant), written once for them in a rule of its own, where nothing before it in a rule
 * sets the same property (or its shorthand): it can come first there without changing the outcome.
 * `rests` loses what was hoisted.
 */
function hoistRepeatedDeclarations(rests: Map<string, string[]>): string[] {
  const holders = new Map<string, string[]>();
  for (const [name, list] of rests)
    list.forEach((declaration, index) => {
      const root = propertyRoot(declaration);
      if (root === 'all' || list.slice(0, index).some((earlier) => propertyRoot(earlier) === root)) return;
      holders.set(declaration, [...(holders.get(declaration) ?? []), name]);
    });
  const hoisted: string[] = [];
  for (const [declaration, names] of holders) {
    const selectors = names.map((name) => `.${name}`).join(',');
    if (names.length < 2 || (names.length - 1) * (declaration.length + 1) <= selectors.length + 2) continue;
    hoisted.push(`${selectors}{${declaration};}`);
    for (const name of names) {
      const list = rests.get(name) ?? [];
      list.splice(list.indexOf(declaration), 1);
    }
  }
  return hoisted;
}

/**
 * `css` without the spaces CSS does not need (around commas, `*` and `/` in calc() and colours) and
 * leading zeros (`0.5` is `.5`), outside strings: Emotion keeps MUI's spelling, which every page inlines.
 */
export function tighten(css: string): string {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/\s*,\s*/g, ',')
            .replace(/ ([*/]) /g, '$1')
            .replace(/([^\w.])0\.(\d)/g, '$1.$2')
            .replace(/;\}/g, '}'),
    )
    .join('');
}

const fontFamilies = /font-family:([^;}!]+)/g;

/**
 * `parts` (the first screen's global CSS, then its components') with each font stack they repeat
 * (the theme's: in the body's rule and in every text component's; the form fields') written once, as
 * a custom property on :root, and read where it stood: it computes to the same. Only where that saves
 * more than the property costs.
 */
export function shareFontStacks(parts: readonly string[]): string[] {
  const stacks = new Map<string, number>();
  for (const part of parts)
    for (const match of part.matchAll(fontFamilies)) {
      const stack = match[1] as string;
      stacks.set(stack, (stacks.get(stack) ?? 0) + 1);
    }
  const names = new Map<string, string>();
  for (const [stack, count] of stacks) {
    const name = `--rp-font-${names.size + 1}`;
    if ((count - 1) * (stack.length - name.length - 5) > name.length + 10) names.set(stack, name);
  }
  if (names.size === 0) return [...parts];
  const definitions = `:root{${[...names].map(([stack, name]) => `${name}:${stack}`).join(';')}}`;
  return parts.map(
    (part, index) =>
      (index === 0 ? definitions : '') +
      part.replace(fontFamilies, (declaration, value: string) => {
        const name = names.get(value);
        return name ? `font-family:var(${name})` : declaration;
      }),
  );
}

/**
 * `css` with the @media blocks written once where the same query follows itself, and without the
 * query that always holds (MUI writes the smallest breakpoint as `@media (min-width:0px)`). The
 * rules keep their order.
 */
export function compactMediaQueries(css: string): string {
  const rules = topLevelRules(css).flatMap((rule) =>
    rule.startsWith('@media (min-width:0px){')
      ? topLevelRules(rule.slice(rule.indexOf('{') + 1, -1))
      : [rule],
  );
  const merged: string[] = [];
  for (const rule of rules) {
    const prelude = rule.slice(0, rule.indexOf('{'));
    const last = merged.at(-1);
    if (prelude.startsWith('@media') && last?.startsWith(`${prelude}{`))
      merged[merged.length - 1] = `${last.slice(0, -1)}${rule.slice(prelude.length + 1)}`;
    else merged.push(rule);
  }
  return merged.join('');
}

/** `css` without the rules an identical rule later in it repeats (that one has the same effect). */
export function withoutRepeatedRules(css: string): string {
  const rules = topLevelRules(css);
  return rules.filter((rule, index) => !rules.includes(rule, index + 1)).join('');
}

/**
 * `css` without the declarations a later rule of the same selector overrides wherever they apply: a
 * plain rule (or one under the same media query) that sets the property again. MUI writes a
 * component's defaults and then the site's choices (a toolbar's 56px, 48px in landscape and 64px from
 * 600px wide, then 64px for all): only the last can show.
 */
export function withoutShadowedDeclarations(css: string): string {
  type Rule = { media: string; selector: string; list: string[] } | { other: string };
  const property = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
  const plainRule = (text: string, media: string): Rule | undefined => {
    const open = text.indexOf('{');
    if (text.startsWith('@') || text.indexOf('{', open + 1) >= 0) return undefined;
    return {
      media,
      selector: text.slice(0, open),
      list: declarations(text.slice(open + 1, -1)).filter((d) => d.trim()),
    };
  };
  const rules: Rule[][] = topLevelRules(css).map((rule) => {
    const plain = plainRule(rule, '');
    if (plain) return [plain];
    const prelude = rule.slice(0, rule.indexOf('{'));
    const inner = prelude.startsWith('@media') ? topLevelRules(rule.slice(prelude.length + 1, -1)) : [];
    const parsed = inner.map((text) => plainRule(text, prelude));
    return inner.length > 0 && parsed.every(Boolean) ? (parsed as Rule[]) : [{ other: rule }];
  });
  const flat = rules.flat();
  const shadowed = (rule: Rule, declaration: string, index: number) =>
    'selector' in rule &&
    !declaration.includes('!important') &&
    flat
      .slice(index + 1)
      .some(
        (later) =>
          'selector' in later &&
          later.selector === rule.selector &&
          (later.media === '' || later.media === rule.media) &&
          later.list.some(
            (other) =>
              property(other) === property(declaration) && !newerValue.test(other.slice(other.indexOf(':'))),
          ),
      );
  let index = 0;
  return rules
    .map((group) => {
      const texts = group.map((rule) => {
        const at = index;
        index += 1;
        if ('other' in rule) return rule.other;
        const kept = rule.list.filter((declaration) => !shadowed(rule, declaration, at));
        return kept.length > 0
          ? `${rule.selector}{${kept.map((declaration) => `${declaration};`).join('')}}`
          : '';
      });
      const first = group[0];
      if (first && 'selector' in first && first.media) {
        const inner = texts.join('');
        return inner ? `${first.media}{${inner}}` : '';
      }
      return texts.join('');
    })
    .join('');
}

/**
 * A selector some browser may not parse: one in a list makes it drop the whole rule, so it is never
 * listed with others (vendor pseudo-classes and -elements, the newer functional pseudo-classes).
 */
const unsafeInList = /:-|::-|:has\(|:is\(|:where\(|:focus-visible/;

/**
 * `css` with neighbouring rules written as one where they share their selector (`.a{x}.a{y}` is
 * `.a{x;y}`, less what y overrides) or their declarations (`.a{x}.b{x}` is `.a,.b{x}`, unless a
 * browser could reject one of them): nothing comes between them, so nothing changes. Inside @media
 * blocks too.
 */
export function mergeNeighbours(css: string): string {
  const merged: string[] = [];
  for (const rule of topLevelRules(css)) {
    const open = rule.indexOf('{');
    const prelude = rule.slice(0, open);
    if (prelude.startsWith('@')) {
      merged.push(`${prelude}{${mergeNeighbours(rule.slice(open + 1, -1))}}`);
      continue;
    }
    const block = rule.slice(open + 1, -1);
    const last = merged.at(-1);
    const lastOpen = last?.indexOf('{') ?? -1;
    const lastPrelude = last?.slice(0, lastOpen);
    const lastBlock = last?.slice(lastOpen + 1, -1);
    if (last === undefined || lastPrelude === undefined || lastPrelude.startsWith('@')) merged.push(rule);
    else if (lastPrelude === prelude) {
      const list = withoutOverridden(declarations(`${lastBlock};${block}`).filter((d) => d.trim()));
      merged[merged.length - 1] = `${prelude}{${list.map((declaration) => `${declaration};`).join('')}}`;
    } else if (lastBlock === block && !unsafeInList.test(lastPrelude + prelude))
      merged[merged.length - 1] = `${lastPrelude},${prelude}{${block}}`;
    else merged.push(rule);
  }
  return merged.join('');
}

/** The characters `text` (markup or CSS) can show: as written, as entities and as CSS escapes. */
function codePointsOf(text: string): Set<number> {
  const points = new Set<number>();
  for (const character of text) points.add(character.codePointAt(0) ?? 0);
  for (const match of text.matchAll(/&#(x?)([\da-f]+);|\\([\da-f]{1,6})/gi)) {
    const [, hex, entity, escape] = match;
    points.add(escape ? Number.parseInt(escape, 16) : Number.parseInt(entity as string, hex ? 16 : 10));
  }
  return points;
}

const fontFaceRule = /@font-face\{[^}]*\}/g;

/** A face's unicode-range as [first, last] code points; undefined for a face without one (all of them). */
function unicodeRangesOf(face: string): (readonly [number, number])[] | undefined {
  const range = /unicode-range:([^;}]+)/.exec(face)?.[1];
  return range?.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as const;
  });
}

const covers = (ranges: readonly (readonly [number, number])[] | undefined, point: number) =>
  ranges === undefined || ranges.some(([from, to]) => point >= from && point <= to);

/**
 * The @font-face rules of `css` whose unicode-range holds a character of `firstScreen` (its markup and
 * inline CSS), and those without one: a face the first screen does not draw with is only downloaded
 * for later text, and the page declares it after its first paint (`lateFontFaces`).
 */
export function fontFacesDrawing(css: string, firstScreen: string): string {
  const points = [...codePointsOf(firstScreen)];
  return css.replace(fontFaceRule, (face) => {
    const ranges = unicodeRangesOf(face);
    return ranges === undefined || points.some((point) => covers(ranges, point)) ? face : '';
  });
}

/** What a page's fonts are: every face, those its first screen may inline, and the font stack. */
export interface PageFonts {
  /** Every @font-face rule of the site. */
  allFaces: string;
  /** The faces the page's first screen may inline (its own language's), as a <style> tag or CSS. */
  firstScreenFaces: string;
  /** The families of the site's text, first choice first (a CSS font-family value). */
  fontStack: string;
}

/**
 * The web font faces of `fonts.allFaces` that the page does not inline, for the loader to declare
 * after the first paint. A face is eager when the page's main text draws with it: some character of
 * `mainText` is in its range and no family before it in the stack has a face for it (so the full
 * Devanagari font, after the cut that holds every letter the site writes, never is).
 */
export function lateFontFaces(fonts: PageFonts, inlineFaces: string, mainText: string): LateFace[] {
  const faces = (fonts.allFaces.match(fontFaceRule) ?? []).map((css) => ({
    css,
    family: /font-family:'([^']+)'/.exec(css)?.[1] ?? '',
    ranges: unicodeRangesOf(css),
  }));
  const stack = fonts.fontStack.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
  const rank = (family: string) => (stack.includes(family) ? stack.indexOf(family) : stack.length);
  const firstChoiceFirst = [...faces].sort((a, b) => rank(a.family) - rank(b.family));
  const drawn = new Set<string>();
  for (const point of codePointsOf(mainText)) {
    const drawing = firstChoiceFirst.find((face) => covers(face.ranges, point))?.family;
    for (const face of faces) if (face.family === drawing && covers(face.ranges, point)) drawn.add(face.css);
  }
  return faces
    .filter(({ css }) => !inlineFaces.includes(css) && /src:url\(/.test(css))
    .map(({ css, family }) => ({
      family,
      url: /src:url\(([^)]+)\)/.exec(css)?.[1] ?? '',
      weight: /font-weight:([^;}]+)/.exec(css)?.[1] ?? 'normal',
      unicodeRange: /unicode-range:([^;}]+)/.exec(css)?.[1] ?? 'U+0-10FFFF',
      eager: drawn.has(css),
    }));
}

/** The text of the page's <main> (where its own words are), without markup. */
function mainTextOf(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main.replace(/<[^>]*>/g, ' ');
}

/** `css` without the @keyframes that nothing in it or in `also` names. */
export function withoutUnusedKeyframes(css: string, also = ''): string {
  const keyframes = /@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g;
  const rest = css.replace(keyframes, '') + also;
  return css.replace(keyframes, (block, name: string) =>
    new RegExp(`[:\\s,]${name}(?![\\w-])`).test(rest) ? block : '',
  );
}

/** `css` written as short as the steps above make it, each step until none shortens it. */
export function compactFirstScreenCss(css: string): string {
  let previous;
  let result = css;
  do {
    previous = result;
    result = mergeNeighbours(
      compactMediaQueries(withoutShadowedDeclarations(withoutRepeatedRules(compactMediaQueries(result)))),
    );
  } while (result !== previous);
  return result;
}

/** The rule ids `html`'s elements name in their class attributes, as the browser finds them. */
function classIdsIn(html: string, key: string): Set<string> {
  const ids = new Set<string>();
  for (const [, classes = ''] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of classes.split(/\s+/))
      if (name.startsWith(`${key}-`)) ids.add(name.slice(key.length + 1));
  return ids;
}

/** The classes Emotion put in `html`, as rule ids. */
function idsIn(html: string, key: string): Set<string> {
  return new Set(
    Array.from(html.matchAll(new RegExp(`\\b${key}-([a-z0-9]+)\\b`, 'g')), (m) => m[1] as string),
  );
}

export interface SplitPage {
  /** The <style> tags for <head>: the first screen's CSS. */
  styles: string;
  /** The page's body with the site stylesheet linked where its first screen ends. */
  html: string;
  /** The stylesheet's link, when it goes into <head> instead (a page without a first screen to tell). */
  headLink: string;
  /** What the first screen shows before the stylesheet arrives: its markup and inline CSS. */
  firstScreen: string;
  /** The @font-face rules the page inlines: those its first screen draws with (`fontFacesDrawing`). */
  fontFaces: string;
}

/**
 * One page's inline CSS and body, given the stylesheets it takes after its first screen (its own
 * first; scripts/laterStylesheets.ts loads them). Emotion in the browser takes every rule whose class
 * the page uses as inserted and never compiles it again while islands hydrate; the component tag's CSS
 * is only the first screen's.
 */
export function splitPage(
  page: PageStyles,
  sheets: readonly string[],
  fonts?: PageFonts,
  cacheKey = 'rp',
): SplitPage {
  const globals = page.styleChunks.filter(isGlobal);
  const components = page.styleChunks.filter((chunk) => !isGlobal(chunk));
  const ids = components.flatMap((chunk) => chunk.ids);
  // Emotion adopts a tag whose attribute is the key and a space, then the ids of the rules in place. As
  // random hashes they cost more than anything else in the attribute, and the browser takes those the
  // page's elements name in their classes from there (src/lib/emotionCache.ts); the attribute keeps
  // the rest, rules a styled component composes into another's class.
  const named = classIdsIn(page.html, cacheKey);
  const unnamed = ids.filter((id) => !named.has(id));
  const componentTag = (css: string) =>
    `<style data-s="" data-emotion="${cacheKey} ${unnamed.join(' ')}">${css}</style>`;
  const end = firstScreenEnd(page.html);
  if (end === undefined) {
    const links = stylesheetLinks(sheets);
    const fontFaces = fonts ? fontFacesDrawing(fonts.firstScreenFaces, page.html) : '';
    return { styles: componentTag(''), html: page.html, headLink: links, firstScreen: page.html, fontFaces };
  }

  const firstScreen = idsIn(page.html.slice(0, end), cacheKey);
  const critical = ids
    .filter((id) => firstScreen.has(id))
    .map((id) =>
      withoutAbsentStates(firstPaintRules(page.rules[id] ?? ''), page.html.slice(0, end), page.locale),
    )
    .join('');
  // Shared declarations need one class per element (see shareCommonDeclarations).
  const twoClasses = new RegExp(`class="[^"]*\\b${cacheKey}-[a-z0-9]+\\b[^"]*\\b${cacheKey}-[a-z0-9]+\\b`);
  const inline = compactFirstScreenCss(
    twoClasses.test(page.html) ? critical : shareCommonDeclarations(critical, cacheKey),
  );
  // The colour schemes' variables are most of the global CSS: only those the first screen reads.
  const plain = withoutUnusedKeyframes(
    firstPaintRules(
      globals
        .filter((chunk) => !chunk.css.startsWith(':root'))
        .map((chunk) => chunk.css)
        .join(''),
    ),
    inline,
  );
  const variables = globals
    .filter((chunk) => chunk.css.startsWith(':root'))
    .map((chunk) => chunk.css)
    .join('');
  const [globalCss = '', componentCss = ''] = shareFontStacks([
    plain + pruneCustomProperties(variables, plain + critical),
    inline,
  ]);
  const globalIds = globals.flatMap((chunk) => chunk.ids).join(' ');
  const styles = `<style data-s="" data-emotion="${cacheKey}-global ${globalIds}">${tighten(globalCss)}${holdBackCss}</style>${componentTag(tighten(componentCss))}`;
  const firstScreenMarkup = page.html.slice(0, end) + styles;
  const fontFaces = fonts ? fontFacesDrawing(fonts.firstScreenFaces, firstScreenMarkup) : '';
  const lateFaces = fonts ? lateFontFaces(fonts, fontFaces, mainTextOf(page.html)) : [];
  return {
    styles,
    html: markEnclosingElements(
      `${page.html.slice(0, end)}${laterStylesheetsMarkup(sheets, lateFaces)}${page.html.slice(end)}`,
      end,
    ),
    headLink: '',
    firstScreen: firstScreenMarkup,
    fontFaces,
  };
}
