import 'reflect-metadata';
import { runProcess } from './process';

/** `npm run worker`: processes background jobs only (scale it apart from the HTTP servers). */
void runProcess(
  'worker',
  () => ({ http: false, workers: true }),
  async () => {
    console.log('Traffic tracker worker started: processing background jobs.');
  },
);
