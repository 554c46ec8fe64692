import { startedAt } from './clock';
import * as evaluation from '../src/engine/evaluation';

/**
 * Loads the evaluation module and times it: the core tables (high, A-5, 2-7, 8/b) are built when
 * the module loads. Must be the first import of the engine in the bench process.
 */
export const evaluationLoadMs = performance.now() - startedAt;
export { evaluation };
