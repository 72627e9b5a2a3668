/**
 * The editor's config (/admin/config.yml) and the article schema the build checks must agree: every
 * frontmatter property has a field with the same name, required rule, choices and pattern, and each
 * length rule accepts and refuses exactly the lengths the schema does.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  cmsConfig,
  cmsConfigYaml,
  frontmatterJsonSchema,
  type CmsField,
  type SchemaNode,
} from '../../scripts/cms/config.ts';
import { articleFrontmatterSchema } from '../../src/content/blog/frontmatter.ts';
import { blogAuthorNames } from '../../src/content/blog/authorNames.ts';

interface Collection {
  folder: string;
  i18n: boolean;
  fields: CmsField[];
}

const collection = (cmsConfig().collections as Collection[])[0] as Collection;

function compare(schema: SchemaNode, fields: readonly CmsField[], path: string): void {
  const names = Object.keys(schema.properties ?? {});
  expect(
    fields.map((field) => field.name).filter((name) => name !== 'body'),
    `fields of ${path || 'the frontmatter'}`,
  ).toEqual(names);
  for (const name of names) {
    const node = schema.properties?.[name] as SchemaNode;
    const field = fields.find((candidate) => candidate.name === name) as CmsField;
    const where = path ? `${path}.${name}` : name;
    expect(field.required, `${where} required`).toBe((schema.required ?? []).includes(name));
    if (node.enum) expect(field.options, where).toEqual(node.enum);
    if (node.type === 'object') compare(node, field.fields as CmsField[], where);
    if (node.type === 'array' && node.items?.type === 'object')
      compare(node.items, field.fields as CmsField[], where);
    if (node.pattern && field.widget !== 'image')
      expect((field.pattern as string[])[0], where).toBe(node.pattern);
  }
}

describe('the editor config', () => {
  it('has a field for every frontmatter property with the same rules', () => {
    compare(frontmatterJsonSchema(), collection.fields, '');
    expect(collection.fields.find((field) => field.name === 'author')?.options).toEqual([...blogAuthorNames]);
  });

  it('accepts and refuses the lengths the schema does', () => {
    const valid = {
      title: 'A title long enough',
      description: 'd'.repeat(100),
      author: blogAuthorNames[0],
      date: '2024-04-02',
      hero: { image: '/content/blog/images/a.png', alt: 'A picture of something' },
    };
    for (const field of collection.fields) {
      if (field.widget !== 'string' && field.widget !== 'text') continue;
      const [source] = field.pattern as [string, string];
      const pattern = new RegExp(source);
      for (let length = 0; length <= 250; length += 1) {
        const value = 'x'.repeat(length);
        const schemaAccepts = articleFrontmatterSchema.safeParse({ ...valid, [field.name]: value }).success;
        expect(pattern.test(value), `${field.name} of ${length} characters`).toBe(schemaAccepts);
      }
    }
  });

  it('writes both languages in their own folder of content/blog', () => {
    const config = parse(cmsConfigYaml({})) as { i18n: unknown; media_folder: string };
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'ne'],
      default_locale: 'en',
    });
    expect(config.media_folder).toBe('content/blog/images');
    expect(collection).toMatchObject({ folder: 'content/blog', i18n: true });
  });

  it('takes the production repository and sign-in from the environment', () => {
    const config = parse(
      cmsConfigYaml({ CMS_GITHUB_REPO: 'acme/site', CMS_OAUTH_BASE_URL: 'https://auth.acme.example' }),
    ) as { backend: Record<string, string> };
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'acme/site',
      base_url: 'https://auth.acme.example',
    });
  });
});
