/**
 * Reads the articles (content/blog/<locale>/<slug>.md) into what the site renders: checked
 * frontmatter, the body parsed as GitHub-flavoured Markdown (remark) and cut into sections at its
 * `##` headings, each section's anchor, the read time and the pictures. Everything else about an
 * article (its route, card, feed item, sitemap entry, preview card) is derived from this.
 *
 * Both languages are read together because they are checked together: every article exists in both,
 * with the same sections (the Nepali anchors are the English ones), author, date and hero picture.
 * Problems are collected, not thrown one by one, so an editor sees every broken rule at once, each
 * naming its file.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { ArticleData, BlogLocale } from '../../src/content/blog/articleData.ts';
import { countArticleWords } from '../../src/content/blog/articleText.ts';
import { frontmatterProblems, type ArticleFrontmatter } from '../../src/content/blog/frontmatter.ts';
import { headingIds } from '../../src/components/article/headingIds.ts';
import type { MediaAsset } from '../../src/content/media-manifest.ts';
import { articleImageAsset, articleImageFile, articleImageName } from './images.ts';

export const blogLocales: readonly BlogLocale[] = ['en', 'ne'];
export const contentDir = 'content/blog';

/**
 * Words a minute for the read time, rounded to the nearest minute: within the 200–230 a reader of explanatory prose manages
 * (tests/content/articleLength.test.ts holds every article to that range).
 */
export const wordsPerMinute = 210;

export interface LoadedBlog {
  articles: Record<BlogLocale, ArticleData[]>;
  /** Every picture to serve, by the path the files give. */
  pictures: string[];
  problems: string[];
  /** The files read, for the dev server to watch. */
  files: string[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** mdast without `position`: the pages need the tree, not where it came from. */
function withoutPositions<T>(node: T): T {
  return JSON.parse(
    JSON.stringify(node, (key, value: unknown) => (key === 'position' ? undefined : value)),
  ) as T;
}

function visit(node: { type: string; children?: unknown[] }, each: (node: RootContent) => void): void {
  for (const child of (node.children ?? []) as RootContent[]) {
    each(child);
    visit(child as { type: string; children?: unknown[] }, each);
  }
}

/** Words of the body, counted as the content tests count them (src/content/blog/articleText.ts). */
function countWords(sections: readonly { heading: string; nodes: readonly RootContent[] }[]): number {
  return countArticleWords(
    sections.map((section) => ({
      heading: section.heading,
      blocks: [{ kind: 'markdown', nodes: section.nodes }],
    })),
  );
}

interface ParsedFile {
  frontmatter?: ArticleFrontmatter;
  sections: { heading: string; nodes: RootContent[] }[];
  images: { url: string; alt: string }[];
  links: string[];
  problems: string[];
}

export function parseArticle(file: string, source: string): ParsedFile {
  const tree = parser.parse(source) as Root;
  const problems: string[] = [];
  const [first, ...body] = tree.children;
  let frontmatter: ArticleFrontmatter | undefined;
  if (first?.type !== 'yaml') {
    problems.push(
      `${file}: (frontmatter): must start with a --- block of title, description, author, date and hero`,
    );
  } else {
    let data: unknown;
    try {
      data = parseYaml(first.value);
    } catch (error) {
      problems.push(`${file}: (frontmatter): is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
    }
    if (data !== undefined) {
      const found = frontmatterProblems(file, data);
      problems.push(...found);
      if (found.length === 0) frontmatter = data as ArticleFrontmatter;
    }
  }
  const content = first?.type === 'yaml' ? body : tree.children;
  const sections: ParsedFile['sections'] = [];
  for (const node of content) {
    if (node.type === 'heading' && node.depth === 2) {
      sections.push({ heading: toString(node).trim(), nodes: [] });
    } else if (node.type === 'heading' && node.depth === 1) {
      problems.push(`${file}: body: use ## for section headings (the title is the page's only # heading)`);
    } else if (sections.length === 0) {
      problems.push(`${file}: body: must start with a ## section heading`);
      break;
    } else {
      sections.at(-1)?.nodes.push(withoutPositions(node));
    }
  }
  if (sections.length === 0 && problems.length === 0) problems.push(`${file}: body: has no ## sections`);
  const images: ParsedFile['images'] = [];
  const links: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'image') images.push({ url: node.url, alt: node.alt ?? '' });
    if (node.type === 'link' && node.url.startsWith('/')) links.push(node.url);
    if (node.type === 'heading' && (node as Heading).depth > 3)
      problems.push(`${file}: body: headings go two levels deep (## and ###)`);
  });
  return { frontmatter, sections, images, links, problems };
}

async function listArticleFiles(root: string): Promise<{ locale: BlogLocale; slug: string; path: string }[]> {
  const found: { locale: BlogLocale; slug: string; path: string }[] = [];
  for (const locale of blogLocales) {
    const dir = join(root, contentDir, locale);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith('.md')).sort()) {
      found.push({ locale, slug: name.slice(0, -'.md'.length), path: join(dir, name) });
    }
  }
  return found;
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads and checks every article in both languages. */
export async function loadBlog(root: string): Promise<LoadedBlog> {
  const problems: string[] = [];
  const files = await listArticleFiles(root);
  const parsed = new Map<string, ParsedFile & { slug: string; locale: BlogLocale; file: string }>();
  for (const { locale, slug, path } of files) {
    const file = relative(root, path);
    if (!slugPattern.test(slug))
      problems.push(`${file}: file name: must be lower case words joined by dashes`);
    const result = parseArticle(file, await readFile(path, 'utf8'));
    problems.push(...result.problems);
    parsed.set(`${locale}:${slug}`, { ...result, slug, locale, file });
  }

  const slugs = [...new Set(files.map((entry) => entry.slug))].sort();
  const pictures = new Set<string>();
  const assets = new Map<string, MediaAsset>();
  const assetOf = async (file: string, url: string): Promise<MediaAsset | undefined> => {
    if (!/^\/?content\/blog\/images\/[^/]+\.(jpe?g|png|webp)$/.test(url)) {
      problems.push(`${file}: image ${url}: must be a jpg, png or webp file under content/blog/images/`);
      return undefined;
    }
    if (!existsSync(articleImageFile(root, url))) {
      problems.push(`${file}: image ${url}: no such file`);
      return undefined;
    }
    pictures.add(url);
    const cached = assets.get(url) ?? (await articleImageAsset(root, url));
    assets.set(url, cached);
    return cached;
  };

  const articles: Record<BlogLocale, ArticleData[]> = { en: [], ne: [] };
  for (const slug of slugs) {
    const english = parsed.get(`en:${slug}`);
    const nepali = parsed.get(`ne:${slug}`);
    for (const [locale, twin] of [
      ['en', english],
      ['ne', nepali],
    ] as const) {
      if (!twin) {
        const other = (english ?? nepali)?.file ?? slug;
        problems.push(
          `${other}: translation: ${contentDir}/${locale}/${slug}.md is missing (every article is published in both languages)`,
        );
      }
    }
    if (!english?.frontmatter || !nepali?.frontmatter) continue;
    if (english.sections.length !== nepali.sections.length)
      problems.push(
        `${nepali.file}: body: has ${nepali.sections.length} ## sections where ${english.file} has ${english.sections.length} (the two languages share anchors section by section)`,
      );
    for (const field of ['author', 'date'] as const) {
      if (english.frontmatter[field] !== nepali.frontmatter[field])
        problems.push(
          `${nepali.file}: ${field}: must be the same as in ${english.file} (${english.frontmatter[field]})`,
        );
    }
    if (english.frontmatter.hero.image !== nepali.frontmatter.hero.image)
      problems.push(`${nepali.file}: hero.image: must be the same picture as in ${english.file}`);
    const anchors = headingIds(english.sections.map((section) => section.heading));
    const readTime = Math.max(1, Math.round(countWords(english.sections) / wordsPerMinute));
    const englishSlugs = new Set(slugs.filter((candidate) => parsed.get(`en:${candidate}`)));
    for (const twin of [english, nepali]) {
      const { frontmatter } = twin;
      if (!frontmatter) continue;
      for (const link of twin.links) {
        const target = /^\/blog\/([^/#?]+)/.exec(link)?.[1];
        if (target && !englishSlugs.has(target))
          problems.push(`${twin.file}: link ${link}: no article has that name`);
      }
      const heroAsset = await assetOf(twin.file, frontmatter.hero.image);
      for (const image of twin.images) await assetOf(twin.file, image.url);
      if (!heroAsset) continue;
      articles[twin.locale].push({
        slug,
        locale: twin.locale,
        file: twin.file,
        title: frontmatter.title,
        ...(frontmatter.seoTitle ? { seoTitle: frontmatter.seoTitle } : {}),
        description: frontmatter.description,
        excerpt: frontmatter.excerpt ?? frontmatter.description,
        author: frontmatter.author,
        date: frontmatter.date,
        tags: frontmatter.tags ?? [],
        links: frontmatter.links ?? [],
        hero: { name: articleImageName(frontmatter.hero.image), alt: frontmatter.hero.alt, asset: heroAsset },
        sections: twin.sections.map((section, index) => ({
          ...section,
          anchor: anchors[index] ?? `section-${index + 1}`,
          nodes: section.nodes.map((node) => withPictures(node, assets)),
        })),
        words: countWords(twin.sections),
        readTime,
        internalLinks: twin.links,
      });
    }
  }
  const newestFirst = (a: ArticleData, b: ArticleData) =>
    b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
  for (const locale of blogLocales) articles[locale].sort(newestFirst);
  return { articles, pictures: [...pictures].sort(), problems, files: files.map((entry) => entry.path) };
}

/** Images in the text carry their served name and sizes (`data`), as the hero does. */
function withPictures(node: RootContent, assets: ReadonlyMap<string, MediaAsset>): RootContent {
  if (node.type === 'image') {
    const asset = assets.get(node.url);
    return asset
      ? { ...node, data: { ...node.data, name: articleImageName(node.url), asset } as never }
      : node;
  }
  if ('children' in node)
    return {
      ...node,
      children: node.children.map((child) => withPictures(child as RootContent, assets)),
    } as RootContent;
  return node;
}

/** The problems as one error, for the build and the dev server to stop on. */
export function blogError(problems: readonly string[]): Error {
  return new Error(
    `The articles in ${contentDir}/ have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
  );
}
