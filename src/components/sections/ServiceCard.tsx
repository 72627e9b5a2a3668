import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { visuallyHidden } from './visuallyHidden';
import type { AccentColor, ConsultingOffer, ServiceCard as ServiceCardContent } from '../../content/types';
import { useContent } from '../i18n/useContent';
import { IconTile } from './IconTile';

export interface ServiceCardProps {
  service: ServiceCardContent | ConsultingOffer;
  accent?: AccentColor;
  headingLevel?: 'h3' | 'h4';
}

function isConsultingOffer(service: ServiceCardContent | ConsultingOffer): service is ConsultingOffer {
  return 'duration' in service;
}

function BulletList({
  items,
  icon: Icon,
  accent,
}: {
  items: readonly string[];
  icon: SvgIconComponent;
  accent: AccentColor;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <Icon
            aria-hidden
            fontSize="small"
            sx={(theme) => ({ mt: '2px', flexShrink: 0, color: theme.vars.palette[accent].main })}
          />
          <Typography variant="body2">{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A service with what it includes. Consulting offers also show their timeline as a chip and
 * what the client receives at the end.
 */
export function ServiceCard({ service, accent = 'primary', headingLevel = 'h3' }: ServiceCardProps) {
  const Icon = service.icon;
  const offer = isConsultingOffer(service) ? service : null;
  const { deliverables, timeline } = useContent().ui.uiStrings;
  return (
    <Card id={service.id} data-service={service.id} sx={{ height: '100%', scrollMarginTop: 88 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%', p: { md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
          {Icon ? <IconTile icon={Icon} accent={accent} size={52} /> : null}
          {offer ? (
            <Chip
              icon={<ScheduleOutlined aria-hidden />}
              label={
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {timeline}{' '}
                  </Box>
                  {offer.duration}
                </>
              }
              color={accent}
              variant="outlined"
              data-duration={offer.duration}
            />
          ) : null}
        </Box>
        <Typography variant="h4" component={headingLevel}>
          {service.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
        <BulletList items={service.features} icon={CheckRounded} accent={accent} />
        {offer ? (
          <Box
            sx={(theme) => ({
              flexGrow: 1,
              mt: 1,
              p: 2.5,
              borderRadius: '14px',
              backgroundColor: theme.vars.palette.background.subtle,
            })}
          >
            <Typography
              variant="overline"
              component={headingLevel === 'h3' ? 'h4' : 'h5'}
              sx={{ display: 'block', mb: 1.5, color: 'text.secondary', lineHeight: 1.4 }}
            >
              {deliverables}
            </Typography>
            <BulletList items={offer.deliverables} icon={TaskAltOutlined} accent={accent} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
