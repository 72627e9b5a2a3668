import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function IndividualUseCasesPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Individuals — Rupantaran AI"
        description="Temporary description for the Individuals page while the content is being written here."
      />
      <Typography variant="h1">Individuals</Typography>
    </Container>
  );
}
