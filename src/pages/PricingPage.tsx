import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function PricingPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Pricing — Rupantaran AI"
        description="Temporary description for the Pricing page while the content is being written here."
      />
      <Typography variant="h1">Pricing</Typography>
    </Container>
  );
}
