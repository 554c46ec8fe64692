/** A peer loaded, or null (with a warning) where it is not installed or fails to load. */
export function tryLoad<T>(name: string, get: () => T): T | null {
  try {
    return get();
  } catch (error) {
    console.warn(`peer ${name} not available: ${(error as Error).message}`);
    return null;
  }
}
