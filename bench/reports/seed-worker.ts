import { parentPort, workerData } from 'node:worker_threads';
import { generateChunk, type SeedShape } from './seed-rows';

/** A worker thread of the reports seed: answers each chunk number with that chunk's COPY text. */
const shape = workerData as SeedShape;
parentPort!.on('message', (index: number) => {
  const chunk = generateChunk(shape, index);
  parentPort!.postMessage(chunk, [chunk.clickText.buffer as ArrayBuffer, chunk.conversionText.buffer as ArrayBuffer]);
});
