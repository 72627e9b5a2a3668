import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function CareersPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Careers — Rupantaran AI"
        description="Temporary description for the Careers page while the content is being written here."
      />
      <Typography variant="h1">Careers</Typography>
    </Container>
  );
}
