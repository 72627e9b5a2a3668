import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function ContactPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Contact — Rupantaran AI"
        description="Temporary description for the Contact page while the content is being written here."
      />
      <Typography variant="h1">Contact</Typography>
    </Container>
  );
}
