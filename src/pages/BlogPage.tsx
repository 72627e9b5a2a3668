import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function BlogPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Blog — Rupantaran AI"
        description="Temporary description for the Blog page while the content is being written here."
      />
      <Typography variant="h1">Blog</Typography>
    </Container>
  );
}
