import { z } from 'zod';
import { ConfigError } from '../config/config.errors';

/**
 * An outside OpenID Connect issuer (a club's Keycloak realm) whose access tokens Chalktalk accepts. Its tokens
 * name the Chalktalk account in `accountClaim` (identity writes the account id to the realm's user when it links
 * the account by verified email, and the realm maps that attribute into its tokens); `sub` is the realm's own id.
 */
export interface TrustedIssuer {
  /** Short name used in URLs and logs, e.g. `demo-club`. */
  id: string;
  /** What the login page says: "Sign in with <name>". */
  name: string;
  /** The `iss` of its tokens, e.g. `https://sso.club.example/realms/club`. */
  issuer: string;
  /** The public client the web app signs in with (authorization code + PKCE). */
  clientId: string;
  /** The `aud` its access tokens must carry for Chalktalk (the realm's audience mapper). */
  audience: string;
  /** Where its signing keys are published; Keycloak's certs endpoint unless given. */
  jwksUrl: string;
  /** The claim holding the linked Chalktalk account id. */
  accountClaim: string;
}

const issuerSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a lower-case id (letters, digits, dashes)'),
  name: z.string().min(1).max(80),
  issuer: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, '')),
  clientId: z.string().min(1).max(200),
  audience: z.string().min(1).max(200).default('chalktalk'),
  jwksUrl: z.url({ protocol: /^https?$/ }).optional(),
  accountClaim: z.string().min(1).max(100).default('chalktalk_account_id'),
});

/** `SSO_ISSUERS`: a JSON array of issuers (see TrustedIssuer); unset means no single sign-on. */
export const trustedIssuersSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JSON array of issuers' });
      return z.NEVER;
    }
  })
  .pipe(z.array(issuerSchema).max(20))
  .transform((list): TrustedIssuer[] =>
    list.map((entry) => ({
      ...entry,
      jwksUrl: entry.jwksUrl ?? `${entry.issuer}/protocol/openid-connect/certs`,
    })),
  )
  .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, 'issuer ids must be unique');

/** The issuers of `SSO_ISSUERS` in the environment (none when unset); a bad value stops the process at start. */
export function trustedIssuersFromEnv(
  env: Record<string, string | undefined> = process.env,
): TrustedIssuer[] {
  const raw = env.SSO_ISSUERS;
  if (raw === undefined || raw.trim() === '') return [];
  const parsed = trustedIssuersSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: ['SSO_ISSUERS', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}
