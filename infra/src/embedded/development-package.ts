import { ConfigError } from '../config';

/**
 * Imports a package that only an embedded default uses. Such packages are development
 * dependencies, left out of the runtime image (`npm ci --omit=dev`), so there a missing
 * service variable stops start-up with one line naming it, not a module-resolution error.
 */
export async function importDevelopmentPackage<T>(
  load: () => Promise<T>,
  packageName: string,
  variable: string,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const missing =
      (error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND' &&
      (error as Error).message.includes(`'${packageName}'`);
    if (!missing) throw error;
    throw new ConfigError(
      variable,
      `is not set, and ${packageName} (its embedded default, a development dependency) is not installed here: set ${variable}`,
    );
  }
}
