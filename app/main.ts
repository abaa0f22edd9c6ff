import 'reflect-metadata';
import '../services/install';
import { runProcess } from './process';
import { ensureFirstAdmin, hasUsers, loginHint } from '../services/accounts/bootstrap';

/** `npm start`: migrates, serves HTTP and (unless RUN_WORKERS=false) processes jobs in the same process. */
void runProcess(
  'server',
  (config) => ({ http: true, workers: config.runWorkers }),
  async (runtime, config) => {
    // The first admin (ADMIN_EMAIL/ADMIN_PASSWORD) exists before the port opens.
    const created = await ensureFirstAdmin(runtime.services);
    const usersExist = created !== null || (await hasUsers(runtime.services.orm.em.fork()));
    const address = await runtime.app!.listen({ port: config.port, host: config.host });
    runtime.app!.log.info(`listening on ${address} (public URL ${config.publicBaseUrl}); GraphQL at /graphql, admin API at /admin_api/v1`);
    console.log(`Traffic tracker listening on ${config.publicBaseUrl} — admin API ${config.publicBaseUrl}/admin_api/v1, GraphQL ${config.publicBaseUrl}/graphql`);
    if (!config.runWorkers) console.log('Job workers are off here (RUN_WORKERS=false): run `npm run worker` beside it.');
    for (const line of loginHint(config.publicBaseUrl, usersExist, created)) console.log(line);
  },
);
