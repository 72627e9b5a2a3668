import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function DevelopmentPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Development — Rupantaran AI"
        description="Temporary description for the Development page while the content is being written here."
      />
      <Typography variant="h1">Development</Typography>
    </Container>
  );
}
