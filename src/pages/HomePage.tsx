import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function HomePage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Home — Rupantaran AI"
        description="Temporary description for the Home page while the content is being written here."
      />
      <Typography variant="h1">Home</Typography>
    </Container>
  );
}
