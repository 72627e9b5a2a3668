import { loadEnv } from 'vite';
import { formatProblems, launchProblems } from './launchCheck.ts';

/**
 * `npm run launch-check`: exits 1 naming every sample value and unset essential, 0 when the site may
 * go live. Reads the environment as the production build does (`.env`, `.env.production`, then the
 * process's own variables, which win), plus the notification variables from the same places.
 */
const env = loadEnv('production', process.cwd(), '');
const problems = launchProblems(env);
if (problems.length > 0) {
  console.error(
    `Not ready to launch: ${problems.length} thing${problems.length === 1 ? '' : 's'} to fix ` +
      `(README "Make it yours" and "Deploying"):\n${formatProblems(problems)}`,
  );
  process.exit(1);
}
console.info('Ready to launch: no sample values, Supabase keys, site origin and notifications set.');
