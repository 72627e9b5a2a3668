import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function BusinessUseCasesPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Business — Rupantaran AI"
        description="Temporary description for the Business page while the content is being written here."
      />
      <Typography variant="h1">Business</Typography>
    </Container>
  );
}
