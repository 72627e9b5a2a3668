import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SiteConfigError, validateSiteConfig } from '../../src/content/siteConfigSchema.ts';
import { sampleWarning } from '../launch/launchCheck.ts';

/**
 * Checks the site config ("Make it yours": src/content/siteConfig.ts and its VITE_ variables) before
 * anything is built or served: `npm run build`, `npm run dev` and `npm start` stop with each bad value
 * and its variable named, instead of shipping a dead phone link or a wrong canonical origin.
 */
export function siteConfigCheck(): Plugin {
  return {
    name: 'rupantaran:site-config-check',
    configResolved(config) {
      try {
        validateSiteConfig(config.env, {
          publicFileExists: (path) => {
            const file = join(config.publicDir, path);
            return existsSync(file) && statSync(file).isFile();
          },
        });
      } catch (error) {
        // The message says all there is: a stack into zod would only bury it.
        if (error instanceof SiteConfigError) error.stack = `${error.name}: ${error.message}`;
        throw error;
      }
      // Once per `npm run build` (the client build; the prerender repeats it at the end): valid but
      // sample contact details must not go live unnoticed.
      if (config.command === 'build' && !config.build.ssr && !process.env.VITEST) {
        const warning = sampleWarning(config.env);
        if (warning) config.logger.warn(warning);
      }
    },
  };
}
