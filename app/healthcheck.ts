import { DEFAULT_METRICS_PORT } from '../infra/config';

/**
 * The image's HEALTHCHECK (Dockerfile): one image runs the server (`/healthz` on PORT, and on
 * METRICS_PORT when set) or the worker (`/healthz` on METRICS_PORT only, default 9464), and a
 * health check cannot know which CMD the container was given. Healthy when either port answers.
 */
async function healthy(port: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2500) });
    return response.ok;
  } catch {
    return false;
  }
}

const ports = new Set([process.env.PORT || '8080', process.env.METRICS_PORT || String(DEFAULT_METRICS_PORT)]);
void Promise.all([...ports].map(healthy)).then((answers) => process.exit(answers.includes(true) ? 0 : 1));
