import { z } from 'zod';

const envSchema = z.object({
  /** How the web server reaches the API (may be an internal address). */
  API_INTERNAL_URL: z.url().default('http://127.0.0.1:8044/api/v1'),
  /** The API base browsers use, when the spec's rule (localhost:8044 or api.{host}) does not fit. */
  PUBLIC_API_URL: z.url().optional(),
  /**
   * The shop's own address for links that leave the page (canonical, sitemap, robots.txt), when
   * the store information names none. Never taken from a request's Host header.
   */
  PUBLIC_WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The web server's port; with neither of the above, links name http://localhost:PORT. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
});

function loadEnv() {
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** The web server's configuration, read once. */
export const env = loadEnv();
