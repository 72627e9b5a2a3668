import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { ArticleRenderer } from '../components/article/ArticleRenderer';
import { formatDate } from '../components/article/formatDate';
import type { LegalPageId } from '../content/types';
import { useContent } from '../components/i18n/useContent';
import { CtaBanner } from '../components/sections/CtaBanner';
import { useLocale } from '../lib/i18n/LocaleContext';

export default function LegalPage({ id }: { id: LegalPageId }) {
  const { legal, ui } = useContent();
  const locale = useLocale();
  const { legalPages, legalCta } = legal;
  const content = legalPages[id];
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ title: content.title, subtitle: content.intro }}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, fontWeight: 600 }}>
          {ui.uiStrings.lastUpdated}{' '}
          <time dateTime={content.lastUpdated}>{formatDate(content.lastUpdated, locale)}</time>
        </Typography>
      </PageHero>
      <Section maxWidth="md">
        <Card component="article" aria-label={content.title} sx={{ p: { xs: 3, sm: 5, md: 6 } }}>
          <ArticleRenderer sections={content.sections} variant="plain" />
        </Card>
      </Section>
      <CtaBanner cta={legalCta} />
    </>
  );
}
