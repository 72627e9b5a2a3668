import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function ServicesPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Services — Rupantaran AI"
        description="Temporary description for the Services page while the content is being written here."
      />
      <Typography variant="h1">Services</Typography>
    </Container>
  );
}
