/**
 * The frontmatter of an article file (content/blog/<locale>/<slug>.md): what the build accepts and
 * what the editor at /admin is configured to write (public/admin/config.yml mirrors it field by field).
 */
import { z } from 'zod';
import { blogAuthorNames } from './authorNames.ts';

/** Search results cut titles at about 60 characters and descriptions at about 160. */
export const seoTitleMax = 60;
export const descriptionMin = 70;
export const descriptionMax = 160;

/** Image files an editor may drop in for a hero: what sharp reads and the editor uploads. */
export const heroImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

const internalLink = z.string().regex(/^\/[a-z0-9/-]*$/, 'must be a path on this site, such as /contact');

export const articleFrontmatterSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(10, 'must be at least 10 characters')
      .max(90, 'must be at most 90 characters'),
    seoTitle: z
      .string()
      .trim()
      .max(seoTitleMax, `must be at most ${seoTitleMax} characters (search results cut it off)`)
      .optional(),
    description: z
      .string()
      .trim()
      .min(
        descriptionMin,
        `must be at least ${descriptionMin} characters (search engines replace shorter ones)`,
      )
      .max(descriptionMax, `must be at most ${descriptionMax} characters (search results cut it off)`),
    excerpt: z
      .string()
      .trim()
      .min(20, 'must be at least 20 characters')
      .max(240, 'must be at most 240 characters')
      .optional(),
    author: z.enum(blogAuthorNames, {
      error: `must be one of the authors on file: ${blogAuthorNames.join(', ')}`,
    }),
    date: z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
    hero: z.strictObject({
      image: z
        .string()
        .regex(
          new RegExp(`^/?content/blog/images/[a-z0-9-]+\\.(${heroImageExtensions.join('|')})$`),
          `must be an image under content/blog/images/ (${heroImageExtensions.join(', ')}), named in lower case with dashes`,
        ),
      alt: z.string().trim().min(10, 'must describe the picture in at least 10 characters'),
    }),
    tags: z.array(z.string().trim().min(1)).optional(),
    links: z
      .array(z.strictObject({ label: z.string().trim().min(1, 'must not be empty'), to: internalLink }))
      .optional(),
  })
  .strict();

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** `content/blog/en/x.md: hero.alt: must describe …`, one line per broken rule. */
export function frontmatterProblems(file: string, data: unknown): string[] {
  const result = articleFrontmatterSchema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(frontmatter)';
    return `${file}: ${field}: ${issue.message}`;
  });
}
