import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { bareImports } from './prebundle.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../theme/**/*.mdx', '../.storybook/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
  ],
  staticDirs: ['../public'],
  // Nothing may leave the machine: no telemetry, no "what's new" feed from storybook.js.org.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7's tsc has no compiler API, so prop tables come from the default react-docgen.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Stories stub the network; the embedded database has no place in Storybook.
    const plugins = (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) =>
          !(
            plugin &&
            typeof plugin === 'object' &&
            'name' in plugin &&
            plugin.name === 'rupantaran:local-supabase'
          ),
      );
    return mergeConfig({ ...viteConfig, plugins }, { optimizeDeps: { include: bareImports(projectRoot) } });
  },
};

export default config;
