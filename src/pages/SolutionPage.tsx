import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';

export default function SolutionPage({ id }: { id: string }) {
  return (
    <Container sx={{ py: 8 }}>
      <Seo
        title={`${id} — Rupantaran AI`}
        description={`Temporary description for the ${id} page while the content is being written here.`}
      />
      <Typography variant="h1">{id}</Typography>
    </Container>
  );
}
