/** The moment the bench started loading modules (imported first, so it runs before the engine loads). */
export const startedAt = performance.now();
