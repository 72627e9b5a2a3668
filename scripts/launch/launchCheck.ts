import { readNotifyConfig, hasChannel } from '../../supabase/functions/_shared/notify.ts';
import {
  resolveSiteConfig,
  samplesInUse,
  siteConfigVariables,
  type SampleKey,
  type SiteEnv,
} from '../../src/content/siteConfig.ts';
import { SiteConfigError, validateSiteConfig } from '../../src/content/siteConfigSchema.ts';

/**
 * What stands between this checkout and a live site: sample contact details still in use, essentials
 * left unset, values the build would refuse. Read by `npm run launch-check` (which fails on any) and by
 * the build (which warns about the samples). Pure: the environment is passed in.
 */

export interface LaunchProblem {
  /** The variable to set, e.g. `VITE_CONTACT_PHONE`, or the group of them for notifications. */
  variable: string;
  problem: string;
}

/** The entries the site can do without ("none" hides them); a phone and a street it must have. */
const hideable = new Set<SampleKey>(['whatsapp', 'viber', 'facebook', 'linkedin', 'youtube']);

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/;

/** Each sample value in use, with its variable and the value itself. */
export function sampleProblems(env: SiteEnv): LaunchProblem[] {
  const config = resolveSiteConfig(env);
  return samplesInUse(config).map((key) => ({
    variable: siteConfigVariables[key],
    problem:
      `still the sample ${JSON.stringify(config[key])}: set your own` +
      (hideable.has(key) ? ', or "none" to hide it' : ''),
  }));
}

function isSet(env: SiteEnv, name: string): boolean {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '';
}

/** Everything that must change before launch; empty when the site may go live. */
export function launchProblems(env: SiteEnv): LaunchProblem[] {
  const problems: LaunchProblem[] = [];
  try {
    validateSiteConfig(env);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    problems.push({ variable: 'site config', problem: error.message });
  }
  problems.push(...sampleProblems(env));

  for (const [name, what] of [
    [
      'VITE_SUPABASE_URL',
      'your Supabase project URL (Project Settings → API); unset, forms post to the site’s own host, which has no database',
    ],
    ['VITE_SUPABASE_ANON_KEY', 'your project’s public anon key (Project Settings → API)'],
  ] as const)
    if (!isSet(env, name)) problems.push({ variable: name, problem: `unset: ${what}` });

  const origin = env[siteConfigVariables.origin];
  if (!isSet(env, siteConfigVariables.origin))
    problems.push({
      variable: siteConfigVariables.origin,
      problem: 'unset: the live address (https://…) for canonical links, the sitemap and feeds',
    });
  else if (typeof origin === 'string' && localOrigin.test(origin.trim()))
    problems.push({
      variable: siteConfigVariables.origin,
      problem: `${JSON.stringify(origin.trim())} is a local trial origin, not the live one`,
    });

  const notify = readNotifyConfig((name) => {
    const value = env[name];
    return typeof value === 'string' ? value : undefined;
  });
  if (!hasChannel(notify))
    problems.push({
      variable: 'NOTIFY_WEBHOOK_URL or RESEND_API_KEY + NOTIFY_EMAIL_TO + NOTIFY_EMAIL_FROM',
      problem:
        'unset: no notification channel, so nobody hears of a request (set the same values as ' +
        'the notify-team secrets; README "Notifications")',
    });
  return problems;
}

/** Problems as lines for a terminal: `  - VARIABLE: problem`. */
export function formatProblems(problems: readonly LaunchProblem[]): string {
  return problems.map(({ variable, problem }) => `  - ${variable}: ${problem}`).join('\n');
}

/** The build's warning while samples are in use (undefined when none is), framed so it is seen. */
export function sampleWarning(env: SiteEnv): string | undefined {
  const samples = sampleProblems(env);
  if (samples.length === 0) return undefined;
  const rule = '!'.repeat(100);
  return [
    rule,
    `!! WARNING: this build uses ${samples.length} SAMPLE contact value${samples.length === 1 ? '' : 's'}. ` +
      'Do not launch it: customers would reach a dead number or page.',
    formatProblems(samples),
    '!! Set them in .env or the environment (README "Make it yours"); `npm run launch-check` lists',
    '!! everything still missing before launch.',
    rule,
  ].join('\n');
}
