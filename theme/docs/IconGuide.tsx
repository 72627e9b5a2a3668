import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { DocsThemeScope } from './DocsThemeScope';
import { brand } from '../tokens';

/** A sample of the outlined set the site already uses, each with the import line to copy. */
export const sampleIcons: readonly (readonly [string, SvgIconComponent])[] = [
  ['SmartToyOutlined', SmartToyOutlined],
  ['AutoAwesomeOutlined', AutoAwesomeOutlined],
  ['RocketLaunchOutlined', RocketLaunchOutlined],
  ['SchoolOutlined', SchoolOutlined],
  ['StorefrontOutlined', StorefrontOutlined],
  ['PaymentsOutlined', PaymentsOutlined],
  ['ChatOutlined', ChatOutlined],
  ['TranslateOutlined', TranslateOutlined],
  ['SupportAgentOutlined', SupportAgentOutlined],
  ['DarkModeOutlined', DarkModeOutlined],
];

export function IconGuide() {
  return (
    <DocsThemeScope>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2, my: 2 }}
      >
        {sampleIcons.map(([name, Icon]) => (
          <Box
            key={name}
            data-icon={name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              border: `1px solid ${brand.ink[200]}`,
              borderRadius: 1.5,
            }}
          >
            <Icon sx={{ color: brand.indigo[700] }} />
            <Box component="code" sx={{ fontSize: '0.75rem', overflowWrap: 'anywhere' }}>
              import {name} from &apos;@mui/icons-material/{name}&apos;
            </Box>
          </Box>
        ))}
      </Box>
    </DocsThemeScope>
  );
}
