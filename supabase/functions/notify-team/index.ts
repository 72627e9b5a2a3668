/**
 * Edge Function notify-team: tells the team about each new consultation request, waitlist sign-up,
 * busy alert of the volume limits and booked, moved or cancelled call (see handler.ts).
 * Deploy with `supabase functions deploy notify-team --no-verify-jwt`: the caller is the database
 * (pg_net), which authenticates with the shared secret, not a user's JWT. Set its configuration
 * with `supabase secrets set` (README, "Notifications").
 */
import { createHandler } from './handler.ts';

Deno.serve(createHandler((name) => Deno.env.get(name)));
