import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function ConsultationPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Consultation — Rupantaran AI"
        description="Temporary description for the Consultation page while the content is being written here."
      />
      <Typography variant="h1">Consultation</Typography>
    </Container>
  );
}
