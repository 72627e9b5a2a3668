/**
 * The editor's configuration (Decap CMS, served at /admin/config.yml), generated from the article
 * frontmatter schema (src/content/blog/frontmatter.ts) so the two cannot drift: every property of the
 * schema becomes a field with the same required rule, lengths, pattern and choices, and a unit test
 * (tests/cms/config.test.ts) fails when a property has no field or a rule differs. What the editor
 * saves is what the build accepts; what it cannot express (sections, translations in step, pictures
 * that exist) the build's loader (scripts/blog/articles.ts) checks and names the file.
 */
import { z } from 'zod';
import { stringify } from 'yaml';
import { articleFrontmatterSchema } from '../../src/content/blog/frontmatter.ts';
import { blogLocales, contentDir } from '../blog/articles.ts';

/** The slice of JSON Schema zod emits for the frontmatter. */
export interface SchemaNode {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
  format?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

export type CmsField = Record<string, unknown> & { name: string; widget: string; required: boolean };

/** How each frontmatter property is presented; the rules come from the schema. */
const presentation: Record<
  string,
  { label: string; widget?: string; hint?: string; i18n: true | 'duplicate' }
> = {
  title: { label: 'Title', i18n: true },
  seoTitle: { label: 'SEO title', hint: 'Shown in search results instead of the title', i18n: true },
  description: {
    label: 'Description',
    widget: 'text',
    hint: 'For search results and link previews',
    i18n: true,
  },
  excerpt: {
    label: 'Excerpt',
    widget: 'text',
    hint: 'The card on /blog (the description when empty)',
    i18n: true,
  },
  author: { label: 'Author', i18n: 'duplicate' },
  date: { label: 'Date', i18n: 'duplicate' },
  hero: { label: 'Hero image', i18n: true },
  'hero.image': { label: 'Image (jpg, png or webp)', widget: 'image', i18n: 'duplicate' },
  'hero.alt': {
    label: 'Alt text',
    hint: 'What the picture shows, for readers who cannot see it',
    i18n: true,
  },
  tags: { label: 'Tags', i18n: true },
  links: { label: 'Related links', i18n: true },
  'links.label': { label: 'Label', i18n: true },
  'links.to': { label: 'Path on this site', hint: 'For example /contact', i18n: true },
};

/** The JSON Schema of the frontmatter, as the editor's rules are read from it. */
export function frontmatterJsonSchema(): SchemaNode {
  return z.toJSONSchema(articleFrontmatterSchema) as SchemaNode;
}

function lengthRule(node: SchemaNode): [string, string] | undefined {
  const { minLength: min, maxLength: max } = node;
  if (min === undefined && max === undefined) return undefined;
  const message =
    min !== undefined && max !== undefined
      ? `Must be ${min} to ${max} characters`
      : min !== undefined
        ? `Must be at least ${min} characters`
        : `Must be at most ${max} characters`;
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message];
}

function field(path: string, name: string, node: SchemaNode, required: boolean): CmsField {
  const look = presentation[path];
  if (!look)
    throw new Error(
      `The editor has no presentation for frontmatter field ${path}: add it to scripts/cms/config.ts`,
    );
  const base = {
    label: look.label,
    name,
    required,
    i18n: look.i18n,
    ...(look.hint ? { hint: look.hint } : {}),
  };
  if (node.type === 'object' && node.properties) {
    return { ...base, widget: 'object', collapsed: false, fields: fields(path, node) };
  }
  if (node.type === 'array' && node.items?.type === 'object') {
    return { ...base, widget: 'list', fields: fields(path, node.items) };
  }
  if (node.type === 'array') {
    return { ...base, widget: 'list', hint: 'Separate them with commas' };
  }
  if (node.enum) return { ...base, widget: 'select', options: node.enum };
  if (node.format === 'date') {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      pattern: [node.pattern, 'Must be a date written YYYY-MM-DD'],
    };
  }
  const widget = look.widget ?? 'string';
  if (widget === 'image') {
    // Decap's image widget fails a pattern even on a matching path, so its rule is where it uploads
    // (media_folder) plus the build's check, which names the file when the picture's name breaks it.
    return { ...base, widget, choose_url: false };
  }
  const pattern = node.pattern
    ? ([node.pattern, 'Must be a path on this site, such as /contact'] as const)
    : lengthRule(node);
  return { ...base, widget, ...(pattern ? { pattern } : {}) };
}

function fields(parent: string, node: SchemaNode): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, child]) =>
    field(parent ? `${parent}.${name}` : name, name, child, required.has(name)),
  );
}

export interface CmsOptions {
  /** `owner/name` of the GitHub repository the editor commits to in production. */
  repo?: string;
  branch?: string;
  /** Origin of the OAuth client that signs editors in to GitHub (README "Editing articles in the browser"). */
  oauthBaseUrl?: string;
}

/** The whole configuration; production values from CMS_GITHUB_REPO, CMS_GITHUB_BRANCH, CMS_OAUTH_BASE_URL. */
export function cmsConfig(options: CmsOptions = {}): Record<string, unknown> {
  const mediaFolder = `${contentDir}/images`;
  return {
    backend: {
      name: 'github',
      repo: options.repo ?? 'your-organisation/rupantaran-site',
      branch: options.branch ?? 'main',
      ...(options.oauthBaseUrl ? { base_url: options.oauthBaseUrl } : {}),
      commit_messages: {
        create: 'Blog: add {{slug}}',
        update: 'Blog: edit {{slug}}',
        uploadMedia: 'Blog: add picture {{path}}',
      },
    },
    // Only where the editor runs on localhost (Decap checks the host): `npm run cms` starts the proxy.
    local_backend: true,
    site_url: '/',
    media_folder: mediaFolder,
    public_folder: `/${mediaFolder}`,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_folders', locales: [...blogLocales], default_locale: 'en' },
    collections: [
      {
        name: 'blog',
        label: 'Articles',
        label_singular: 'Article',
        folder: contentDir,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        i18n: true,
        fields: [
          ...fields('', frontmatterJsonSchema()),
          {
            label: 'Article',
            name: 'body',
            widget: 'markdown',
            required: true,
            i18n: true,
            // Rich text for writers; its Markdown switch shows and edits the file's text as written.
            hint: 'Sections start with ## headings; both languages need the same sections',
          },
        ],
      },
    ],
  };
}

export function cmsConfigYaml(env: Record<string, string | undefined> = process.env): string {
  const config = cmsConfig({
    repo: env.CMS_GITHUB_REPO || undefined,
    branch: env.CMS_GITHUB_BRANCH || undefined,
    oauthBaseUrl: env.CMS_OAUTH_BASE_URL || undefined,
  });
  return `# Generated from the article schema by scripts/cms/config.ts: edit that file.\n${stringify(config)}`;
}
