import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function TeamPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title="Team — Rupantaran AI"
        description="Temporary description for the Team page while the content is being written here."
      />
      <Typography variant="h1">Team</Typography>
    </Container>
  );
}
