import ELK, { type ELK as ElkInstance } from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';

let elk: ElkInstance | undefined;

/**
 * The viewer's ELK: its 1.6 MB layout engine runs in a web worker of the app's own origin (CSP worker-src
 * 'self'), fetched as a file the first time a diagram is drawn, so no chunk of the build carries it and the
 * page stays responsive while a large machine is laid out. One worker serves every diagram.
 */
export function workerLayout(): ElkInstance {
  elk ??= new ELK({ workerUrl: elkWorkerUrl });
  return elk;
}
