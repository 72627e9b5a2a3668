import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Stack from '@mui/material/Stack';
import { Seo } from '../components/seo/Seo';
import NotFoundLogIsland from './NotFoundLog.island';
import { useContent } from '../components/i18n/useContent';

export default function NotFoundPage() {
  const { notFoundContent: content } = useContent().notFound;
  const { pathname } = useLocation();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <Seo title={content.meta.title} description={content.meta.description} noindex />
      <NotFoundLogIsland pathname={pathname} />
      <Typography
        variant="h1"
        sx={(theme) => ({
          fontSize: { xs: '5rem', md: '7rem' },
          lineHeight: 1,
          color: theme.vars.palette.primary.main,
        })}
      >
        {content.code}
      </Typography>
      <Typography variant="h4" component="p" sx={{ mt: 2 }}>
        {content.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {content.description}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button href={content.action.to} variant="contained" size="large" startIcon={<HomeOutlined />}>
          {content.action.label}
        </Button>
        <Button
          href={content.consultation.to}
          variant="outlined"
          size="large"
          startIcon={<EventAvailableOutlined />}
        >
          {content.consultation.label}
        </Button>
      </Stack>
    </Container>
  );
}
