import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function AboutPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="About — Rupantaran AI"
        description="Temporary description for the About page while the content is being written here."
      />
      <Typography variant="h1">About</Typography>
    </Container>
  );
}
