import { parentPort, workerData } from 'node:worker_threads';
import { QuickJsEngine } from './quickjs';
import type { WorkerInit, WorkerReply, WorkerRequest } from './protocol';

/**
 * Entry point of a sandbox worker thread: one QuickJS engine, one request at a time. The pool
 * terminates the whole thread when a request overruns the hard time limit.
 */
async function main(): Promise<void> {
  const port = parentPort!;
  const init = workerData as WorkerInit;
  const engine = await QuickJsEngine.create(init.limits, init.wasmModule);
  const reply = (message: WorkerReply) => port.postMessage(message);
  port.on('message', (request: WorkerRequest) => {
    try {
      if (request.kind === 'run') {
        reply({
          id: request.id,
          kind: 'run',
          outcome: engine.run(request.source, request.click),
          wasm_bytes: engine.wasmBytes,
        });
      } else {
        reply({
          id: request.id,
          kind: 'compile',
          outcome: engine.compile(request.source),
          wasm_bytes: engine.wasmBytes,
        });
      }
    } catch (error) {
      // A host-side failure of the engine (not of the script): the pool replaces this worker.
      reply({ id: request.id, kind: 'crash', message: error instanceof Error ? error.message : String(error) });
    }
  });
  reply({ kind: 'ready' });
}

void main();
