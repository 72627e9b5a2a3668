import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImageRef } from '../../content/types';
import { AuthorAvatar } from './AuthorAvatar';

export interface AuthorBioProps {
  /** The block's title, e.g. 'About the author'. */
  heading: string;
  name: string;
  role?: string;
  bio: string;
  avatar: ImageRef;
  /** The avatar's letters, in the page's script. */
  initials?: string;
  headingId?: string;
}

/** Who wrote the article: portrait, name, role and a few lines about them, at the article's end. */
export function AuthorBio({
  heading,
  name,
  role,
  bio,
  avatar,
  initials,
  headingId = 'author-bio-heading',
}: AuthorBioProps) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="author-bio"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'flex-start',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2.5, sm: 4 },
        borderRadius: 5,
        border: `1px solid ${theme.vars.palette.divider}`,
        backgroundColor: theme.vars.palette.background.paper,
      })}
    >
      {/* The name is printed beside it: the portrait's alt text would only repeat it. */}
      <AuthorAvatar image={avatar} size={72} decorative initials={initials} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={headingId}
          variant="overline"
          component="h2"
          color="text.secondary"
          sx={{ fontWeight: 700 }}
        >
          {heading}
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.35 }}>
          {name}
        </Typography>
        {role ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {role}
          </Typography>
        ) : null}
        <Typography variant="body1" sx={{ mt: role ? 0 : 1, maxWidth: '65ch' }}>
          {bio}
        </Typography>
      </Box>
    </Box>
  );
}
