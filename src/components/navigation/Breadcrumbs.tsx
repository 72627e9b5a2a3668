import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNext from '@mui/icons-material/NavigateNext';
import type { Breadcrumb } from '../../content/types';
import { useContent } from '../i18n/useContent';

/** Where this page sits; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const label = useContent().ui.uiStrings.landmarks.breadcrumb;
  return (
    <MuiBreadcrumbs aria-label={label} separator={<NavigateNext fontSize="small" />} sx={{ mb: 3 }}>
      {items.map((crumb, index) =>
        crumb.to && index < items.length - 1 ? (
          <Link key={crumb.label} href={crumb.to} color="text.secondary" variant="body2">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.label}
            variant="body2"
            color="text.primary"
            aria-current="page"
            sx={{ fontWeight: 600 }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
