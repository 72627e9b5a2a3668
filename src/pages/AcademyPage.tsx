import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function AcademyPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Academy — Rupantaran AI"
        description="Temporary description for the Academy page while the content is being written here."
      />
      <Typography variant="h1">Academy</Typography>
    </Container>
  );
}
