import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImageRef } from '../../content/types';
import { AuthorAvatar } from './AuthorAvatar';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useContent } from '../i18n/useContent';
import { formatDate, formatReadTime } from './formatDate';

export interface ArticleBylineProps {
  authorName: string;
  avatar: ImageRef;
  /** ISO date. */
  date: string;
  /** Minutes. */
  readTime: number;
  /** Shown after the name, e.g. 'Head of AI Training'. */
  role?: string;
  /** 'large' in an article's header, 'small' on cards. */
  size?: 'small' | 'large';
  /** The avatar repeats the printed name: hide it from screen readers on cards. */
  decorativeAvatar?: boolean;
}

/** Author avatar and name, then the date and read time: the line under a post's title. */
export function ArticleByline({
  authorName,
  avatar,
  date,
  readTime,
  role,
  size = 'small',
  decorativeAvatar = false,
}: ArticleBylineProps) {
  const large = size === 'large';
  const locale = useLocale();
  const { authorDisplayNames, authorInitials } = useContent().blog;
  const displayNames: Readonly<Partial<Record<string, string>>> = authorDisplayNames;
  const initials: Readonly<Partial<Record<string, string>>> = authorInitials;
  return (
    <Box data-testid="article-byline" sx={{ display: 'flex', alignItems: 'center', gap: large ? 2 : 1.5 }}>
      <AuthorAvatar
        image={avatar}
        size={large ? 56 : 40}
        decorative={decorativeAvatar}
        initials={initials[authorName]}
        inline={large}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant={large ? 'subtitle1' : 'subtitle2'}
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.35 }}
        >
          <span data-testid="article-author">{displayNames[authorName] ?? authorName}</span>
          {role ? (
            <Box component="span" sx={{ fontWeight: 500, color: 'text.secondary' }}>
              {' · '}
              {role}
            </Box>
          ) : null}
        </Typography>
        <Typography variant={large ? 'body2' : 'caption'} component="p" color="text.secondary">
          <time dateTime={date}>{formatDate(date, locale)}</time>
          <Box component="span" aria-hidden sx={{ mx: 0.75 }}>
            ·
          </Box>
          <span data-testid="article-read-time">{formatReadTime(readTime, locale)}</span>
        </Typography>
      </Box>
    </Box>
  );
}
