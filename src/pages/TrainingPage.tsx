import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function TrainingPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Training — Rupantaran AI"
        description="Temporary description for the Training page while the content is being written here."
      />
      <Typography variant="h1">Training</Typography>
    </Container>
  );
}
