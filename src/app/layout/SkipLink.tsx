import Link from '@mui/material/Link';
import { useContent } from '../../components/i18n/useContent';

export const mainContentId = 'main-content';

/** First stop for keyboard users: jumps past the header, shown only while focused. */
export function SkipLink() {
  const { skipToContent } = useContent().ui.uiStrings;
  return (
    <Link
      href={`#${mainContentId}`}
      component="a"
      sx={(theme) => ({
        position: 'absolute',
        left: 16,
        top: -100,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        backgroundColor: theme.vars.palette.primary.main,
        color: theme.vars.palette.primary.contrastText,
        fontWeight: 700,
        '&:focus': { top: 12 },
      })}
    >
      {skipToContent}
    </Link>
  );
}
