import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function NotFoundPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo title="NotFound — Rupantaran AI" description="Temporary description for the NotFound page while the content is being written here." />
      <Typography variant="h1">NotFound</Typography>
    </Container>
  );
}
